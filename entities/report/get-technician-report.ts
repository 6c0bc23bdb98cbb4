import useSWR from 'swr';
import { apiDownload, apiRequest, type DownloadedFile } from '../../contract/client';
import type { BranchId } from '../../contract/garage';
import { exportTechnicianReport, getTechnicianReport } from '../../contract/technician-reports';

export interface TechnicianReportFilters {
  /** 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
  branch?: BranchId;
}

export function technicianReportKey(filters: TechnicianReportFilters) {
  return [getTechnicianReport.path, filters] as const;
}

export function fetchTechnicianReport(filters: TechnicianReportFilters) {
  return apiRequest(getTechnicianReport, { query: { from: filters.from, to: filters.to, branch: filters.branch } });
}

/** The technicians' figures of a period; nothing is asked while `filters` is null. Like the business report, not retried behind the master's back. */
export function useTechnicianReport(filters: TechnicianReportFilters | null) {
  return useSWR(filters ? technicianReportKey(filters) : null, ([, current]) => fetchTechnicianReport(current), { shouldRetryOnError: false, keepPreviousData: true });
}

/** The same table as a CSV file, the total last. */
export function exportTechnicianReportCsv(filters: TechnicianReportFilters): Promise<DownloadedFile> {
  return apiDownload(exportTechnicianReport, { query: { from: filters.from, to: filters.to, branch: filters.branch } }, `bao-cao-ky-thuat-vien-${filters.from}-den-${filters.to}.csv`);
}
