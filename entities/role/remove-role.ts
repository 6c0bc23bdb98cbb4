import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { listAccounts } from '../../contract/accounts';
import { keyUnderPath } from '../../contract/cache-keys';
import { apiRequest } from '../../contract/client';
import { removeRole, type RoleChangeBody } from '../../contract/roles';

/** The account entity's keys, built from the contract path (an entity never imports another). */
const isAccountKey = keyUnderPath(listAccounts.path);

export function postRemoveRole(body: RoleChangeBody) {
  return apiRequest(removeRole, { body });
}

/** Takes one role from an account (a Master's never); every view of accounts (their roles show there) refreshes. */
export function useRemoveRole() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${removeRole.method} ${removeRole.path}`, (_key: string, { arg }: { arg: RoleChangeBody }) => postRemoveRole(arg), {
    onSuccess() {
      void mutate(isAccountKey);
    },
  });
}
