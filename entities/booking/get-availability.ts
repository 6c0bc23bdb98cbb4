import useSWR from 'swr';
import type { BranchId } from '../../contract/garage';
import { getAvailabilityPath } from '../../contract/api-paths';
import { apiRequest } from '../../contract/client';

export const availabilityKeyPrefix = getAvailabilityPath;

export async function fetchAvailability(date: string, branch: BranchId) {
  const { getAvailability } = await import('../../contract/bookings');
  return apiRequest(getAvailability, { query: { date, branch } });
}

/** The slots of one day at one branch (each branch has its own places); nothing is asked until a valid day and a branch are picked. */
export function useAvailability(date: string | undefined, branch: BranchId | undefined) {
  return useSWR(date && branch ? ([availabilityKeyPrefix, date, branch] as const) : null, ([, day, at]) => fetchAvailability(day, at));
}
