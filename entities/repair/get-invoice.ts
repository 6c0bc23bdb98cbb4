import useSWR from 'swr';
import { apiDownload, apiRequest, type DownloadedFile } from '../../contract/client';
import { getInvoice, getInvoicePdf, invoiceFileName } from '../../contract/invoices';

export function invoiceKey(repairId: string) {
  return [getInvoice.path, repairId] as const;
}

export function fetchInvoice(repairId: string) {
  return apiRequest(getInvoice, { params: { id: repairId } });
}

/** A job's invoice (a preview until the payment is recorded); nothing is asked without an id. */
export function useInvoice(repairId: string | null | undefined) {
  return useSWR(repairId ? invoiceKey(repairId) : null, ([, id]) => fetchInvoice(id));
}

/** The invoice as the server's A4 PDF, fetched with the session's token like the CSV exports. */
export function downloadInvoicePdf(repairId: string, code: string): Promise<DownloadedFile> {
  return apiDownload(getInvoicePdf, { params: { id: repairId } }, invoiceFileName(code));
}
