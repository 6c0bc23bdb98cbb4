import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { disableAccount, enableAccount } from '../../contract/roles';
import { isAccountKey } from './account-cache';

export interface AccountActiveChange {
  accountId: string;
  /** true unlocks (PUT /api/roles/enable), false locks (PUT /api/roles/disable). */
  active: boolean;
}

/** Locks or unlocks; the answer's `message` is what the toast says. */
export function putAccountActive({ accountId, active }: AccountActiveChange) {
  return apiRequest(active ? enableAccount : disableAccount, { body: { accountId } });
}

/** Locks or unlocks an account (a locked one is signed out everywhere); every view of accounts refreshes. */
export function useSetAccountActive() {
  const { mutate } = useSWRConfig();
  return useSWRMutation('PUT /api/roles/enable|disable', (_key: string, { arg }: { arg: AccountActiveChange }) => putAccountActive(arg), {
    onSuccess() {
      void mutate(isAccountKey);
    },
  });
}
