import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';
import { mergeRefs } from './merge-refs';
import { paginationRange } from './pagination-range';

export interface PaginationProps extends Omit<ComponentProps<'nav'>, 'onChange'> {
  /** Current page, from 1. */
  page: number;
  pageCount: number;
  /** Called for a move; with `getPageHref` only for a plain click (the link's own load is then prevented). */
  onPageChange?: (page: number) => void;
  /**
   * Each page's address: the pages are then links, which work without JavaScript (a page the
   * server drew) and open in a new tab; a plain click still goes through `onPageChange`.
   */
  getPageHref?: (page: number) => string;
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
  'disabled:cursor-not-allowed disabled:opacity-45 aria-disabled:cursor-not-allowed aria-disabled:opacity-45',
  focusRing,
);

/** A click the browser would open elsewhere (new tab, window, download) is left to it. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface ItemProps {
  target: number;
  disabled?: boolean;
  className: string;
  label?: string;
  current?: boolean;
  /** The pages' addresses, when they are links. */
  hrefFor?: (page: number) => string;
  onMove: (target: number) => void;
  children: ReactNode;
}

/** A page control: a button, or a link when the pages have addresses (a link with nowhere to go is marked disabled). */
function Item({ target, disabled = false, className, label, current = false, hrefFor, onMove, children }: ItemProps) {
  const shared = { 'aria-label': label, 'aria-current': current ? ('page' as const) : undefined, 'data-page': label ? target : undefined, className };
  if (!hrefFor) {
    return (
      <button type="button" {...shared} disabled={disabled} onClick={() => onMove(target)}>
        {children}
      </button>
    );
  }
  if (disabled) {
    return (
      <a role="link" aria-disabled="true" {...shared}>
        {children}
      </a>
    );
  }
  return (
    <a
      href={hrefFor(target)}
      {...shared}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onMove(target);
      }}
    >
      {children}
    </a>
  );
}

export function Pagination({
  page,
  pageCount,
  onPageChange,
  getPageHref,
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
    if (target !== current && target >= 1 && target <= pageCount) onPageChange?.(target);
  };
  // Previous onto the first page (Next onto the last) disables the control being pressed,
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
          <Item target={current - 1} disabled={current <= 1} hrefFor={getPageHref} onMove={step} className={cn(itemClass, 'pr-3 text-ink hover:bg-navy-50')}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">{previousLabel}</span>
          </Item>
        </li>
        {paginationRange(current, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Item
                target={item}
                label={pageLabel(item)}
                current={item === current}
                hrefFor={getPageHref}
                onMove={go}
                className={cn(
                  itemClass,
                  item === current ? 'bg-brand-600 text-white shadow-sm hover:bg-brand-700' : 'border border-line bg-surface text-ink hover:border-navy-400 hover:bg-navy-50',
                )}
              >
                {item}
              </Item>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="inline-flex h-10 min-w-6 items-end justify-center pb-2 text-ink-muted">
              …
            </li>
          ),
        )}
        <li>
          <Item target={current + 1} disabled={current >= pageCount} hrefFor={getPageHref} onMove={step} className={cn(itemClass, 'pl-3 text-ink hover:bg-navy-50')}>
            <span className="max-sm:sr-only">{nextLabel}</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Item>
        </li>
      </ul>
    </nav>
  );
}
