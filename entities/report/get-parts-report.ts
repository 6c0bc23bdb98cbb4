import useSWR from 'swr';
import { apiDownload, apiRequest, type DownloadedFile } from '../../contract/client';
import type { BranchId } from '../../contract/garage';
import { exportPartsReport, getPartsReport, type PartsReportFigure } from '../../contract/parts-reports';

export interface PartsReportFilters {
  /** 'YYYY-MM'. */
  month: string;
  branch?: BranchId;
}

export function partsReportKey(filters: PartsReportFilters) {
  return [getPartsReport.path, filters] as const;
}

export function fetchPartsReport(filters: PartsReportFilters) {
  return apiRequest(getPartsReport, { query: { month: filters.month, branch: filters.branch } });
}

/** The parts store's figures of a month; nothing is asked while `filters` is null. Like the business report, not retried behind the master's back. */
export function usePartsReport(filters: PartsReportFilters | null) {
  return useSWR(filters ? partsReportKey(filters) : null, ([, current]) => fetchPartsReport(current), { shouldRetryOnError: false, keepPreviousData: true });
}

/** One figure of the parts report, the same month and branch, as a CSV file. */
export function exportPartsReportCsv(figure: PartsReportFigure, filters: PartsReportFilters): Promise<DownloadedFile> {
  return apiDownload(exportPartsReport, { query: { figure, month: filters.month, branch: filters.branch } }, `bao-cao-${figure}-${filters.month}.csv`);
}
