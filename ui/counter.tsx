import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from './cn';
import { countAt, groupThousands } from './count-up';
import { mergeRefs } from './merge-refs';
import { usePrefersReducedMotion } from './use-reduced-motion';

export interface CounterProps extends Omit<ComponentProps<'span'>, 'children'> {
  target: number;
  /** Written after the number: '+', '%'. */
  suffix?: string;
  prefix?: string;
  /** Milliseconds of the count-up. */
  duration?: number;
  /** How much of it must be on screen before it starts (0..1). */
  threshold?: number;
}

/**
 * A number that counts up from 0 to `target` the first time it scrolls into view. Screen
 * readers get the final value only; reduced motion shows it at once.
 *
 * The first render shows the final value: that is what a server-rendered page sends (and a
 * crawler reads), and the browser's first render must match it. Once mounted, a counter that
 * is off screen drops to 0, out of sight, and counts up when it scrolls in; one already in
 * view keeps its value.
 */
export function Counter({ target, suffix = '', prefix = '', duration = 1600, threshold = 0.4, className, ref: callerRef, ...props }: CounterProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState(target);
  const [started, setStarted] = useState(false);
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const node = ref.current;
    if (!node || reducedMotion || started || typeof IntersectionObserver === 'undefined') return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (first) {
          // The observer's first report is where the counter is now.
          first = false;
          if (visible) observer.disconnect();
          else setShown(0);
          return;
        }
        if (visible) {
          setStarted(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [reducedMotion, started, threshold]);

  useEffect(() => {
    if (!started || reducedMotion) return;
    let frame = 0;
    const begin = performance.now();
    const tick = (now: number) => {
      const elapsed = now - begin;
      setShown(countAt(elapsed, duration, target));
      if (elapsed < duration) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [started, reducedMotion, duration, target]);

  const value = reducedMotion ? target : shown;
  const format = (amount: number) => `${prefix}${groupThousands(amount)}${suffix}`;
  return (
    <span ref={mergeRefs(ref, callerRef)} className={cn('tabular-nums', className)} data-done={value === target || undefined} {...props}>
      <span aria-hidden="true">{format(value)}</span>
      <span className="sr-only">{format(target)}</span>
    </span>
  );
}
