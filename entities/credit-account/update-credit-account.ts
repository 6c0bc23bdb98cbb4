import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { updateCreditAccount } from '../../contract/payments';
import { isCreditAccountKey } from './credit-account-cache';

export type CreditAccountUpdateBody = BodyOf<typeof updateCreditAccount>;

export function putCreditAccount(id: string, body: CreditAccountUpdateBody) {
  return apiRequest(updateCreditAccount, { params: { id }, body });
}

/** A master changes an account's limit, days or stops its credit; the lists and its statement refresh. */
export function useUpdateCreditAccount() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${updateCreditAccount.method} ${updateCreditAccount.path}`,
    (_key: string, { arg }: { arg: { id: string; body: CreditAccountUpdateBody } }) => putCreditAccount(arg.id, arg.body),
    {
      onSuccess() {
        void mutate(isCreditAccountKey);
      },
    },
  );
}
