import { useSWRConfig } from 'swr';
import { keyUnderPath } from '../../contract/cache-keys';
import { listStaffPositions } from '../../contract/staff-positions';

/** Every swr key of this entity starts with its contract path: this matches all of them. */
export const isStaffPositionKey = keyUnderPath(listStaffPositions.path);

/** Refreshes every view of this entity (lists, pages, details), in the cache the component sees. */
export function useRefreshStaffPositions() {
  const { mutate } = useSWRConfig();
  return () => mutate(isStaffPositionKey);
}
