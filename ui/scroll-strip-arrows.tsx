import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';
import { scrollEdges } from './scroll-edges';
import { usePrefersReducedMotion } from './use-reduced-motion';

export interface ScrollStripArrowsProps {
  /** The id of the horizontal scroller they move; its parent is the positioned box they sit in. */
  trackId: string;
  /** Pixels moved per button press. */
  step?: number;
  previousLabel?: string;
  nextLabel?: string;
}

/**
 * ScrollStrip's two buttons for a scroller drawn apart from them (by the server, as HTML that
 * runs no code): each shows only while there is more to see on its side. Only the buttons need
 * code, so only they are hydrated; the row itself scrolls by touch, trackpad and keyboard.
 */
export function ScrollStripArrows({ trackId, step = 320, previousLabel = 'Cuộn sang trái', nextLabel = 'Cuộn sang phải' }: ScrollStripArrowsProps) {
  const [edges, setEdges] = useState({ canPrevious: false, canNext: false });
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const node = document.getElementById(trackId);
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
    // Items drawn later, by a list the browser loads.
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
  }, [trackId]);

  const scrollBy = (direction: 1 | -1) => {
    document.getElementById(trackId)?.scrollBy({ left: direction * step, behavior: reducedMotion ? 'instant' : 'smooth' });
  };

  const buttonClass = cn(
    'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center rounded-pill border border-line bg-surface text-navy-900 shadow-raised transition-colors hover:bg-navy-50',
    focusRing,
  );

  return (
    <>
      {edges.canPrevious ? (
        <button ref={previousRef} type="button" aria-label={previousLabel} aria-controls={trackId} onClick={() => scrollBy(-1)} className={cn(buttonClass, '-left-3')}>
          <ChevronLeft aria-hidden="true" className="size-6" />
        </button>
      ) : null}
      {edges.canNext ? (
        <button ref={nextRef} type="button" aria-label={nextLabel} aria-controls={trackId} onClick={() => scrollBy(1)} className={cn(buttonClass, '-right-3')}>
          <ChevronRight aria-hidden="true" className="size-6" />
        </button>
      ) : null}
    </>
  );
}
