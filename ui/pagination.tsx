import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, type ComponentProps } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';
import { mergeRefs } from './merge-refs';
import { paginationRange } from './pagination-range';

export interface PaginationProps extends Omit<ComponentProps<'nav'>, 'onChange'> {
  /** Current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Pages shown each side of the current one. */
  siblings?: number;
  previousLabel?: string;
  nextLabel?: string;
  /** Accessible name of a page button, e.g. 'Trang 3'. */
  pageLabel?: (page: number) => string;
  /** Show nothing when everything fits on one page. */
  hideOnSinglePage?: boolean;
}

const itemClass = cn(
  'inline-flex h-10 min-w-10 cursor-pointer items-center justify-center gap-1 rounded-control px-2 text-sm font-semibold transition-colors',
  'disabled:cursor-not-allowed disabled:opacity-45',
  focusRing,
);

export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblings = 1,
  previousLabel = 'Trang trước',
  nextLabel = 'Trang sau',
  pageLabel = (value) => `Trang ${value}`,
  hideOnSinglePage = true,
  className,
  'aria-label': label = 'Phân trang',
  ref,
  ...props
}: PaginationProps) {
  const navRef = useRef<HTMLElement>(null);
  if (pageCount < 1 || (hideOnSinglePage && pageCount <= 1)) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) onPageChange(target);
  };
  // Previous onto the first page (Next onto the last) disables the button being pressed,
  // which would drop the focus to the start of the document. The first and last pages'
  // buttons are always shown (keyed by page, so they outlive the change): focus goes there.
  const step = (target: number) => {
    if (target === 1 || target === pageCount) navRef.current?.querySelector<HTMLElement>(`[data-page="${target}"]`)?.focus();
    go(target);
  };

  return (
    <nav ref={mergeRefs(navRef, ref)} aria-label={label} className={cn('flex justify-center', className)} {...props}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button type="button" className={cn(itemClass, 'pr-3 text-ink hover:bg-navy-50')} disabled={current <= 1} onClick={() => step(current - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">{previousLabel}</span>
          </button>
        </li>
        {paginationRange(current, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                aria-label={pageLabel(item)}
                aria-current={item === current ? 'page' : undefined}
                data-page={item}
                className={cn(
                  itemClass,
                  item === current ? 'bg-brand-600 text-white shadow-sm hover:bg-brand-700' : 'border border-line bg-surface text-ink hover:border-navy-400 hover:bg-navy-50',
                )}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="inline-flex h-10 min-w-6 items-end justify-center pb-2 text-ink-muted">
              …
            </li>
          ),
        )}
        <li>
          <button type="button" className={cn(itemClass, 'pl-3 text-ink hover:bg-navy-50')} disabled={current >= pageCount} onClick={() => step(current + 1)}>
            <span className="max-sm:sr-only">{nextLabel}</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
