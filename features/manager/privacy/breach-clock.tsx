import { formatDateTime } from '../../../contract/format';
import { format, messages } from '../../../contract/messages';
import type { Breach } from '../../../contract/privacy';
import { BREACH_STATUS_LABELS } from '../../../contract/privacy-rules';
import { Badge } from '../../../ui/badge';

export interface BreachClockProps {
  breach: Pick<Breach, 'reportDueAt' | 'status' | 'reportedAt'>;
  /** The moment to count from (a story pins it). */
  now: Date;
}

/** The 72-hour clock: the time left to report to the authority, or how long overdue; once reported, when. */
export function BreachClock({ breach, now }: BreachClockProps) {
  if (breach.status !== 'open') {
    return (
      <span className="flex min-w-0 flex-col items-start gap-1">
        <Badge tone="green" size="sm" dot className="whitespace-normal">
          {BREACH_STATUS_LABELS[breach.status]}
        </Badge>
        {breach.reportedAt ? <span className="text-sm text-ink-muted">Báo cáo lúc {formatDateTime(breach.reportedAt)}</span> : null}
      </span>
    );
  }
  const leftMs = new Date(breach.reportDueAt).getTime() - now.getTime();
  const minutes = Math.floor(Math.abs(leftMs) / 60_000);
  const text =
    leftMs > 0
      ? format(messages.privacyScreen.breachDueIn, { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
      : format(messages.privacyScreen.breachOverdue, { hours: Math.max(1, Math.floor(minutes / 60)) });
  return (
    <span className="flex min-w-0 flex-col items-start gap-1">
      <Badge tone={leftMs <= 0 ? 'red' : leftMs < 24 * 3_600_000 ? 'orange' : 'blue'} size="sm" dot className="whitespace-normal">
        {text}
      </Badge>
      <span className="text-sm whitespace-nowrap text-ink-muted">Hạn {formatDateTime(breach.reportDueAt)}</span>
    </span>
  );
}
