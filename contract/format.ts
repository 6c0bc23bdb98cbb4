/**
 * How the garage writes money, dates and order codes (spec section 9: Vietnamese locale,
 * Vietnamese dong, order id as its last 6 characters upper-cased). One place for the
 * browser's screens and the server's mails.
 */

/** The garage's time zone: a date is the day it was in Ho Chi Minh City, wherever it is read. */
export const GARAGE_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });
const dateFormat = new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: GARAGE_TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat('vi-VN', {
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: GARAGE_TIME_ZONE,
});
const calendarDayFormat = new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** Money in Vietnamese dong as Vietnamese readers write it: 1.250.000 ₫ (the space does not break). */
export function formatPrice(amount: number): string {
  return vnd.format(amount);
}

/** The day of an instant, in the garage's time zone: 21/03/2026. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** Time and day of an instant, in the garage's time zone: 14:05 21/03/2026. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** A calendar day written YYYY-MM-DD (an appointment day), as it is: 12/03/2025, never shifted by a time zone. */
export function formatDay(isoDay: string): string {
  return calendarDayFormat.format(new Date(`${isoDay}T00:00:00Z`));
}

/** How an order is named to customers and staff: the last 6 characters of its id, upper-cased. */
export function orderCode(orderId: string): string {
  return orderId.slice(-6).toUpperCase();
}
