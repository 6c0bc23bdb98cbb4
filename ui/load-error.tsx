import { Ban, RotateCw, TriangleAlert } from 'lucide-react';
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
  /**
   * What the load failed with. A refusal (an HTTP 403 carrying the server's words) is said with
   * those words instead of `message`, and offers no retry: asking again is refused again.
   */
  error?: unknown;
}

/** The server's words of a 403, the one failure a retry cannot mend; read by shape, as ui/ knows no API client. */
export function refusedText(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, message } = error as { status?: unknown; message?: unknown };
  return status === 403 && typeof message === 'string' && message.trim() ? message : undefined;
}

/** A failed load in place of the content, with a way to try again (none when the server refused). */
export function LoadError({ message, onRetry, retryHref, retryLabel = 'Thử lại', error, className, ...props }: LoadErrorProps) {
  const icon = <RotateCw aria-hidden="true" />;
  const refused = refusedText(error);
  if (refused) {
    return (
      <div role="alert" className={cn('flex flex-col items-center gap-3 rounded-card bg-danger-soft px-6 py-10 text-center ring-1 ring-danger/20', className)} {...props}>
        <Ban aria-hidden="true" className="size-8 text-danger" />
        <p className="font-semibold text-danger-ink">{refused}</p>
      </div>
    );
  }
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
