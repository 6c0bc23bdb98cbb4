import { apiDownload, type DownloadedFile } from '../../contract/client';
import { garageToday } from '../../contract/format';
import { exportParts } from '../../contract/parts';

export type PartSheetFormat = 'xlsx' | 'csv';

/** The parts in use with their stock per branch, in the columns the import reads back. */
export function exportPartsFile(format: PartSheetFormat): Promise<DownloadedFile> {
  return apiDownload(exportParts, { query: { format } }, `phu-tung-${garageToday()}.${format}`);
}
