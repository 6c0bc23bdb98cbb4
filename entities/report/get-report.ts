import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import type { BranchId } from '../../contract/garage';
import { getReport } from '../../contract/reports';

export interface ReportFilters {
  /** 'YYYY-MM', both counted. */
  from: string;
  to: string;
  /** One branch's figures; both when missing. */
  branch?: BranchId;
}

export function reportKey(filters: ReportFilters) {
  return [getReport.path, filters] as const;
}

export function fetchReport(filters: ReportFilters) {
  return apiRequest(getReport, { query: { from: filters.from, to: filters.to, branch: filters.branch } });
}

/**
 * The business report of a period; nothing is asked while `filters` is null (a period the
 * contract refuses). The last answer stays on screen while another period loads, and a failure
 * is reported once, not retried behind the master's back.
 */
export function useReport(filters: ReportFilters | null) {
  return useSWR(filters ? reportKey(filters) : null, ([, current]) => fetchReport(current), { shouldRetryOnError: false, keepPreviousData: true });
}
