import { appointmentStart } from '../../contract/booking-cancel';
import type { Booking } from '../../contract/bookings';
import { BOOKING_CANCEL_LEAD_HOURS } from '../../contract/constants';
import { BOOKING_PHONE, branchOf, DEFAULT_BRANCH, GARAGE, type CityBranch } from '../../contract/garage';
import { formatDay } from '../../contract/format';
import { format, messages } from '../../contract/messages';
import { SLOT_MINUTES } from '../../contract/opening-hours';
import type { BookingChange, BookingMailData } from '../../mail/templates';
import { calendarFile } from '../lib/ics';
import type { NewMail } from '../services/mail-queue';
import { siteLinks } from '../services/notify';

// The booking mails as the services queue them (`deps.mail.add(tx, …)`): who gets them and
// when is the services' rule; what they carry is written here, and mail/templates.tsx draws it.

/** How a customer changes or cancels, in every mail about an appointment. */
export const CANCEL_ADVICE = format(messages.bookings.mailCancel, { hours: BOOKING_CANCEL_LEAD_HOURS, phone: BOOKING_PHONE.display });

/** A branch as the mails name it: name and street address. */
const branchAddress = (branch: CityBranch) => `${branch.name}, ${branch.address}`;

/** How long an appointment is in the customer's calendar, and when the calendar reminds them. */
const CALENDAR_EVENT_MINUTES = SLOT_MINUTES;
const CALENDAR_ALARM_MINUTES = 24 * 60;

export function bookingMailData(booking: Booking): BookingMailData {
  return {
    code: booking.code,
    fullName: booking.fullName,
    numberPhone: booking.numberPhone,
    date: booking.date,
    timeSlot: booking.timeSlot,
    status: booking.status,
    branch: booking.branch,
    serviceName: booking.serviceName,
    carModel: booking.carModel,
    carPlate: booking.carPlate,
    description: booking.description,
  };
}

/** The appointment as a calendar file (the confirmation's attachment, and 'Thêm vào lịch' after a lookup). */
export function bookingCalendar(booking: Booking, now: Date): string {
  const branch = branchOf(booking.branch) ?? branchOf(DEFAULT_BRANCH);
  const car = [booking.carModel, booking.carPlate].filter(Boolean).join(', ');
  return calendarFile({
    uid: `${booking._id}@garaotosaigon.vn`,
    start: appointmentStart(booking.date, booking.timeSlot),
    minutes: CALENDAR_EVENT_MINUTES,
    summary: messages.bookings.calendarSummary,
    description: [booking.serviceName, car, booking.description, CANCEL_ADVICE].filter(Boolean).join('\n'),
    location: branch ? `${GARAGE.name}: ${branchAddress(branch)}` : GARAGE.name,
    stamp: now,
    alarmMinutesBefore: CALENDAR_ALARM_MINUTES,
  });
}

/** The customer's confirmation, with the appointment as a calendar file. */
export function bookingConfirmationMail(to: string, booking: Booking, siteOrigin: string, now: Date): NewMail {
  return {
    to,
    template: { kind: 'bookingConfirmation', booking: bookingMailData(booking), cancelAdvice: CANCEL_ADVICE, myBookingsUrl: siteLinks(siteOrigin).myBookings },
    attachments: [{ filename: 'lich-hen.ics', content: bookingCalendar(booking, now), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}

/** The garage's own notice of a new booking, linking to its day board. */
export function garageNewBookingMail(to: string, booking: Booking, siteOrigin: string): NewMail {
  return { to, template: { kind: 'garageNewBooking', booking: bookingMailData(booking), manageUrl: siteLinks(siteOrigin).dayBoard(booking.date, booking.branch) } };
}

/** The customer hears the garage confirmed, cancelled or changed their booking, and why. */
export function bookingChangedMail(to: string, before: Pick<Booking, 'status'>, after: Booking, reason: string, siteOrigin: string): NewMail {
  const change = after.status !== before.status && after.status !== 'pending' ? after.status : 'edited';
  return bookingNewsMail(to, change, after, reason, siteOrigin);
}

/** The customer hears what happened to their booking: moved by them (the new time), deleted by the garage, or a change above. */
export function bookingNewsMail(to: string, change: BookingChange, booking: Booking, reason: string, siteOrigin: string): NewMail {
  return { to, template: { kind: 'bookingChanged', change, booking: bookingMailData(booking), reason, myBookingsUrl: siteLinks(siteOrigin).myBookings } };
}

/** The garage's inbox hears a customer cancelled or moved their own booking; `before` is where it was. */
export function garageBookingChangedMail(to: string, event: 'cancelled' | 'moved', before: { date: string; timeSlot: string; branch: string }, booking: Booking, siteOrigin: string): NewMail {
  const branch = branchOf(before.branch);
  const where = [`${before.timeSlot}, ${formatDay(before.date)}`, branch?.name].filter(Boolean).join(', ');
  return {
    to,
    template: { kind: 'garageBookingChanged', event, booking: bookingMailData(booking), before: where, manageUrl: siteLinks(siteOrigin).dayBoard(booking.date, booking.branch) },
  };
}

/** The day-before reminder (server/services/booking-reminders.ts). */
export function bookingReminderMail(to: string, booking: Booking, siteOrigin: string): NewMail {
  return { to, template: { kind: 'bookingReminder', booking: bookingMailData(booking), cancelAdvice: CANCEL_ADVICE, myBookingsUrl: siteLinks(siteOrigin).myBookings } };
}
