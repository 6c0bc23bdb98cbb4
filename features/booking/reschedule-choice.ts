import { BOOKING_MAX_DAYS_AHEAD, type TimeSlot } from '../../contract/constants';
import type { BranchId } from '../../contract/garage';
import { format, messages } from '../../contract/messages';
import { latestBookingDay } from '../../contract/booking-rules';
import { isCalendarDay } from '../../contract/day-rules';

/** Where a booking is, or where the customer wants it moved. */
export interface BookingPlace {
  branch: BranchId;
  date: string;
  timeSlot: TimeSlot | '';
}

export interface RescheduleProblems {
  date?: string;
  timeSlot?: string;
  /** About the choice as a whole: it is where the booking already is. */
  choice?: string;
}

/**
 * What is wrong with a new place for a booking before it is sent, by the server's rules (a day
 * from today to BOOKING_MAX_DAYS_AHEAD ahead, a slot, somewhere else than now); empty when
 * nothing is. The server checks again, with the places still free.
 */
export function rescheduleProblems(next: BookingPlace, current: BookingPlace, today: string): RescheduleProblems {
  const problems: RescheduleProblems = {};
  if (!next.date) problems.date = messages.bookings.dateRequired;
  else if (!isCalendarDay(next.date)) problems.date = messages.validation.dateInvalid;
  else if (next.date < today) problems.date = messages.bookings.dateInPast;
  else if (next.date > latestBookingDay(today)) problems.date = format(messages.bookings.dateTooFar, { days: BOOKING_MAX_DAYS_AHEAD });
  if (!next.timeSlot) problems.timeSlot = messages.bookings.timeSlotRequired;
  if (!problems.date && !problems.timeSlot && isSamePlace(next, current)) problems.choice = messages.bookings.rescheduleSame;
  return problems;
}

export function isSamePlace(a: BookingPlace, b: BookingPlace): boolean {
  return a.branch === b.branch && a.date === b.date && a.timeSlot === b.timeSlot;
}
