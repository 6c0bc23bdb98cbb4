import useSWR from 'swr';
import { listClosedDays } from '../../contract/closed-days';
import { apiRequest } from '../../contract/client';
import { garageToday } from '../../contract/format';

export interface DayRange {
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

/**
 * The twelve months from `today`: up to the day before the same date a year later (28 February
 * from a 29th), never more than the 366 days the API takes.
 */
export function comingYear(today: string): DayRange {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const day = Number(today.slice(8, 10));
  return { from: today, to: new Date(Date.UTC(year + 1, month - 1, day - 1)).toISOString().slice(0, 10) };
}

export function closedDaysKey(range: DayRange) {
  return [listClosedDays.path, range.from, range.to] as const;
}

export function fetchClosedDays(range: DayRange) {
  return apiRequest(listClosedDays, { query: { from: range.from, to: range.to } });
}

/**
 * The days either branch takes no bookings in the coming twelve months (the lunar holidays and
 * the master's days, for one branch or both), in date order as the server sends them.
 */
export function useComingClosedDays(today: string = garageToday()) {
  return useSWR(closedDaysKey(comingYear(today)), ([, from, to]) => fetchClosedDays({ from, to }));
}
