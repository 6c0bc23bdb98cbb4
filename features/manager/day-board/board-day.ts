import type { BoardSlot } from '../../../contract/bookings';
import { isCalendarDay } from '../../../contract/day-rules';

/** The day `delta` days after a 'YYYY-MM-DD' day (before when negative), across months and years. */
export function shiftDay(day: string, delta: number): string {
  const time = Date.parse(`${day}T00:00:00Z`) + delta * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

const WEEKDAYS = ['Chủ nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'] as const;

/** The weekday of a calendar day, as Vietnamese writes it: 'Thứ Hai', 'Chủ nhật'. */
export function weekdayName(day: string): string {
  return WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
}

/** The day in `?date=`, or today when it is missing or not a real day. */
export function boardDay(param: string | null, today: string): string {
  return param && isCalendarDay(param) ? param : today;
}

/** Morning slots (before noon) in the first column, afternoon ones in the second. */
export function splitByHalfDay<T extends Pick<BoardSlot, 'timeSlot'>>(slots: readonly T[]): { morning: T[]; afternoon: T[] } {
  return { morning: slots.filter((slot) => slot.timeSlot < '12:00'), afternoon: slots.filter((slot) => slot.timeSlot >= '12:00') };
}

/** How full a slot is, 0-100, for the bar; never past 100 even if more were let in. */
export function fillPercent(booked: number, capacity: number): number {
  if (capacity <= 0) return 100;
  return Math.min(100, Math.round((booked / capacity) * 100));
}
