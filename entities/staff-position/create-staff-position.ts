import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { keyUnderPath } from '../../contract/cache-keys';
import { listStaff } from '../../contract/staff';
import { createStaffPosition } from '../../contract/staff-positions';
import { isStaffPositionKey } from './staff-position-cache';

export type StaffPositionCreateBody = BodyOf<typeof createStaffPosition>;

export function postStaffPosition(body: StaffPositionCreateBody) {
  return apiRequest(createStaffPosition, { body });
}

/** Adds one; every view of this entity refreshes (a staff member shows their position by name, so those lists refresh too). */
export function useCreateStaffPosition() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(createStaffPosition.path, (_key: string, { arg }: { arg: StaffPositionCreateBody }) => postStaffPosition(arg), {
    onSuccess() {
      void mutate(isStaffPositionKey);
      void mutate(keyUnderPath(listStaff.path));
    },
  });
}
