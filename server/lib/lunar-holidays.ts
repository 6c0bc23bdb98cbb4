import { LunarDate } from '@nghiavuive/lunar_date_vi';
import { messages } from '../../contract/messages';
import { addDays } from './vietnam-time';

export interface Holiday {
  /** 'YYYY-MM-DD', a solar day. */
  date: string;
  name: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The solar day of a lunar day (not in a leap month) of a lunar year, by the Vietnamese calendar (UTC+7). */
function solarOf(lunarYear: number, month: number, day: number): string {
  const lunar = new LunarDate({ day, month, year: lunarYear });
  lunar.init();
  const solar = lunar.toSolarDate().get();
  return `${solar.year}-${pad(solar.month)}-${pad(solar.day)}`;
}

/**
 * The lunar holidays the garage closes for, in the lunar years that touch the solar years
 * asked: Tết (the last day of the lunar year to the 3rd day of the new one) and Giỗ Tổ Hùng
 * Vương (10th day of the 3rd month). A lunar year begins in late January or February, so
 * solar year Y holds the end of lunar year Y-1 and most of lunar year Y.
 */
function holidaysOfLunarYear(lunarYear: number): Holiday[] {
  const newYear = solarOf(lunarYear, 1, 1);
  const tet = [addDays(newYear, -1), newYear, addDays(newYear, 1), addDays(newYear, 2)].map((date) => ({ date, name: messages.holidays.tet }));
  return [...tet, { date: solarOf(lunarYear, 3, 10), name: messages.holidays.gioTo }];
}

/** The lunar years the library converts (its tables end there); no one books outside them. */
const FIRST_LUNAR_YEAR = 1900;
const LAST_LUNAR_YEAR = 2198;

/** The lunar holidays from `from` to `to` ('YYYY-MM-DD', both included), in date order. */
export function lunarHolidaysBetween(from: string, to: string): Holiday[] {
  const first = Math.max(Number(from.slice(0, 4)), FIRST_LUNAR_YEAR + 1);
  const last = Math.min(Number(to.slice(0, 4)), LAST_LUNAR_YEAR);
  const found: Holiday[] = [];
  for (let year = first - 1; year <= last; year += 1) {
    for (const holiday of holidaysOfLunarYear(year)) if (holiday.date >= from && holiday.date <= to) found.push(holiday);
  }
  return found.sort((a, b) => a.date.localeCompare(b.date));
}

/** The lunar holiday on a day, if any. */
export function lunarHolidayOn(date: string): Holiday | undefined {
  return lunarHolidaysBetween(date, date)[0];
}
