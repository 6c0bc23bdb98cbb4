/**
 * How the garage writes money, dates and order codes (spec section 9: Vietnamese locale,
 * Vietnamese dong, order id as its last 6 characters upper-cased). One place for the
 * browser's screens and the server's mails.
 */

/** The garage's time zone: a date is the day it was in Ho Chi Minh City, wherever it is read. */
export const GARAGE_TIME_ZONE = 'Asia/Ho_Chi_Minh';

// Written out by hand rather than with Intl: a page's first Intl formatter loads ICU's
// locale data, 50-90 ms of main thread on a fast machine (docs/performance.md), and the
// garage's formats are fixed. contract/format.test.ts holds them equal to Intl's vi-VN.

/** Vietnam keeps UTC+7 all year (no daylight saving since 1975). */
const GARAGE_UTC_OFFSET_MS = 7 * 60 * 60 * 1000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A whole number with dots between thousands, as vi-VN writes it: 1.250.000. */
export function groupThousands(value: number): string {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** The instant's wall-clock reading in `offsetMs` from UTC, read through the UTC getters. */
function clockAt(iso: string, offsetMs: number): Date {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw new RangeError(`Invalid time value: ${iso}`);
  return new Date(time + offsetMs);
}

const dayOf = (clock: Date) => `${twoDigits(clock.getUTCDate())}/${twoDigits(clock.getUTCMonth() + 1)}/${clock.getUTCFullYear()}`;

/** Money in Vietnamese dong as Vietnamese readers write it: 1.250.000 ₫ (the space does not break). */
export function formatPrice(amount: number): string {
  return `${groupThousands(amount)}\u00a0₫`;
}

/** The day of an instant, in the garage's time zone: 21/03/2026. */
export function formatDate(iso: string): string {
  return dayOf(clockAt(iso, GARAGE_UTC_OFFSET_MS));
}

/** Time and day of an instant, in the garage's time zone: 14:05 21/03/2026. */
export function formatDateTime(iso: string): string {
  const clock = clockAt(iso, GARAGE_UTC_OFFSET_MS);
  return `${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())} ${dayOf(clock)}`;
}

/** A calendar day written YYYY-MM-DD (an appointment day), as it is: 12/03/2025, never shifted by a time zone. */
export function formatDay(isoDay: string): string {
  return dayOf(clockAt(`${isoDay}T00:00:00Z`, 0));
}

/** How an order is named to customers and staff: the last 6 characters of its id, upper-cased. */
export function orderCode(orderId: string): string {
  return orderId.slice(-6).toUpperCase();
}

/** Today in the garage's time zone, written YYYY-MM-DD (what date inputs and the API use). */
export function garageToday(now: Date = new Date()): string {
  return new Date(now.getTime() + GARAGE_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The first day of the garage's current month, YYYY-MM-DD. */
export function garageMonthStart(now: Date = new Date()): string {
  return `${garageToday(now).slice(0, 8)}01`;
}
