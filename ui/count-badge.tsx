import { Badge, type BadgeProps } from './badge';
import { cn } from './cn';

export interface CountBadgeProps extends Omit<BadgeProps, 'children' | 'dot'> {
  count: number;
  /** What a screen reader hears instead of the bare number, e.g. '3 mục mới'. */
  label: string;
  /** Larger counts show as `${max}+`. */
  max?: number;
}

/**
 * A small number beside a link or button ('3' new items). Nothing at 0. The number is only
 * seen; the label is read, so the control's name says what the number means.
 */
export function CountBadge({ count, label, max = 99, tone = 'orange', variant = 'solid', size = 'sm', className, ...props }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <Badge tone={tone} variant={variant} size={size} className={cn('min-w-5 justify-center px-1.5 leading-4 tabular-nums', className)} {...props}>
      <span aria-hidden="true">{count > max ? `${max}+` : count}</span>
      {/* The leading space keeps the label apart from the control's own text in its name. */}
      <span className="sr-only"> {label}</span>
    </Badge>
  );
}
