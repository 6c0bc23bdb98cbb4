import { useCallback, useEffect, useLayoutEffect, useRef, type ComponentProps } from 'react';
import { autoGrowHeight } from './auto-grow';
import { cn } from './cn';
import { controlVariants } from './control-styles';
import { useFieldControl } from './form-field-context';
import { mergeRefs } from './merge-refs';

export interface TextareaProps extends ComponentProps<'textarea'> {
  /** Rows shown when empty. */
  minRows?: number;
  /** The textarea grows with its text up to this many rows, then scrolls. */
  maxRows?: number;
  /** Set false for a fixed-height textarea that uses `rows`. */
  autoGrow?: boolean;
}

export function Textarea({ className, id, minRows = 2, maxRows = 6, autoGrow = true, rows, onInput, ref, ...props }: TextareaProps) {
  const field = useFieldControl({ id, ...props });
  const own = useRef<HTMLTextAreaElement>(null);
  // The width the height was last worked out for; 0 when measured while hidden.
  const measuredWidth = useRef(-1);

  const resize = useCallback(() => {
    const el = own.current;
    if (!el || !autoGrow) return;
    measuredWidth.current = el.offsetWidth;
    const style = getComputedStyle(el);
    el.style.height = 'auto';
    const { height, overflow } = autoGrowHeight({
      scrollHeight: el.scrollHeight,
      lineHeight: parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5,
      paddingY: parseFloat(style.paddingTop) + parseFloat(style.paddingBottom),
      borderY: parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth),
      minRows,
      maxRows,
    });
    el.style.height = `${height}px`;
    el.style.overflowY = overflow ? 'auto' : 'hidden';
  }, [autoGrow, minRows, maxRows]);

  // A controlled value can change without an input event (a form reset, a sent message).
  useLayoutEffect(resize, [resize, props.value]);

  // A new width rewraps the text, and a textarea first laid out while hidden (a closed
  // panel, a story root not yet shown) measured nothing: measure again whenever the width
  // differs from the one last measured. Compared with the measurement, not with the width
  // when this effect ran: the textarea may have been shown in between.
  useEffect(() => {
    const el = own.current;
    if (!el || !autoGrow) return;
    const observer = new ResizeObserver(() => {
      if (el.offsetWidth !== measuredWidth.current) resize();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [autoGrow, resize]);

  return (
    <textarea
      ref={mergeRefs(own, ref)}
      rows={autoGrow ? minRows : rows}
      className={cn(controlVariants(), 'h-auto resize-none py-2.5 leading-6', !autoGrow && 'resize-y', className)}
      onInput={(event) => {
        resize();
        onInput?.(event);
      }}
      {...props}
      {...field}
    />
  );
}
