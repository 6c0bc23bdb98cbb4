import { LockKeyhole } from 'lucide-react';
import type { CashDay } from '../../../contract/cashbook';
import { formatDateTime, formatPrice } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import { Badge } from '../../../ui/badge';
import { differenceText, differenceTone } from './cash-difference';

export interface CashDayClosingProps {
  closed: NonNullable<CashDay['closed']>;
  closingBalance: number;
}

/** A closed day: that it is closed, the cash counted against the book, the difference in words, who closed it and when. */
export function CashDayClosing({ closed, closingBalance }: CashDayClosingProps) {
  const tone = differenceTone(closed.difference);
  return (
    <section aria-labelledby="cash-day-closed-title" className="space-y-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5">
      <h2 id="cash-day-closed-title" className="flex items-center gap-2 text-lg font-bold text-navy-900">
        <LockKeyhole aria-hidden="true" className="size-5 shrink-0" />
        {messages.cashbookScreen.dayClosedNote}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-ink-muted">Tồn cuối ngày theo sổ</dt>
        <dd className="font-semibold tabular-nums">{formatPrice(closingBalance)}</dd>
        <dt className="text-ink-muted">Tiền mặt đếm được</dt>
        <dd className="font-semibold tabular-nums">{formatPrice(closed.countedCash)}</dd>
        <dt className="text-ink-muted">Chênh lệch</dt>
        <dd>
          <Badge tone={tone} variant={tone === 'green' ? 'soft' : 'solid'}>
            {differenceText(closed.difference)}
          </Badge>
        </dd>
        <dt className="text-ink-muted">Người chốt</dt>
        <dd>
          {closed.by?.fullName ?? 'Hệ thống'} lúc {formatDateTime(closed.at)}
        </dd>
      </dl>
    </section>
  );
}
