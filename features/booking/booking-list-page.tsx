import { CalendarDays, Clock, LogIn } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { TIME_SLOTS, ARTIFICIAL_DELAY_MS, type TimeSlot } from '../../contract/constants';
import { format, messages } from '../../contract/messages';
import { Card } from '../../ui/card';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { FormField } from '../../ui/form-field';
import { Select } from '../../ui/select';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { useBookings } from '../../entities/booking/get-bookings';
import { BookingStatusBadge } from '../../entities/booking/booking-status-badge';
import { DATE_SORTS, filterBySlot, sortBookings, type DateSort } from './booking-query';
import { formatDay } from '../../contract/format';

export interface BookingListPageProps {
  /** The list is for signed-in visitors; others see `loginAction` instead. */
  signedIn: boolean;
  /** What lets a visitor sign in (the login dialog's trigger), supplied by the app. */
  loginAction?: ReactNode;
  /** The spec's artificial loading time; stories shorten it. */
  loadingDelayMs?: number;
}

/** The public appointment list: filter by time slot, sort by appointment day. */
export function BookingListPage({ signedIn, loginAction, loadingDelayMs = ARTIFICIAL_DELAY_MS }: BookingListPageProps) {
  const { data, error, isLoading } = useBookings(signedIn, loadingDelayMs);
  const [slot, setSlot] = useState<TimeSlot | undefined>(undefined);
  const [sort, setSort] = useState<DateSort>('default');
  const toast = useToast();

  // One notice per failure, not one per revalidation that fails again (a new error object each time).
  const failed = Boolean(error);
  useEffect(() => {
    if (failed) toast.error(messages.bookings.listLoadFailed);
  }, [failed, toast]);

  const shown = data ? sortBookings(filterBySlot(data, slot), sort) : [];
  const countFor = (value: TimeSlot | undefined) => (data ? filterBySlot(data, value).length : undefined);

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">Danh sách lịch hẹn</h1>
        <p className="mt-2 text-ink-muted">Các lịch hẹn đã đặt tại gara. Họ tên và số điện thoại được che để bảo vệ thông tin cá nhân.</p>
      </header>

      {!signedIn ? (
        <Card className="items-start">
          <LogIn aria-hidden="true" className="size-8 text-brand-600" />
          <p className="font-semibold text-ink">{messages.bookings.loginToView}</p>
          {loginAction}
        </Card>
      ) : (
        <div className="grid gap-6 md:grid-cols-[220px_minmax(0,1fr)]">
          <nav aria-label="Lọc theo khung giờ" className="self-start rounded-card bg-surface p-4 shadow-card ring-1 ring-line">
            <h2 className="mb-3 flex items-center gap-2 font-bold text-navy-900">
              <Clock aria-hidden="true" className="size-5 text-brand-600" />
              Khung giờ
            </h2>
            <ul className="grid grid-cols-3 gap-1.5 md:grid-cols-1">
              {[undefined, ...TIME_SLOTS].map((value) => {
                const count = countFor(value);
                return (
                  <li key={value ?? 'all'}>
                    <button
                      type="button"
                      aria-pressed={slot === value}
                      onClick={() => setSlot(value)}
                      className={cn(
                        'flex w-full cursor-pointer items-center justify-between gap-2 rounded-control px-3 py-2 text-left text-sm font-semibold text-ink hover:bg-brand-50',
                        'aria-pressed:bg-brand-600 aria-pressed:text-white',
                        focusRing,
                      )}
                    >
                      {value ?? 'Tất cả'}
                      {count !== undefined ? <span className="text-xs font-normal">({count})</span> : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>

          <section aria-labelledby="booking-results-title" className="min-w-0 space-y-4">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id="booking-results-title" className="text-lg font-bold text-navy-900">
                {slot ? `Khung giờ ${slot}` : 'Tất cả khung giờ'}
                {data ? <span className="ml-2 text-sm font-normal text-ink-muted">{shown.length} lịch hẹn</span> : null}
              </h2>
              <FormField label="Sắp xếp theo ngày hẹn" className="w-full sm:w-56">
                <Select value={sort} onChange={(event) => setSort(event.target.value as DateSort)} options={DATE_SORTS} />
              </FormField>
            </div>

            {isLoading ? (
              <div className="space-y-3">
                <Spinner showLabel label={messages.common.loading} />
                {[0, 1, 2].map((row) => (
                  <Skeleton key={row} className="h-20" />
                ))}
              </div>
            ) : error ? (
              <p role="alert" className="rounded-card bg-danger-soft p-4 font-semibold text-danger-ink">
                {messages.bookings.listLoadFailed}
              </p>
            ) : !data || data.length === 0 ? (
              <p className="rounded-card bg-surface p-6 text-center text-ink-muted shadow-card">{messages.bookings.empty}</p>
            ) : shown.length === 0 ? (
              <p className="rounded-card bg-surface p-6 text-center text-ink-muted shadow-card">{format(messages.bookings.noneInSlot, { slot: slot ?? '' })}</p>
            ) : (
              <ul aria-label="Lịch hẹn" className="space-y-3">
                {shown.map((booking) => {
                  return (
                    <li key={booking._id}>
                      <Card padding="sm" className="flex-row flex-wrap items-center justify-between gap-x-6 gap-y-2">
                        <div className="min-w-0">
                          <p className="font-bold text-ink">{booking.fullName}</p>
                          <p className="text-sm text-ink-muted">{booking.numberPhone}</p>
                        </div>
                        <p className="flex items-center gap-4 text-sm font-semibold text-ink">
                          <span className="inline-flex items-center gap-1.5">
                            <CalendarDays aria-hidden="true" className="size-4 text-brand-600" />
                            <time dateTime={booking.date}>{formatDay(booking.date)}</time>
                          </span>
                          <span className="inline-flex items-center gap-1.5">
                            <Clock aria-hidden="true" className="size-4 text-brand-600" />
                            {booking.timeSlot}
                          </span>
                        </p>
                        <BookingStatusBadge status={booking.status} />
                      </Card>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
