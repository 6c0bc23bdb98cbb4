import useSWR from 'swr';
import type { BranchId } from '../../contract/garage';
import { apiRequest } from '../../contract/client';

/** getAvailability.path of contract/bookings.ts, written out: the key needs no contract module, whose schemas (zod) load with the first request instead of with the contact page. */
export const availabilityKeyPrefix = '/api/contacts/availability';

export async function fetchAvailability(date: string, branch: BranchId) {
  const { getAvailability } = await import('../../contract/bookings');
  return apiRequest(getAvailability, { query: { date, branch } });
}

/** The slots of one day at one branch (each branch has its own places); nothing is asked until a valid day and a branch are picked. */
export function useAvailability(date: string | undefined, branch: BranchId | undefined) {
  return useSWR(date && branch ? ([availabilityKeyPrefix, date, branch] as const) : null, ([, day, at]) => fetchAvailability(day, at));
}
