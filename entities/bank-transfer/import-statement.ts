import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { listRepairsPath } from '../../contract/api-paths';
import { importStatement } from '../../contract/bank-transfers';
import { keyUnderPath } from '../../contract/cache-keys';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { isBankTransferKey } from './bank-transfer-cache';

export type ImportStatementBody = BodyOf<typeof importStatement>;

/** Records a statement's new incoming transfers; those that matched a job paid it, so the jobs read again too. */
export function useImportStatement() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${importStatement.method} ${importStatement.path}`, (_key: string, { arg }: { arg: ImportStatementBody }) => apiRequest(importStatement, { body: arg }), {
    onSuccess: () => {
      void mutate(isBankTransferKey);
      void mutate(keyUnderPath(listRepairsPath));
    },
  });
}
