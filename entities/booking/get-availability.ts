import useSWR from 'swr';
import { getAvailability } from '../../contract/bookings';
import { apiRequest } from '../../contract/client';

export const availabilityKeyPrefix = getAvailability.path;

export function fetchAvailability(date: string) {
  return apiRequest(getAvailability, { query: { date } });
}

/** The slots of one day; nothing is asked until a valid day is picked. */
export function useAvailability(date: string | undefined) {
  return useSWR(date ? ([availabilityKeyPrefix, date] as const) : null, ([, day]) => fetchAvailability(day));
}
