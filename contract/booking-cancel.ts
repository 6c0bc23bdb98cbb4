import { BOOKING_CANCEL_LEAD_HOURS, BOOKING_RESCHEDULE_LEAD_HOURS, type BookingStatus } from './constants';
import { format, messages } from './messages';

/** When an appointment starts: its day and slot in Vietnam time, which is UTC+7 all year. */
export function appointmentStart(date: string, timeSlot: string): Date {
  return new Date(`${date}T${timeSlot}:00+07:00`);
}

/**
 * Why the customer may not cancel this appointment online now, or undefined when they may:
 * until BOOKING_CANCEL_LEAD_HOURS before it starts, so the garage can still offer the place.
 * The server decides with its own clock; the browser asks the same to hide the button.
 */
export function cancelProblem(booking: { status: BookingStatus; date: string; timeSlot: string }, now: Date): string | undefined {
  if (booking.status === 'cancelled') return messages.bookings.alreadyCancelled;
  const deadline = appointmentStart(booking.date, booking.timeSlot).getTime() - BOOKING_CANCEL_LEAD_HOURS * 3600_000;
  if (now.getTime() > deadline) return format(messages.bookings.cancelTooLate, { hours: BOOKING_CANCEL_LEAD_HOURS });
  return undefined;
}

/**
 * Why the customer may not move this appointment themselves now, or undefined when they may:
 * once per booking, until BOOKING_RESCHEDULE_LEAD_HOURS before it starts. The server decides
 * with its own clock; the browser asks the same to offer 'Đổi lịch'.
 */
export function rescheduleProblem(
  booking: { status: BookingStatus; date: string; timeSlot: string; customerMovedAt?: Date | string | null },
  now: Date,
): string | undefined {
  if (booking.status === 'cancelled') return messages.bookings.alreadyCancelled;
  if (booking.customerMovedAt) return messages.bookings.rescheduleOnce;
  const deadline = appointmentStart(booking.date, booking.timeSlot).getTime() - BOOKING_RESCHEDULE_LEAD_HOURS * 3600_000;
  if (now.getTime() > deadline) return format(messages.bookings.rescheduleTooLate, { hours: BOOKING_RESCHEDULE_LEAD_HOURS });
  return undefined;
}
