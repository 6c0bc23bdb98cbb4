import { CalendarClock, Car, MapPin, Wrench } from 'lucide-react';
import type { MyBooking } from '../../contract/bookings';
import { formatDate } from '../../contract/format';
import { branchOf } from '../../contract/garage';
import { format, messages } from '../../contract/messages';
import { dayWithWeekday } from '../../entities/booking/booking-day';
import { BookingStatusBadge } from '../../entities/booking/booking-status-badge';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Button } from '../../ui/button';
import { changeNote } from './booking-change-note';
import { RescheduleDialog, type RescheduleChange } from './reschedule-dialog';
import { CallGarageNote } from './call-garage-note';
import { LastChangeNote } from './last-change-note';

export interface MyBookingItemProps {
  booking: MyBooking;
  /** The clock the list was drawn with: past appointments cannot be cancelled any more. */
  now: Date;
  onCancel: (booking: MyBooking) => Promise<unknown>;
  onReschedule: (booking: MyBooking, change: RescheduleChange) => Promise<unknown>;
  /** The first day it can be moved to (YYYY-MM-DD, the garage's today); stories pin it. */
  today?: string;
}

/**
 * One of the customer's appointments: when, its status in the spec's colours, the garage's last
 * word, and 'Đổi lịch hẹn' and 'Hủy lịch hẹn' while they are allowed.
 */
export function MyBookingItem({ booking, now, onCancel, onReschedule, today }: MyBookingItemProps) {
  const day = dayWithWeekday(booking.date);
  const note = changeNote(booking, now);
  const titleId = `my-booking-${booking._id}`;
  const branch = branchOf(booking.branch);
  const car = [booking.carModel, booking.carPlate].filter(Boolean).join(' · ');
  return (
    <li aria-labelledby={titleId} className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p id={titleId} className="flex min-w-0 items-center gap-2 font-bold text-ink">
          <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <span>
            {booking.timeSlot} · {day}
          </span>
        </p>
        <BookingStatusBadge status={booking.status} />
      </div>
      {branch ? (
        <p className="mt-2 flex items-start gap-2 text-sm text-ink">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
          <span>
            <span className="font-semibold">{branch.name}</span> · {branch.address}
          </span>
        </p>
      ) : null}
      {booking.serviceName ? (
        <p className="mt-1 flex items-start gap-2 text-sm text-ink">
          <Wrench aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
          <span>{booking.serviceName}</span>
        </p>
      ) : null}
      {car ? (
        <p className="mt-1 flex items-start gap-2 text-sm text-ink">
          <Car aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
          <span>{car}</span>
        </p>
      ) : null}
      <p className="mt-1 text-sm text-ink-muted">
        Đặt lúc <time dateTime={booking.createdAt}>{formatDate(booking.createdAt)}</time> · {booking.fullName} · {booking.numberPhone}
      </p>
      {booking.description ? <p className="mt-3 text-sm break-words whitespace-pre-line text-ink">{booking.description}</p> : null}
      <LastChangeNote booking={booking} className="mt-3" />
      {booking.reschedulable || booking.cancellable ? (
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          {booking.reschedulable ? (
            <RescheduleDialog
              booking={booking}
              today={today}
              onReschedule={(change) => onReschedule(booking, change)}
              trigger={
                <Button variant="outline" size="sm">
                  {messages.bookingCard.reschedule}
                </Button>
              }
            />
          ) : null}
          {booking.cancellable ? (
            <ConfirmDialog
              trigger={
                <Button variant="outline" size="sm">
                  {messages.bookingCard.cancel}
                </Button>
              }
              title={messages.bookingCard.cancelTitle}
              description={format(messages.bookings.cancelConfirm, { slot: booking.timeSlot, day })}
              confirmLabel={messages.bookingCard.cancel}
              cancelLabel={messages.bookingCard.keepBooking}
              pendingLabel={messages.bookingCard.cancelling}
              destructive
              failureMessage={null}
              onConfirm={() => onCancel(booking)}
            />
          ) : null}
        </div>
      ) : null}
      {note ? (
        <CallGarageNote note={note} className="mt-4" />
      ) : null}
    </li>
  );
}
