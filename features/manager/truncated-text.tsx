import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { Tooltip } from '../../ui/tooltip';

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

/**
 * The spec's cut for the back-office lists. The whole text shows in a tooltip on hover and
 * on keyboard focus (drawn outside the table, which scrolls and would cut it), and screen
 * readers read the whole text in place of the cut one.
 */
export function TruncatedText({ text, max, className }: TruncatedTextProps) {
  const short = truncate(text, max);
  if (short === text.trim()) return <span className={className}>{text}</span>;
  return (
    <Tooltip content={text} side="bottom">
      <span tabIndex={0} className={cn('cursor-help rounded-tight underline decoration-dotted underline-offset-4', focusRing, className)}>
        <span aria-hidden="true">{short}</span>
        <span className="sr-only">{text}</span>
      </span>
    </Tooltip>
  );
}
