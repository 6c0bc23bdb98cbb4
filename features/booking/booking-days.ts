import { BOOKING_IMAGES_MAX_BYTES, BOOKING_MAX_DAYS_AHEAD } from '../../contract/constants';

// The same rules as contract/date-range.ts's isCalendarDay and contract/bookings.ts's
// latestBookingDay and bookingImagesMaxText (booking-days.test.ts compares them), kept apart
// from those modules: their schemas would bring zod (some 25 KB gzipped) to the contact page's
// first visit, for a form that only checks its values when it is sent.

/** True for a real calendar day written 'YYYY-MM-DD' (2025-02-30 is not one), from 1900 on. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number(value.slice(0, 4)) < 1900) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The last day that can be booked when it is `today` (Vietnam time) where the booking is made. */
export function latestBookingDay(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + BOOKING_MAX_DAYS_AHEAD);
  return date.toISOString().slice(0, 10);
}

/** 12_000_000 -> '12 MB', as the limits are written to the customer. */
export const bookingImagesMaxText = `${Math.round(BOOKING_IMAGES_MAX_BYTES / 1_000_000)} MB`;
