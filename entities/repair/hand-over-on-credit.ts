import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { keyUnderPath } from '../../contract/cache-keys';
import { handOverOnCredit, listCreditAccounts } from '../../contract/payments';
import { refreshRepairViews } from './repair-cache';

export type HandOverOnCreditBody = BodyOf<typeof handOverOnCredit>;

/** A master lets the job go on credit: it closes, and what was left becomes the account's receivable. */
export function useHandOverOnCredit() {
  const { mutate } = useSWRConfig();
  // The account's debt changes too: its list is matched by its contract path, another entity's key.
  const refresh = () => {
    refreshRepairViews(mutate);
    void mutate(keyUnderPath(listCreditAccounts.path));
  };
  return useSWRMutation(
    `${handOverOnCredit.method} ${handOverOnCredit.path}`,
    (_key: string, { arg }: { arg: { id: string; body: HandOverOnCreditBody } }) => apiRequest(handOverOnCredit, { params: { id: arg.id }, body: arg.body }),
    { onSuccess: refresh, onError: refresh },
  );
}
