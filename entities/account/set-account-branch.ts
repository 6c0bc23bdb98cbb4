import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BranchId } from '../../contract/garage';
import { setAccountBranch } from '../../contract/workshop';
import { isAccountKey } from './account-cache';

/** A master sets the branch an account works at (a technician's tablet shows that branch's jobs); every view of accounts refreshes. */
export function useSetAccountBranch() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${setAccountBranch.method} ${setAccountBranch.path}`,
    (_key: string, { arg }: { arg: { accountId: string; branch: BranchId | null } }) => apiRequest(setAccountBranch, { params: { id: arg.accountId }, body: { branch: arg.branch } }),
    {
      onSuccess() {
        void mutate(isAccountKey);
      },
    },
  );
}
