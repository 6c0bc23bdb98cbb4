import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { assignRepair } from '../../contract/repairs';
import { isRepairKey } from './repair-cache';

export function putRepairStaff(id: string, staffId: string | null) {
  return apiRequest(assignRepair, { params: { id }, body: { staffId } });
}

/** Changes who is in charge of a job (null: nobody yet); the board's cards and the job refresh. */
export function useAssignRepair() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${assignRepair.method} ${assignRepair.path}`,
    (_key: string, { arg }: { arg: { id: string; staffId: string | null } }) => putRepairStaff(arg.id, arg.staffId),
    {
      onSuccess() {
        void mutate(isRepairKey);
      },
    },
  );
}
