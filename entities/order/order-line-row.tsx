import { cva } from 'class-variance-authority';
import { formatPrice } from '../../contract/format';
import type { OrderLine } from '../../contract/orders';
import { cn } from '../../ui/cn';

const rowVariants = cva('flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1', {
  variants: { size: { md: 'px-5 py-4', sm: 'px-3 py-2' } },
  defaultVariants: { size: 'md' },
});

export interface OrderLineRowProps {
  line: OrderLine;
  /** `sm` inside a dialog, `md` on a page. */
  size?: 'sm' | 'md';
}

/** One line of an order, as customers and staff both read it: the service, quantity × price, and the amount. */
export function OrderLineRow({ line, size = 'md' }: OrderLineRowProps) {
  return (
    <li className={rowVariants({ size })}>
      <span className="min-w-0 font-semibold break-words text-ink">{line.product_id.name}</span>
      <span className={cn('flex items-baseline tabular-nums', size === 'sm' ? 'gap-3' : 'gap-4')}>
        <span className={cn('text-ink-muted', size === 'sm' && 'text-sm')}>
          {line.quantity} × {formatPrice(line.price)}
        </span>
        <span className="font-semibold text-ink">{formatPrice(line.price * line.quantity)}</span>
      </span>
    </li>
  );
}
