import { apiDownload, type DownloadedFile } from '../../contract/client';
import { exportBookings } from '../../contract/bookings';
import type { DateRangeQuery } from '../../contract/date-range';
import type { BranchId } from '../../contract/garage';

/** The appointments whose day falls in the range (of one branch, or both) as a CSV file for the garage's bookkeeping. */
export function exportBookingsCsv(range: DateRangeQuery, branch?: BranchId): Promise<DownloadedFile> {
  const fileName = `lich-hen-${branch ? `${branch}-` : ''}${range.from}-den-${range.to}.csv`;
  return apiDownload(exportBookings, { query: { from: range.from, to: range.to, branch } }, fileName);
}
