import { formatDateTime, formatDay } from '../../contract/format';
import { messages } from '../../contract/messages';
import type { PrivacyRequest } from '../../contract/privacy';
import { PRIVACY_REQUEST_KIND_LABELS, PRIVACY_REQUEST_STATUS_LABELS } from '../../contract/privacy-rules';
import { Badge } from '../../ui/badge';

/** The person's requests: kind, when sent, status, the deadline and, once answered, the garage's answer. */
export function PrivacyRequestList({ requests }: { requests: readonly PrivacyRequest[] }) {
  if (requests.length === 0) return <p className="text-ink-muted">{messages.privacyScreen.myRequestsEmpty}</p>;
  return (
    <ol aria-label="Yêu cầu đã gửi" className="divide-y divide-line">
      {requests.map((request) => (
        <li key={request._id} className="grid gap-1 py-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-ink">{PRIVACY_REQUEST_KIND_LABELS[request.kind]}</p>
            <Badge tone={request.status === 'open' ? 'orange' : request.status === 'done' ? 'green' : 'neutral'} size="sm" dot>
              {PRIVACY_REQUEST_STATUS_LABELS[request.status]}
            </Badge>
          </div>
          <p className="text-sm text-ink-muted">
            Gửi lúc {formatDateTime(request.receivedAt)}
            {request.status === 'open' ? ` · gara trả lời trước ngày ${formatDay(request.deadline)}` : ''}
          </p>
          {request.note ? <p className="text-sm break-words text-ink">{request.note}</p> : null}
          {request.answer ? (
            <p className="rounded-control bg-navy-50 p-3 text-sm break-words text-ink">
              <span className="font-semibold">Gara trả lời{request.answeredAt ? ` (${formatDateTime(request.answeredAt)})` : ''}: </span>
              {request.answer}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
