import { apiDownload, type DownloadedFile } from '../../contract/client';
import { exportReport, type ReportFigure } from '../../contract/reports';
import type { ReportFilters } from './get-report';

/** One figure of the report, the same period and branch, as a CSV file. */
export function exportReportCsv(figure: ReportFigure, filters: ReportFilters): Promise<DownloadedFile> {
  return apiDownload(exportReport, { query: { figure, from: filters.from, to: filters.to, branch: filters.branch } }, `bao-cao-${figure}-${filters.from}-den-${filters.to}.csv`);
}
