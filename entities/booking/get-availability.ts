import useSWR from 'swr';
import { apiRequest } from '../../contract/client';

/** getAvailability.path of contract/bookings.ts, written out: the key needs no contract module, whose schemas (zod) load with the first request instead of with the contact page. */
export const availabilityKeyPrefix = '/api/contacts/availability';

export async function fetchAvailability(date: string) {
  const { getAvailability } = await import('../../contract/bookings');
  return apiRequest(getAvailability, { query: { date } });
}

/** The slots of one day; nothing is asked until a valid day is picked. */
export function useAvailability(date: string | undefined) {
  return useSWR(date ? ([availabilityKeyPrefix, date] as const) : null, ([, day]) => fetchAvailability(day));
}
