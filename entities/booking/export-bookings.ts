import { apiDownload, type DownloadedFile } from '../../contract/client';
import { exportBookings } from '../../contract/bookings';
import type { DateRangeQuery } from '../../contract/date-range';

/** The appointments whose day falls in the range as a CSV file for the garage's bookkeeping. */
export function exportBookingsCsv(range: DateRangeQuery): Promise<DownloadedFile> {
  return apiDownload(exportBookings, { query: { from: range.from, to: range.to } }, `lich-hen-${range.from}-den-${range.to}.csv`);
}
