import { RotateCw, TriangleAlert } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from './button';
import { cn } from './cn';

export interface LoadErrorProps extends Omit<ComponentProps<'div'>, 'children'> {
  message: string;
  onRetry?: () => void;
  /**
   * The address that loads the content again (usually the page's own): the retry is then a link,
   * which works without JavaScript; a plain click still goes through `onRetry` when there is one.
   */
  retryHref?: string;
  retryLabel?: string;
}

/** A failed load in place of the content, with a way to try again. */
export function LoadError({ message, onRetry, retryHref, retryLabel = 'Thử lại', className, ...props }: LoadErrorProps) {
  const icon = <RotateCw aria-hidden="true" />;
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-3 rounded-card bg-danger-soft px-6 py-10 text-center ring-1 ring-danger/20', className)} {...props}>
      <TriangleAlert aria-hidden="true" className="size-8 text-danger" />
      <p className="font-semibold text-danger-ink">{message}</p>
      {retryHref !== undefined ? (
        <Button asChild variant="outline" size="sm">
          <a
            href={retryHref}
            onClick={(event) => {
              // A click the browser would open elsewhere (new tab, window) is left to it.
              if (!onRetry || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              onRetry();
            }}
          >
            {icon}
            {retryLabel}
          </a>
        </Button>
      ) : onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {icon}
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
