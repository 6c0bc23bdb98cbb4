import useSWR from 'swr';
import { getYearlyStats } from '../../contract/bookings';
import { apiRequest } from '../../contract/client';

export function yearlyStatsKey(year: number) {
  return [getYearlyStats.path, year] as const;
}

export function fetchYearlyStats(year: number) {
  return apiRequest(getYearlyStats, { query: { year } });
}

/**
 * A year's bookings by month, branch and status (only the cells that are not 0); asked only
 * while a year is given (the statistics dialog is open), a failure reported once.
 */
export function useYearlyStats(year: number | null) {
  return useSWR(year === null ? null : yearlyStatsKey(year), ([, current]) => fetchYearlyStats(current), { shouldRetryOnError: false });
}
