import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { deleteStaffPosition } from '../../contract/staff-positions';
import { isStaffPositionKey } from './staff-position-cache';

export function removeStaffPosition(id: string) {
  return apiRequest(deleteStaffPosition, { params: { id } });
}

/** Deletes one; every view of this entity refreshes. */
export function useDeleteStaffPosition() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${deleteStaffPosition.method} ${deleteStaffPosition.path}`, (_key: string, { arg }: { arg: string }) => removeStaffPosition(arg), {
    onSuccess() {
      void mutate(isStaffPositionKey);
    },
  });
}
