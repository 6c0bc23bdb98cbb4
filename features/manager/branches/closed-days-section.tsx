import { CircleAlert, LockKeyhole, X } from 'lucide-react';
import { useState } from 'react';
import type { Booking } from '../../../contract/bookings';
import { format, messages } from '../../../contract/messages';
import { dayWithWeekday } from '../../../entities/booking/booking-day';
import { useComingClosedDays } from '../../../entities/booking/get-closed-days';
import { Button } from '../../../ui/button';
import { LoadError } from '../../../ui/load-error';
import { SkeletonList } from '../../../ui/skeleton-list';
import { loadErrorText, useLoadErrorToast } from '../use-load-error-toast';
import { AffectedBookingList } from './affected-booking-list';
import { ClosedDayForm } from './closed-day-form';
import { groupClosedDays } from './closed-day-list';
import { ClosedDayRow } from './closed-day-row';

export interface ClosedDaysSectionProps {
  /** A master closes and opens days; an admin reads them. */
  isMaster: boolean;
}

interface JustClosed {
  date: string;
  items: Array<{ booking: Booking; reason: string }>;
}

/**
 * 'Ngày nghỉ': the coming twelve months' closed days (the lunar holidays, which cannot be
 * removed, and the master's own days), the master's form to close another, and right after it
 * the bookings already made on that day, for staff to move.
 */
export function ClosedDaysSection({ isMaster }: ClosedDaysSectionProps) {
  const { data, error, isLoading, mutate } = useComingClosedDays();
  // Said in place when nothing was read; a refresh failing behind what is shown is the toast's.
  useLoadErrorToast(data ? error : undefined, messages.bookings.closedDaysLoadFailed);
  const [justClosed, setJustClosed] = useState<JustClosed | null>(null);
  const entries = data ? groupClosedDays(data) : [];

  return (
    <section aria-labelledby="closed-days-title" className="space-y-3">
      <div>
        <h2 id="closed-days-title" className="text-lg font-bold text-navy-900">
          Ngày nghỉ
        </h2>
        <p className="text-sm text-ink-muted">
          Chi nhánh không nhận lịch hẹn vào các ngày này. Tết Nguyên Đán và Giỗ Tổ Hùng Vương tính theo âm lịch, gara luôn nghỉ.
        </p>
      </div>

      {isMaster ? (
        <ClosedDayForm onAdded={({ closedDay, affected }) => setJustClosed(affected.length ? { date: closedDay.date, items: affected } : null)} />
      ) : (
        <p className="flex items-start gap-2 rounded-control bg-info-soft p-3 text-sm text-info-ink ring-1 ring-info-line">
          <LockKeyhole aria-hidden="true" className="size-5 shrink-0" />
          {messages.bookings.closedDayMasterOnly}
        </p>
      )}

      {justClosed ? (
        <section aria-labelledby="just-closed-title" className="space-y-3 rounded-card bg-warning-soft p-4 ring-1 ring-warning-line">
          <div className="flex items-start gap-2">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning-ink" />
            <h3 id="just-closed-title" className="min-w-0 grow font-semibold text-warning-ink">
              {format(messages.bookings.closedDayAffected, { count: justClosed.items.length, day: dayWithWeekday(justClosed.date) })}
            </h3>
            <Button variant="ghost" size="icon" aria-label="Đóng" title="Đóng" className="-my-2 -mr-2 shrink-0" onClick={() => setJustClosed(null)}>
              <X aria-hidden="true" />
            </Button>
          </div>
          <AffectedBookingList items={justClosed.items} label="Lịch hẹn cần dời của ngày vừa nghỉ" showReason={false} />
        </section>
      ) : null}

      {data ? (
        entries.length === 0 ? (
          <p className="text-ink-muted">{messages.bookings.closedDaysEmpty}</p>
        ) : (
          <ol aria-label="Các ngày nghỉ sắp tới" className="grid gap-2 lg:grid-cols-2">
            {entries.map((entry) => (
              <ClosedDayRow key={entry.key} entry={entry} removable={isMaster && entry.kind === 'garage'} />
            ))}
          </ol>
        )
      ) : error ? (
        <LoadError error={error} message={loadErrorText(error, messages.bookings.closedDaysLoadFailed)} onRetry={() => void mutate()} />
      ) : isLoading ? (
        <SkeletonList label="Đang tải ngày nghỉ..." rowClassName="h-16" className="space-y-2" />
      ) : null}
    </section>
  );
}
