/**
 * Calendar days and clock times as the garage sees them. Vietnam (Asia/Ho_Chi_Minh) is
 * UTC+7 all year with no daylight saving, so a fixed offset is exact and needs no ICU data.
 */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

function vietnamClock(now: Date): Date {
  return new Date(now.getTime() + VIETNAM_OFFSET_MS);
}

/** Today in Vietnam as 'YYYY-MM-DD' (a booking made at 06:30 Hanoi time on the 2nd is on the 2nd, not the 1st). */
export function vietnamToday(now: Date = new Date()): string {
  return vietnamClock(now).toISOString().slice(0, 10);
}

/** Minutes since midnight on the Vietnamese clock. */
export function vietnamMinutesOfDay(now: Date = new Date()): number {
  const clock = vietnamClock(now);
  return clock.getUTCHours() * 60 + clock.getUTCMinutes();
}

/** 'HH:MM' to minutes since midnight. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The day `days` after a 'YYYY-MM-DD' day. */
export function addDays(day: string, days: number): string {
  const parsed = new Date(`${day}T00:00:00Z`);
  parsed.setUTCDate(parsed.getUTCDate() + days);
  return parsed.toISOString().slice(0, 10);
}

/** The day `months` after a 'YYYY-MM-DD' day; the 31st of a shorter month falls on its last day (31/08 + 6 months = 28/02). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, last));
  return target.toISOString().slice(0, 10);
}

/** First day of a month and first day of the next one, for `date >= from and date < to`. */
export function monthBounds(year: number, month: number): { from: string; to: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  return { from: `${String(year).padStart(4, '0')}-${pad(month)}-01`, to: `${String(nextYear).padStart(4, '0')}-${pad(nextMonth)}-01` };
}

/** The instant a Vietnamese calendar day 'YYYY-MM-DD' begins (00:00 in Ho Chi Minh City). */
export function vietnamDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - VIETNAM_OFFSET_MS);
}

/** The instants bounding the Vietnamese days `from` to `to`, both whole: `at >= start and at < end`. */
export function vietnamDaysBounds(from: string, to: string): { start: Date; end: Date } {
  return { start: vietnamDayStart(from), end: vietnamDayStart(addDays(to, 1)) };
}

/** The first day of the month a 'YYYY-MM-DD' day is in. */
export function firstDayOfMonth(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/** An instant as the garage's spreadsheets write it: 'dd/mm/yyyy HH:mm' on the Vietnamese clock. */
export function vietnamDateTimeText(instant: Date): string {
  const iso = vietnamClock(instant).toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}
