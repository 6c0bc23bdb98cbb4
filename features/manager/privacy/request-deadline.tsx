import { formatDay } from '../../../contract/format';
import type { PrivacyRequest } from '../../../contract/privacy';
import { PRIVACY_DEADLINE_WARN_DAYS, PRIVACY_REQUEST_STATUS_LABELS } from '../../../contract/privacy-rules';
import { Badge, type BadgeTone } from '../../../ui/badge';

/** How near a request's deadline is, in words: late, today, a few working days (a warning), or plenty. */
export function deadlineWords(request: Pick<PrivacyRequest, 'workingDaysLeft' | 'status'>): { text: string; tone: BadgeTone } {
  const left = request.workingDaysLeft;
  if (request.status !== 'open' || left === null) return { text: PRIVACY_REQUEST_STATUS_LABELS[request.status], tone: request.status === 'refused' ? 'neutral' : 'green' };
  if (left < 0) return { text: `Quá hạn ${-left} ngày làm việc`, tone: 'red' };
  if (left === 0) return { text: 'Hết hạn hôm nay', tone: 'red' };
  if (left <= PRIVACY_DEADLINE_WARN_DAYS) return { text: `Còn ${left} ngày làm việc`, tone: 'orange' };
  return { text: `Còn ${left} ngày làm việc`, tone: 'blue' };
}

export interface RequestDeadlineProps {
  request: Pick<PrivacyRequest, 'workingDaysLeft' | 'status' | 'deadline'>;
}

/** The last day to answer and the working days left, coloured when near (warning) or past (late); the words carry it too. */
export function RequestDeadline({ request }: RequestDeadlineProps) {
  const { text, tone } = deadlineWords(request);
  return (
    <span className="flex min-w-0 flex-col items-start gap-1">
      <span className="whitespace-nowrap tabular-nums">{formatDay(request.deadline)}</span>
      <Badge tone={tone} size="sm" dot className="whitespace-normal">
        {text}
      </Badge>
    </span>
  );
}
