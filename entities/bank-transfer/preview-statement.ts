import useSWRMutation from 'swr/mutation';
import { previewStatement } from '../../contract/bank-transfers';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';

export type StatementBody = BodyOf<typeof previewStatement>;

/** What a statement would record, before anything is written. */
export function usePreviewStatement() {
  return useSWRMutation(`${previewStatement.method} ${previewStatement.path}`, (_key: string, { arg }: { arg: StatementBody }) => apiRequest(previewStatement, { body: arg }));
}
