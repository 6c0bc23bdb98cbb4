import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { keyUnderPath } from '../../contract/cache-keys';
import { listStaff } from '../../contract/staff';
import { updateStaffPosition } from '../../contract/staff-positions';
import { isStaffPositionKey } from './staff-position-cache';

export type StaffPositionUpdateBody = BodyOf<typeof updateStaffPosition>;

export function putStaffPosition(id: string, body: StaffPositionUpdateBody) {
  return apiRequest(updateStaffPosition, { params: { id }, body });
}

/** Saves one; every view of this entity refreshes (a staff member shows their position by name, so those lists refresh too). */
export function useUpdateStaffPosition() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${updateStaffPosition.method} ${updateStaffPosition.path}`, (_key: string, { arg }: { arg: { id: string; body: StaffPositionUpdateBody } }) => putStaffPosition(arg.id, arg.body), {
    onSuccess() {
      void mutate(isStaffPositionKey);
      void mutate(keyUnderPath(listStaff.path));
    },
  });
}
