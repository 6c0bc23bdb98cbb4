import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { updateUsualBranch } from '../../contract/branches';
import { apiRequest } from '../../contract/client';
import type { BranchId } from '../../contract/garage';
import { branchSettingsKey } from './get-branch-settings';

export function putUsualBranch(branch: BranchId | null) {
  return apiRequest(updateUsualBranch, { body: { branch } });
}

/** Saves the branch the signed-in staff member usually works at (null: both); the bookings screens open on it from then on. */
export function useUpdateUsualBranch() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${updateUsualBranch.method} ${updateUsualBranch.path}`, (_key: string, { arg }: { arg: BranchId | null }) => putUsualBranch(arg), {
    onSuccess(settings) {
      void mutate(branchSettingsKey, settings, { revalidate: false });
    },
  });
}
