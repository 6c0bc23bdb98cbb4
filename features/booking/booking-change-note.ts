import { appointmentStart } from '../../contract/booking-cancel';
import { BOOKING_CANCEL_LEAD_HOURS, BOOKING_RESCHEDULE_LEAD_HOURS, type BookingStatus } from '../../contract/constants';
import { format, messages } from '../../contract/messages';

interface ChangeableBooking {
  status: BookingStatus;
  date: string;
  timeSlot: string;
  cancellable: boolean;
  reschedulable: boolean;
}

/**
 * Why a coming appointment can no longer be cancelled or moved online, ending where the garage's
 * phone number follows; undefined when both are still offered, or when it is past or cancelled.
 * The server's flags decide; the clock only tells 'too late' from 'moved once already'.
 */
export function changeNote(booking: ChangeableBooking, now: Date): string | undefined {
  const start = appointmentStart(booking.date, booking.timeSlot).getTime();
  if (booking.status === 'cancelled' || start <= now.getTime()) return undefined;
  if (!booking.cancellable) return format(messages.bookingCard.cancelLate, { hours: BOOKING_CANCEL_LEAD_HOURS });
  if (booking.reschedulable) return undefined;
  const tooLate = now.getTime() > start - BOOKING_RESCHEDULE_LEAD_HOURS * 3600_000;
  return tooLate ? format(messages.bookingCard.rescheduleLate, { hours: BOOKING_RESCHEDULE_LEAD_HOURS }) : messages.bookingCard.movedOnce;
}
