import type { CashDay } from '../../../contract/cashbook';
import { formatDateTime } from '../../../contract/format';
import { differenceText } from './cash-difference';

export interface CashDayHistoryProps {
  history: CashDay['history'];
}

/** Every closing and reopening of the day, oldest first, with its count or its reason. */
export function CashDayHistory({ history }: CashDayHistoryProps) {
  if (history.length === 0) return null;
  return (
    <section aria-labelledby="cash-day-history-title" className="space-y-3">
      <h2 id="cash-day-history-title" className="text-lg font-bold text-navy-900">
        Lịch sử chốt sổ
      </h2>
      <ol className="space-y-2">
        {history.map((event) => (
          <li key={`${event.action}-${event.at}`} className="rounded-control bg-surface px-4 py-3 text-sm ring-1 ring-line">
            <p className="font-semibold text-ink">
              {event.action === 'close' ? 'Chốt sổ' : 'Mở lại sổ'} · {event.by?.fullName ?? 'Hệ thống'} · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            </p>
            {event.action === 'close' && event.difference !== null ? <p className="text-ink-muted">{differenceText(event.difference)}</p> : null}
            {event.reason ? <p className="break-words text-ink-muted">{event.action === 'reopen' ? `Lý do: ${event.reason}` : `Ghi chú: ${event.reason}`}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
