import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';
import { scrollEdges } from './scroll-edges';
import { usePrefersReducedMotion } from './use-reduced-motion';

export interface ScrollStripProps extends Omit<ComponentProps<'div'>, 'children'> {
  children: ReactNode;
  /** Pixels moved per button press. */
  step?: number;
  /** Names the scrolling region. */
  label: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Classes of the scrolling row (gap, padding, snap). */
  trackClassName?: string;
}

/**
 * A horizontal row that scrolls by touch, trackpad, keyboard, or its two buttons; each
 * button shows only while there is more to see on its side.
 */
export function ScrollStrip({
  children,
  step = 320,
  label,
  previousLabel = 'Cuộn sang trái',
  nextLabel = 'Cuộn sang phải',
  className,
  trackClassName,
  ...props
}: ScrollStripProps) {
  const [edges, setEdges] = useState({ canPrevious: false, canNext: false });
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  const trackRef = useCallback((node: HTMLDivElement | null) => {
    scrollerRef.current = node;
    if (!node) return;
    const update = () => {
      const next = scrollEdges(node);
      // A button about to vanish must not take the keyboard focus with it.
      const active = node.ownerDocument.activeElement;
      if ((!next.canPrevious && active === previousRef.current) || (!next.canNext && active === nextRef.current)) node.focus({ preventScroll: true });
      setEdges((current) => (current.canPrevious === next.canPrevious && current.canNext === next.canNext ? current : next));
    };
    node.addEventListener('scroll', update, { passive: true });
    // Size changes of the row or of its items (images loading, a resized window). The observer
    // also reports the first size, right after the browser's own layout: measuring here, in the
    // middle of React's commit, would force an extra layout of the whole page.
    const resize = new ResizeObserver(update);
    resize.observe(node);
    const observeItems = () => {
      for (const child of node.children) resize.observe(child);
    };
    observeItems();
    const mutations = new MutationObserver(() => {
      observeItems();
      update();
    });
    mutations.observe(node, { childList: true });
    return () => {
      node.removeEventListener('scroll', update);
      resize.disconnect();
      mutations.disconnect();
    };
  }, []);

  const scrollBy = (direction: 1 | -1) => {
    scrollerRef.current?.scrollBy({ left: direction * step, behavior: reducedMotion ? 'instant' : 'smooth' });
  };

  const buttonClass = cn(
    'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center rounded-pill border border-line bg-surface text-navy-900 shadow-raised transition-colors hover:bg-navy-50',
    focusRing,
  );

  return (
    <div className={cn('relative', className)} {...props}>
      {edges.canPrevious ? (
        <button ref={previousRef} type="button" aria-label={previousLabel} onClick={() => scrollBy(-1)} className={cn(buttonClass, '-left-3')}>
          <ChevronLeft aria-hidden="true" className="size-6" />
        </button>
      ) : null}
      <div
        ref={trackRef}
        role="region"
        aria-label={label}
        tabIndex={0}
        className={cn(
          'flex gap-5 overflow-x-auto overscroll-x-contain rounded-control py-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
          focusRing,
          trackClassName,
        )}
      >
        {children}
      </div>
      {edges.canNext ? (
        <button ref={nextRef} type="button" aria-label={nextLabel} onClick={() => scrollBy(1)} className={cn(buttonClass, '-right-3')}>
          <ChevronRight aria-hidden="true" className="size-6" />
        </button>
      ) : null}
    </div>
  );
}
