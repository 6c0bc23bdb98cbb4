import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { createCreditAccount } from '../../contract/payments';
import { isCreditAccountKey } from './credit-account-cache';

export type CreditAccountBody = BodyOf<typeof createCreditAccount>;

export function postCreditAccount(body: CreditAccountBody) {
  return apiRequest(createCreditAccount, { body });
}

/** A master allows a customer or company credit; every list of accounts refreshes. */
export function useCreateCreditAccount() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${createCreditAccount.method} ${createCreditAccount.path}`, (_key: string, { arg }: { arg: CreditAccountBody }) => postCreditAccount(arg), {
    onSuccess() {
      void mutate(isCreditAccountKey);
    },
  });
}
