import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { assignBankTransfer } from '../../contract/bank-transfers';
import { keyUnderPath } from '../../contract/cache-keys';
import { apiRequest } from '../../contract/client';
import { listRepairsPath } from '../../contract/api-paths';
import { isBankTransferKey } from './bank-transfer-cache';

/** A transfer staff recognise becomes that job's payment: the transfers and the jobs (another entity's keys, by their path) read again. */
export function useAssignBankTransfer() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${assignBankTransfer.method} ${assignBankTransfer.path}`,
    (_key: string, { arg }: { arg: { id: string; code: string } }) =>
      apiRequest(assignBankTransfer, {
        params: { id: arg.id },
        body: { code: arg.code },
      }),
    {
      onSuccess: () => {
        void mutate(isBankTransferKey);
        void mutate(keyUnderPath(listRepairsPath));
      },
    },
  );
}
