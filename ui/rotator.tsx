import { Pause, Play } from 'lucide-react';
import { useEffect, useState, type ComponentProps, type Key, type ReactNode } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';
import { nextStart, shouldRotate, visibleIndexes } from './rotation';
import { usePrefersReducedMotion } from './use-reduced-motion';

export interface RotatorProps<T> extends Omit<ComponentProps<'div'>, 'children'> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey?: (item: T, index: number) => Key;
  /** How many items are on screen at once. */
  visible?: number;
  /** Milliseconds between moves; it only moves when there are more items than `visible`. */
  interval?: number;
  /** Rendered when there are no items. */
  empty?: ReactNode;
  /**
   * A pause/play button under the items, for touch screens where nothing can hover (WCAG
   * 2.2.2). Shown only while there is something to rotate and motion is allowed.
   */
  pauseButton?: boolean;
  pauseLabel?: string;
  playLabel?: string;
}

/**
 * Shows `visible` items and moves on by one every `interval` ms, wrapping round, when
 * there are more items than fit. Holds still under the pointer, with focus inside, after
 * the optional pause button, and for users who prefer reduced motion.
 */
export function Rotator<T>({
  items,
  renderItem,
  getKey = (_item, index) => index,
  visible = 1,
  interval = 3000,
  empty = null,
  pauseButton = false,
  pauseLabel = 'Tạm dừng tự chạy',
  playLabel = 'Tiếp tục tự chạy',
  className,
  style,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...props
}: RotatorProps<T>) {
  const [start, setStart] = useState(0);
  const [held, setHeld] = useState({ hover: false, focus: false });
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const total = items.length;
  const canRotate = shouldRotate(total, visible) && !reducedMotion;
  const rotating = canRotate && !stopped && !held.hover && !held.focus;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setStart((current) => nextStart(current, total)), interval);
    return () => window.clearTimeout(timer);
  }, [rotating, start, total, interval]);

  if (total === 0) return <>{empty}</>;
  const shown = visibleIndexes(start, total, visible);

  return (
    <div
      className={cn('grid gap-4', className)}
      style={{ gridTemplateColumns: `repeat(${Math.min(visible, total)}, minmax(0, 1fr))`, ...style }}
      aria-live="off"
      data-rotating={rotating || undefined}
      {...props}
      // A caller's handlers run too, before the pause logic, which they cannot switch off.
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        setHeld((current) => ({ ...current, hover: true }));
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        setHeld((current) => ({ ...current, hover: false }));
      }}
      onFocus={(event) => {
        onFocus?.(event);
        setHeld((current) => ({ ...current, focus: true }));
      }}
      onBlur={(event) => {
        onBlur?.(event);
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld((current) => ({ ...current, focus: false }));
      }}
    >
      {shown.map((index) => (
        <div key={getKey(items[index]!, index)} className="min-w-0 motion-safe:animate-rise-in">
          {renderItem(items[index]!, index)}
        </div>
      ))}
      {pauseButton && canRotate ? (
        // A row of its own across the grid, under the items.
        <div className="col-span-full flex justify-end">
          <button
            type="button"
            aria-label={stopped ? playLabel : pauseLabel}
            onClick={() => setStopped((current) => !current)}
            className={cn('flex size-9 cursor-pointer items-center justify-center rounded-pill bg-navy-50 text-navy-800 ring-1 ring-line hover:bg-navy-100', focusRing)}
          >
            {stopped ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
          </button>
        </div>
      ) : null}
    </div>
  );
}
