import { useId } from 'react';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';

/** Cuts `text` to `max` characters with an ellipsis; the whole text shows on hover or focus. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max).join('').trimEnd()}...`;
}

export interface TruncatedTextProps {
  text: string;
  max: number;
  className?: string;
}

export function TruncatedText({ text, max, className }: TruncatedTextProps) {
  const tipId = useId();
  const short = truncate(text, max);
  if (short === text.trim()) return <span className={className}>{text}</span>;
  return (
    <span className={cn('group relative inline-block', className)}>
      <span tabIndex={0} aria-describedby={tipId} className={cn('cursor-help rounded-sm underline decoration-dotted underline-offset-4', focusRing)}>
        {short}
      </span>
      <span
        id={tipId}
        role="tooltip"
        className="invisible absolute top-full left-0 z-20 max-sm:right-0 max-sm:left-auto mt-1 w-max max-w-72 rounded-control bg-navy-900 px-3 py-2 text-xs font-normal whitespace-normal text-white shadow-overlay group-focus-within:visible group-hover:visible"
      >
        {text}
      </span>
    </span>
  );
}
