import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { listBookings } from '../../contract/bookings';
import { updateBranchCapacity } from '../../contract/branches';
import { keyUnderPath } from '../../contract/cache-keys';
import { apiRequest } from '../../contract/client';
import type { BranchId } from '../../contract/garage';
import { branchSettingsKey } from './get-branch-settings';

export interface BranchCapacityChange {
  branch: BranchId;
  /** Places per slot; null goes back to the default. */
  slotCapacity: number | null;
}

export function putBranchCapacity({ branch, slotCapacity }: BranchCapacityChange) {
  return apiRequest(updateBranchCapacity, { params: { branch }, body: { slotCapacity } });
}

// Bookings' keys, written from the contract path: an entity does not import another.
const isBookingKey = keyUnderPath(listBookings.path);

/**
 * The master sets a branch's places per slot. The answer is the whole settings page (with the
 * new change listed); boards and availability show the new places at once (the start page's
 * figures follow within their 30 seconds: reading their contract here would put it in a chunk
 * of its own that every page's entry has to name).
 */
export function useUpdateBranchCapacity() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${updateBranchCapacity.method} ${updateBranchCapacity.path}`, (_key: string, { arg }: { arg: BranchCapacityChange }) => putBranchCapacity(arg), {
    onSuccess(settings) {
      void mutate(branchSettingsKey, settings, { revalidate: false });
      void mutate(isBookingKey);
    },
  });
}
