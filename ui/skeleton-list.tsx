import type { ComponentProps } from 'react';
import { cn } from './cn';
import { Skeleton } from './skeleton';

export interface SkeletonListProps extends ComponentProps<'div'> {
  /** Read out once for the whole list, e.g. 'Đang tải...'. */
  label: string;
  /** How many rows stand in for the list. */
  count?: number;
  /** Each row's size: as tall as the rows that will replace it. */
  rowClassName?: string;
}

/** A list still loading: grey rows for the look, one status for screen readers. */
export function SkeletonList({ label, count = 3, rowClassName = 'h-20', className, ...props }: SkeletonListProps) {
  return (
    <div role="status" className={cn('space-y-3', className)} {...props}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={rowClassName} />
      ))}
    </div>
  );
}
