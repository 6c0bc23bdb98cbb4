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

  const resize = useCallback(() => {
    const el = own.current;
    if (!el || !autoGrow) return;
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
  // panel) measured nothing: measure again whenever the width changes.
  useEffect(() => {
    const el = own.current;
    if (!el || !autoGrow) return;
    let width = el.offsetWidth;
    const observer = new ResizeObserver(() => {
      if (el.offsetWidth === width) return;
      width = el.offsetWidth;
      resize();
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
