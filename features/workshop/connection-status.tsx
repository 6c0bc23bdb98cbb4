import { CloudOff, Wifi } from 'lucide-react';
import { format, messages } from '../../contract/messages';
import { cn } from '../../ui/cn';

export interface ConnectionStatusProps {
  connected: boolean;
  /** Taps and saves kept on the device, not yet sent. */
  waiting: number;
  className?: string;
}

/** Whether the tablet reaches the server, and what waits on it to be sent: said in words, not only colour. */
export function ConnectionStatus({ connected, waiting, className }: ConnectionStatusProps) {
  return (
    <div role="status" className={cn('flex flex-wrap items-center gap-2', className)}>
      <span
        className={cn(
          'inline-flex min-h-10 items-center gap-2 rounded-pill px-3 py-1.5 text-sm font-semibold ring-1',
          connected ? 'bg-success-soft text-success-ink ring-success-line' : 'bg-danger-soft text-danger-ink ring-danger-line',
        )}
      >
        {connected ? <Wifi aria-hidden="true" className="size-4 shrink-0" /> : <CloudOff aria-hidden="true" className="size-4 shrink-0" />}
        {connected ? messages.workshopScreen.online : messages.workshopScreen.offline}
      </span>
      {waiting > 0 ? (
        <span className="inline-flex min-h-10 items-center rounded-pill bg-warning-soft px-3 py-1.5 text-sm font-semibold text-warning-ink ring-1 ring-warning-line" data-testid="outbox-waiting">
          {format(messages.workshopScreen.waiting, { count: waiting })}
        </span>
      ) : null}
    </div>
  );
}
