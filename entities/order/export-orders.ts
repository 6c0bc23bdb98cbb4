import { apiDownload, type DownloadedFile } from '../../contract/client';
import type { DateRangeQuery } from '../../contract/date-range';
import { exportOrders } from '../../contract/orders';

/** The orders placed in the range as a CSV file for the garage's bookkeeping. */
export function exportOrdersCsv(range: DateRangeQuery): Promise<DownloadedFile> {
  return apiDownload(exportOrders, { query: { from: range.from, to: range.to } }, `don-hang-${range.from}-den-${range.to}.csv`);
}
