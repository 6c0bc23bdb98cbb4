import { useSWRConfig } from 'swr';
import { keyUnderPath } from '../../contract/cache-keys';
import { listStaff } from '../../contract/staff';

/** Every swr key of this entity starts with its contract path: this matches all of them. */
export const isStaffKey = keyUnderPath(listStaff.path);

/** Refreshes every view of this entity (lists, pages, details), in the cache the component sees. */
export function useRefreshStaff() {
  const { mutate } = useSWRConfig();
  return () => mutate(isStaffKey);
}
