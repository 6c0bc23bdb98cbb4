import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { deleteStaff } from '../../contract/staff';
import { isStaffKey } from './staff-cache';

export function removeStaff(id: string) {
  return apiRequest(deleteStaff, { params: { id } });
}

/** Deletes one; every view of this entity refreshes. */
export function useDeleteStaff() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${deleteStaff.method} ${deleteStaff.path}`, (_key: string, { arg }: { arg: string }) => removeStaff(arg), {
    onSuccess() {
      void mutate(isStaffKey);
    },
  });
}
