import { BOOKING_IMAGES_MAX_BYTES, BOOKING_MAX_DAYS_AHEAD } from './constants';

/**
 * The booking rules the contact page's form needs before it sends anything. Kept free of zod
 * (lint holds every `contract/*-rules.ts` to it): contract/bookings.ts's schemas would bring
 * some 25 KB gzipped to the page's first visit. The schemas read the same rules from here.
 */

/** 12_000_000 -> '12 MB', as the limits are written to the customer. */
export const bookingImagesMaxText = `${Math.round(BOOKING_IMAGES_MAX_BYTES / 1_000_000)} MB`;

/** 'YYYY-MM-DD' moved by whole days (calendar arithmetic, no time zone involved). */
function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last day that can be booked when it is `today` (Vietnam time) where the booking is made. */
export function latestBookingDay(today: string): string {
  return addCalendarDays(today, BOOKING_MAX_DAYS_AHEAD);
}
