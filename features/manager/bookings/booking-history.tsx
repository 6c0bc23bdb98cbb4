import type { BookingUpdate } from '../../../contract/bookings';
import { formatDateTime } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import { changeLines, newestFirst } from './booking-changes';

export interface BookingHistoryProps {
  updates: readonly BookingUpdate[];
}

/** Every edit and status change, newest first: who, when, why, and each field from → to. */
export function BookingHistory({ updates }: BookingHistoryProps) {
  if (updates.length === 0) return <p className="text-ink-muted">{messages.bookings.historyEmpty}</p>;
  return (
    <ol aria-label="Lịch sử cập nhật" className="space-y-3">
      {newestFirst(updates).map((update) => {
        const lines = changeLines(update.changes);
        return (
          <li key={update._id} className="rounded-control bg-surface-muted p-3 text-sm">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <span className="font-semibold text-ink">{update.account?.fullName ?? 'Không rõ người sửa'}</span>
              <time dateTime={update.createdAt} className="text-ink-muted">
                {formatDateTime(update.createdAt)}
              </time>
            </p>
            <p className="mt-1 text-ink">
              <span className="text-ink-muted">Lý do: </span>
              {update.reason}
            </p>
            {lines.length > 0 ? (
              <ul className="mt-2 space-y-0.5">
                {lines.map((line) => (
                  <li key={line.field} className="break-words">
                    <span className="font-semibold">{line.label}:</span> {line.from} → {line.to}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
