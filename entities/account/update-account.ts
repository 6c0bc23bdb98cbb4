import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { updateAccount, type UpdateAccountBody } from '../../contract/accounts';
import { apiRequest } from '../../contract/client';
import { isAccountKey } from './account-cache';
import { accountKey } from './get-account';

export function putAccount(id: string, body: UpdateAccountBody) {
  return apiRequest(updateAccount, { params: { id }, body });
}

/** Saves the profile and puts the saved account straight into the cache (profile page and header). */
export function useUpdateAccount(id: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['account/update', id], ([, accountId]: readonly [string, string], { arg }: { arg: UpdateAccountBody }) => putAccount(accountId, arg), {
    onSuccess(answer) {
      void mutate(accountKey(id), { status: answer.status, account: answer.account }, { revalidate: false });
    },
  });
}

/** A Master saving someone else's account from the back office; every view of accounts refreshes. */
export function useUpdateManagedAccount() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${updateAccount.method} ${updateAccount.path}`, (_key: string, { arg }: { arg: { id: string; body: UpdateAccountBody } }) => putAccount(arg.id, arg.body), {
    onSuccess() {
      void mutate(isAccountKey);
    },
  });
}
