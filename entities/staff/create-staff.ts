import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { createStaff } from '../../contract/staff';
import { isStaffKey } from './staff-cache';

export type StaffCreateBody = BodyOf<typeof createStaff>;

export function postStaff(body: StaffCreateBody) {
  return apiRequest(createStaff, { body });
}

/** Adds one; every view of this entity refreshes. */
export function useCreateStaff() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(createStaff.path, (_key: string, { arg }: { arg: StaffCreateBody }) => postStaff(arg), {
    onSuccess() {
      void mutate(isStaffKey);
    },
  });
}
