import { lunarHolidaysBetween } from './lunar-holidays';
import { addDays } from './vietnam-time';

/**
 * Vietnamese working days, for the deadlines of a person's requests about their data (contract/privacy.ts):
 * Monday to Friday, less the public holidays of the Labour Code (art. 112): 1/1, 30/4, 1/5, 2/9 and
 * one day next to 2/9, and the lunar holidays the garage already closes for (Tết, Giỗ Tổ Hùng Vương;
 * server/lib/lunar-holidays.ts). Days off given in exchange for a holiday on a weekend are not
 * counted out: the deadline may fall a day early, never late.
 */

/**
 * The day next to 2/9 the Labour Code adds to National Day (1/9 or 3/9, the Government's choice each
 * year): the one that joins the holiday to a weekend, as the decisions of 2021 to 2025 did
 * (2/9 on a Monday or a Thursday: 3/9; otherwise 1/9).
 */
export function nationalDayNeighbour(year: number): string {
  const weekday = new Date(Date.UTC(year, 8, 2)).getUTCDay();
  return weekday === 1 || weekday === 4 || weekday === 0 ? `${year}-09-03` : `${year}-09-01`;
}

/** The solar public holidays of a year, 'YYYY-MM-DD'. */
export function solarHolidays(year: number): string[] {
  return [`${year}-01-01`, `${year}-04-30`, `${year}-05-01`, `${year}-09-02`, nationalDayNeighbour(year)];
}

const holidaysByYear = new Map<number, Set<string>>();

function holidaysOf(year: number): Set<string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    const y = String(year).padStart(4, '0');
    days = new Set([...solarHolidays(year), ...lunarHolidaysBetween(`${y}-01-01`, `${y}-12-31`).map((holiday) => holiday.date)]);
    holidaysByYear.set(year, days);
  }
  return days;
}

/** Whether the garage's staff work on a day ('YYYY-MM-DD'): not a weekend, not a holiday. */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidaysOf(Number(day.slice(0, 4))).has(day);
}

/** The `n`th working day after `day` (counting from the next day); `day` itself when n is 0. */
export function addWorkingDays(day: string, n: number): string {
  let current = day;
  for (let counted = 0; counted < n; ) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) counted += 1;
  }
  return current;
}

/**
 * Working days from `from` to `to`: those after `from` up to and including `to` (0 for the same day);
 * negative, counted the same way backwards, when `to` is before `from`.
 */
export function workingDaysBetween(from: string, to: string): number {
  if (from === to) return 0;
  const [start, end, sign] = from < to ? [from, to, 1] : [to, from, -1];
  let count = 0;
  for (let current = addDays(start, 1); current <= end; current = addDays(current, 1)) if (isWorkingDay(current)) count += 1;
  return sign * count;
}
