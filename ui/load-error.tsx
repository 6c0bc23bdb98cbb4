import { RotateCw, TriangleAlert } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from './button';
import { cn } from './cn';

export interface LoadErrorProps extends Omit<ComponentProps<'div'>, 'children'> {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/** A failed load in place of the content, with a way to try again. */
export function LoadError({ message, onRetry, retryLabel = 'Thử lại', className, ...props }: LoadErrorProps) {
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-3 rounded-card bg-danger-soft px-6 py-10 text-center ring-1 ring-danger/20', className)} {...props}>
      <TriangleAlert aria-hidden="true" className="size-8 text-danger" />
      <p className="font-semibold text-danger-ink">{message}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
