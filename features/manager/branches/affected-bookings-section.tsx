import { CalendarCheck2 } from 'lucide-react';
import { messages } from '../../../contract/messages';
import { useAffectedBookings } from '../../../entities/booking/get-affected-bookings';
import { LoadError } from '../../../ui/load-error';
import { SkeletonList } from '../../../ui/skeleton-list';
import { loadErrorText, useLoadErrorToast } from '../use-load-error-toast';
import { AffectedBookingList } from './affected-booking-list';

/**
 * 'Lịch hẹn cần dời': bookings from today on that fall on a day their branch is closed (a lunar
 * holiday, or a day the master closed after they were made). Staff move each from the day board;
 * a moved or cancelled booking leaves the list.
 */
export function AffectedBookingsSection() {
  const { data, error, isLoading, mutate } = useAffectedBookings();
  // Said in place when nothing was read; a refresh failing behind what is shown is the toast's.
  useLoadErrorToast(data ? error : undefined, messages.bookings.affectedLoadFailed);

  return (
    <section aria-labelledby="affected-bookings-title" className="space-y-3">
      <div>
        <h2 id="affected-bookings-title" className="text-lg font-bold text-navy-900">
          Lịch hẹn cần dời
        </h2>
        <p className="text-sm text-ink-muted">Lịch hẹn rơi vào ngày chi nhánh nghỉ. Mở lịch trong ngày, chọn lịch hẹn rồi đổi sang ngày hoặc chi nhánh khác.</p>
      </div>
      {data ? (
        data.length === 0 ? (
          <p className="flex items-center gap-3 rounded-card bg-surface px-4 py-4 text-ink ring-1 ring-line">
            <CalendarCheck2 aria-hidden="true" className="size-6 shrink-0 text-success" />
            {messages.bookings.affectedEmpty}
          </p>
        ) : (
          <AffectedBookingList items={data} label="Các lịch hẹn cần dời" />
        )
      ) : error ? (
        <LoadError error={error} message={loadErrorText(error, messages.bookings.affectedLoadFailed)} onRetry={() => void mutate()} />
      ) : isLoading ? (
        <SkeletonList label="Đang tải lịch hẹn cần dời..." count={2} className="space-y-2" />
      ) : null}
    </section>
  );
}
