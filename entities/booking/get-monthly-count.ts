import useSWR from 'swr';
import { getMonthlyCount } from '../../contract/bookings';
import { apiRequest } from '../../contract/client';
import type { BranchId } from '../../contract/garage';

export interface MonthlyCountQuery {
  /** 1 to 12. */
  month: number;
  year: number;
  /** One branch's bookings; both when missing. */
  branch?: BranchId;
}

export function monthlyCountKey(query: MonthlyCountQuery) {
  return [getMonthlyCount.path, query] as const;
}

export function fetchMonthlyCount(query: MonthlyCountQuery) {
  return apiRequest(getMonthlyCount, { query: { month: query.month, year: query.year, branch: query.branch } });
}

/**
 * How many appointments fall in a month; asked only while `query` is given (the dialog is
 * open). A failure is reported once, not retried behind the user's back.
 */
export function useMonthlyCount(query: MonthlyCountQuery | null) {
  return useSWR(query ? monthlyCountKey(query) : null, ([, current]) => fetchMonthlyCount(current), { shouldRetryOnError: false });
}
