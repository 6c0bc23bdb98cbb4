import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';
import { Island } from './island';
import { ScrollStripArrows } from './scroll-strip-arrows';

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
 * A horizontal row that scrolls by touch, trackpad, keyboard, or its two buttons; each button
 * shows only while there is more to see on its side. The row is HTML that runs no code (a page
 * drawn as islands ships none for it): only the buttons are an island, hydrated at the page's first
 * scroll or the first touch of the row (the buttons, drawn by the browser, are not there to touch).
 */
export function ScrollStrip({ children, step, label, previousLabel, nextLabel, className, trackClassName, ...props }: ScrollStripProps) {
  const trackId = useId();
  return (
    <div className={cn('relative', className)} {...props}>
      <div
        id={trackId}
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
      <Island name="scroll-strip-arrows" component={ScrollStripArrows} props={{ trackId, step, previousLabel, nextLabel }} load="scroll" />
    </div>
  );
}
