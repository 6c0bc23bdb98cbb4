import useSWR from 'swr';
import { apiDownload, apiRequest, type DownloadedFile } from '../../contract/client';
import { getStatement, getStatementPdf } from '../../contract/payments';

/** Its path starts with the accounts' own, so a change to the account refreshes its statement too. */
export function statementKey(id: string) {
  return [getStatement.path, id] as const;
}

export function fetchStatement(id: string) {
  return apiRequest(getStatement, { params: { id } });
}

/** One credit account's statement (jobs on credit, payments, running balance); nothing is asked without an id. */
export function useStatement(id: string | null | undefined) {
  return useSWR(id ? statementKey(id) : null, ([, current]) => fetchStatement(current));
}

/** The statement as the server's A4 PDF, fetched with the session's token like the invoice. */
export function downloadStatementPdf(id: string, drawnOn: string): Promise<DownloadedFile> {
  return apiDownload(getStatementPdf, { params: { id } }, `bang-ke-cong-no-${drawnOn}.pdf`);
}
