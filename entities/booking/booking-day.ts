import { formatDay } from '../../contract/format';

const WEEKDAYS = ['Chủ nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'];

/** 'Thứ Hai, 07/12/2026': the weekday of the calendar day, wherever the browser is. */
export function dayWithWeekday(day: string): string {
  return `${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]}, ${formatDay(day)}`;
}

/** A Google Maps search for the address: opens the app on a phone, the site elsewhere, with no key or script of ours. */
export function mapSearchHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
