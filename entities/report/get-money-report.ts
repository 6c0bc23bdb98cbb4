import useSWR from 'swr';
import { apiDownload, apiRequest, type DownloadedFile } from '../../contract/client';
import type { BranchId } from '../../contract/garage';
import { exportMoneyReport, getMoneyReport, type MoneyTable } from '../../contract/money-reports';

export interface MoneyReportFilters {
  /** 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
  branch?: BranchId;
}

export function moneyReportKey(filters: MoneyReportFilters) {
  return [getMoneyReport.path, filters] as const;
}

export function fetchMoneyReport(filters: MoneyReportFilters) {
  return apiRequest(getMoneyReport, { query: { from: filters.from, to: filters.to, branch: filters.branch } });
}

/** The money figures of a period; nothing is asked while `filters` is null. Like the business report, not retried behind the master's back. */
export function useMoneyReport(filters: MoneyReportFilters | null) {
  return useSWR(filters ? moneyReportKey(filters) : null, ([, current]) => fetchMoneyReport(current), { shouldRetryOnError: false, keepPreviousData: true });
}

/** One table of the money report, the same period and branch, as a CSV file. */
export function exportMoneyReportCsv(table: MoneyTable, filters: MoneyReportFilters): Promise<DownloadedFile> {
  return apiDownload(exportMoneyReport, { params: { table }, query: { from: filters.from, to: filters.to, branch: filters.branch } }, `bao-cao-tien-${table}-${filters.from}-den-${filters.to}.csv`);
}
