import { appointmentStart } from '../../contract/booking-cancel';
import type { Booking } from '../../contract/bookings';
import { BOOKING_CANCEL_LEAD_HOURS } from '../../contract/constants';
import { BOOKING_PHONE, branchOf, DEFAULT_BRANCH, GARAGE, type CityBranch } from '../../contract/garage';
import { format, messages } from '../../contract/messages';
import { SLOT_MINUTES } from '../../contract/opening-hours';
import type { BookingMailData } from '../../mail/templates';
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
  return { to, template: { kind: 'bookingChanged', change, booking: bookingMailData(after), reason, myBookingsUrl: siteLinks(siteOrigin).myBookings } };
}

/** The day-before reminder (server/services/booking-reminders.ts). */
export function bookingReminderMail(to: string, booking: Booking, siteOrigin: string): NewMail {
  return { to, template: { kind: 'bookingReminder', booking: bookingMailData(booking), cancelAdvice: CANCEL_ADVICE, myBookingsUrl: siteLinks(siteOrigin).myBookings } };
}
