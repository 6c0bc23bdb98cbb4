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
 */
export function Counter({ target, suffix = '', prefix = '', duration = 1600, threshold = 0.4, className, ref: callerRef, ...props }: CounterProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState(0);
  const [started, setStarted] = useState(false);
  const ref = useRef<HTMLSpanElement>(null);
  const instant = reducedMotion || typeof IntersectionObserver === 'undefined';

  useEffect(() => {
    const node = ref.current;
    if (!node || instant || started) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setStarted(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [instant, started, threshold]);

  useEffect(() => {
    if (!started || instant) return;
    let frame = 0;
    const begin = performance.now();
    const tick = (now: number) => {
      const elapsed = now - begin;
      setShown(countAt(elapsed, duration, target));
      if (elapsed < duration) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [started, instant, duration, target]);

  const format = (value: number) => `${prefix}${groupThousands(value)}${suffix}`;
  return (
    <span ref={mergeRefs(ref, callerRef)} className={cn('tabular-nums', className)} data-done={instant || shown === target || undefined} {...props}>
      <span aria-hidden="true">{format(instant ? target : shown)}</span>
      <span className="sr-only">{format(target)}</span>
    </span>
  );
}
