import { CalendarDays } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { appointmentStart } from '../../contract/booking-cancel';
import type { MyBooking } from '../../contract/bookings';
import { ApiError, refusalText } from '../../contract/client';
import { format, messages } from '../../contract/messages';
import { dayWithWeekday } from '../../entities/booking/booking-day';
import { BookingDetails } from '../../entities/booking/booking-details';
import { BookingStatusBadge } from '../../entities/booking/booking-status-badge';
import {
  lookupCalendarHref,
  useCancelLookedUpBooking,
  useRescheduleLookedUpBooking,
  type BookingLookupInput,
} from '../../entities/booking/lookup-booking';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useToast } from '../../ui/toast';
import { changeNote } from './booking-change-note';
import { RescheduleDialog, type RescheduleChange } from './reschedule-dialog';
import { CallGarageNote } from './call-garage-note';
import { LastChangeNote } from './last-change-note';

export interface LookedUpBookingProps {
  booking: MyBooking;
  /** The reference and phone it was found with: a cancel or a move is sent with them. */
  lookup: BookingLookupInput;
  /** The clock the page was drawn with; stories pin it. */
  now: Date;
  /** The first day it can be moved to (YYYY-MM-DD). */
  today: string;
  /** The server refused a change for good (too late, cancelled meanwhile): read the booking again. */
  onStale: () => void;
}

/**
 * The booking found by its reference and phone: its status, where and when, the garage's last
 * word, and what the customer may still do online: move it once, cancel it, put it in a calendar.
 */
export function LookedUpBooking({ booking, lookup, now, today, onStale }: LookedUpBookingProps) {
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const changed = useRef(false);
  const { trigger: cancel } = useCancelLookedUpBooking();
  const { trigger: reschedule } = useRescheduleLookedUpBooking();
  const day = dayWithWeekday(booking.date);
  const upcoming = appointmentStart(booking.date, booking.timeSlot) > now;
  const live = upcoming && booking.status !== 'cancelled';
  const note = changeNote(booking, now);
  const titleId = `looked-up-${booking._id}`;

  // The visitor asked for it: the result is where they read on (and a screen reader with them).
  useEffect(() => headingRef.current?.focus(), []);

  const refused = (failure: unknown) => {
    // A 404 would be one more wrong lookup if asked again; anything else final is read again.
    if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500 && failure.status !== 404) onStale();
  };

  const cancelIt = async () => {
    try {
      await cancel(lookup);
      changed.current = true;
      toast.success(messages.bookings.cancelSuccess);
    } catch (failure) {
      toast.error(refusalText(failure, messages.bookings.cancelFailed));
      refused(failure);
      if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) return;
      throw failure;
    }
  };

  const moveIt = async (change: RescheduleChange) => {
    try {
      await reschedule({ ...lookup, ...change });
      changed.current = true;
    } catch (failure) {
      refused(failure);
      throw failure;
    }
  };

  // The button that opened the dialog is gone once the booking changed: the focus comes back to the card.
  const focusCardAfterChange = (event: Event) => {
    if (!changed.current) return;
    changed.current = false;
    event.preventDefault();
    headingRef.current?.focus();
  };

  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 ref={headingRef} id={titleId} tabIndex={-1} className="text-title font-bold text-navy-900 outline-none">
          {format(messages.lookup.resultTitle, { code: booking.code })}
        </h2>
        <BookingStatusBadge status={booking.status} />
      </div>

      <BookingDetails booking={booking} withWhatToBring={live} />

      <LastChangeNote booking={booking} />

      {live ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {booking.reschedulable ? (
            <RescheduleDialog
              booking={booking}
              today={today}
              onReschedule={moveIt}
              onCloseAutoFocus={focusCardAfterChange}
              trigger={<Button variant="outline">{messages.bookingCard.reschedule}</Button>}
            />
          ) : null}
          {booking.cancellable ? (
            <ConfirmDialog
              trigger={<Button variant="outline">{messages.bookingCard.cancel}</Button>}
              title={messages.bookingCard.cancelTitle}
              description={format(messages.bookings.cancelConfirm, { slot: booking.timeSlot, day })}
              confirmLabel={messages.bookingCard.cancel}
              cancelLabel={messages.bookingCard.keepBooking}
              pendingLabel={messages.bookingCard.cancelling}
              destructive
              failureMessage={null}
              onConfirm={cancelIt}
              onCloseAutoFocus={focusCardAfterChange}
            />
          ) : null}
          <Button asChild variant="outline">
            <a href={lookupCalendarHref(lookup)} download={`lich-hen-${booking.code}.ics`}>
              <CalendarDays aria-hidden="true" />
              {messages.bookingCard.addToCalendar}
            </a>
          </Button>
        </div>
      ) : null}

      {note ? (
        <CallGarageNote note={note} />
      ) : null}
    </section>
  );
}
