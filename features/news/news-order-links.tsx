import { Link } from 'react-router-dom';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { NEWS_ORDERS, type NewsOrder } from './news-query';

export interface NewsOrderLinksProps {
  value: NewsOrder;
  /** The address of the list in an order (its search kept, from the first page). */
  hrefFor: (order: NewsOrder) => string;
}

/**
 * Newest or oldest first, as two links that look like ui/sort-toggle.tsx's buttons: the order
 * is in the address, so it works on the server's HTML without any code.
 */
export function NewsOrderLinks({ value, hrefFor }: NewsOrderLinksProps) {
  return (
    <nav aria-label="Sắp xếp" className="inline-flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className="text-sm font-semibold text-ink-muted">
        Sắp xếp:
      </span>
      <ul className="inline-flex flex-wrap rounded-control bg-navy-50 p-1 ring-1 ring-line">
        {NEWS_ORDERS.map((option) => (
          <li key={option.value}>
            <Link
              to={hrefFor(option.value)}
              aria-current={option.value === value ? 'true' : undefined}
              className={cn(
                'block rounded-inset px-3 py-1.5 text-sm font-semibold text-ink-muted hover:text-ink aria-[current=true]:bg-surface aria-[current=true]:text-brand-700 aria-[current=true]:shadow-card',
                focusRing,
              )}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
