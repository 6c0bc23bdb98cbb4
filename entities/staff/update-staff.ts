import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { updateStaff } from '../../contract/staff';
import { isStaffKey } from './staff-cache';

export type StaffUpdateBody = BodyOf<typeof updateStaff>;

export function putStaff(id: string, body: StaffUpdateBody) {
  return apiRequest(updateStaff, { params: { id }, body });
}

/** Saves one; every view of this entity refreshes. */
export function useUpdateStaff() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${updateStaff.method} ${updateStaff.path}`, (_key: string, { arg }: { arg: { id: string; body: StaffUpdateBody } }) => putStaff(arg.id, arg.body), {
    onSuccess() {
      void mutate(isStaffKey);
    },
  });
}
