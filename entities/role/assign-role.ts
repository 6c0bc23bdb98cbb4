import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { listAccounts } from '../../contract/accounts';
import { keyUnderPath } from '../../contract/cache-keys';
import { apiRequest } from '../../contract/client';
import { assignRole, type RoleChangeBody } from '../../contract/roles';

/** The account entity's keys, built from the contract path (an entity never imports another). */
const isAccountKey = keyUnderPath(listAccounts.path);

export function postAssignRole(body: RoleChangeBody) {
  return apiRequest(assignRole, { body });
}

/** Gives an account one role (giving one it has changes nothing); every view of accounts (their roles show there) refreshes. */
export function useAssignRole() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${assignRole.method} ${assignRole.path}`, (_key: string, { arg }: { arg: RoleChangeBody }) => postAssignRole(arg), {
    onSuccess() {
      void mutate(isAccountKey);
    },
  });
}
