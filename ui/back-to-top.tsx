import { ArrowUp } from 'lucide-react';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';
import { usePrefersReducedMotion } from './use-reduced-motion';

export interface BackToTopProps extends Omit<ComponentProps<'button'>, 'children'> {
  /** Pixels scrolled before the button shows. */
  threshold?: number;
  label?: string;
  /** Id of an element to focus once at the top (the main heading or content), for keyboard users. */
  focusTargetId?: string;
}

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** A floating button that appears after scrolling down and takes the page back to the top. */
export function BackToTop({ threshold = 300, label = 'Lên đầu trang', focusTargetId, className, onClick, ...props }: BackToTopProps) {
  // Only the crossing of the threshold re-renders, not every scrolled pixel.
  const shown = useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
  const reducedMotion = usePrefersReducedMotion();

  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-shown={shown || undefined}
      onClick={(event) => {
        onClick?.(event);
        window.scrollTo({ top: 0, behavior: reducedMotion ? 'instant' : 'smooth' });
        const target = focusTargetId ? document.getElementById(focusTargetId) : null;
        if (target) {
          if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
          target.focus({ preventScroll: true });
        } else {
          event.currentTarget.blur();
        }
      }}
      className={cn(
        'fixed right-5 bottom-24 z-40 flex size-12 cursor-pointer items-center justify-center rounded-pill bg-navy-800 text-white shadow-raised transition-[opacity,translate,background-color] hover:bg-navy-950',
        shown ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-3 opacity-0',
        'motion-reduce:transition-none',
        focusRing,
        className,
      )}
      {...props}
    >
      <ArrowUp aria-hidden="true" className="size-6" />
    </button>
  );
}
