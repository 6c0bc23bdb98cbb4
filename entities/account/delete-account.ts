import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { deleteAccount } from '../../contract/accounts';
import { apiRequest } from '../../contract/client';
import { isAccountKey } from './account-cache';

export function removeAccount(id: string) {
  return apiRequest(deleteAccount, { params: { id } });
}

/** Deletes one; every view of this entity refreshes. */
export function useDeleteAccount() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${deleteAccount.method} ${deleteAccount.path}`, (_key: string, { arg }: { arg: string }) => removeAccount(arg), {
    onSuccess() {
      void mutate(isAccountKey);
    },
  });
}
