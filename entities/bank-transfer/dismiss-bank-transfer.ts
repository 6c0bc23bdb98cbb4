import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { dismissBankTransfer } from '../../contract/bank-transfers';
import { apiRequest } from '../../contract/client';
import { isBankTransferKey } from './bank-transfer-cache';

/** A transfer that pays no job is set aside with the reason staff give. */
export function useDismissBankTransfer() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${dismissBankTransfer.method} ${dismissBankTransfer.path}`,
    (_key: string, { arg }: { arg: { id: string; reason: string } }) =>
      apiRequest(dismissBankTransfer, {
        params: { id: arg.id },
        body: { reason: arg.reason },
      }),
    { onSuccess: () => void mutate(isBankTransferKey) },
  );
}
