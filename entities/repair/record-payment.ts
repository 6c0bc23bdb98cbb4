import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { recordPayment, type PaymentMethod } from '../../contract/repair-quotes';
import { refreshRepairViews } from './repair-cache';

/** The handover's payment, which closes the job; the board and the job read again whatever the answer. */
export function useRecordPayment() {
  const { mutate } = useSWRConfig();
  const refresh = () => refreshRepairViews(mutate);
  return useSWRMutation(
    `${recordPayment.method} ${recordPayment.path}`,
    (_key: string, { arg }: { arg: { id: string; method: PaymentMethod; version: number } }) =>
      apiRequest(recordPayment, { params: { id: arg.id }, body: { method: arg.method, version: arg.version } }),
    { onSuccess: refresh, onError: refresh },
  );
}
