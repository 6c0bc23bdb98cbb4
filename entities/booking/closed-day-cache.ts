import { useSWRConfig } from 'swr';
import { isBookingKey } from './booking-cache';
import { affectedBookingsKey } from './get-affected-bookings';

/**
 * What a day opened or closed changes: the closed days and every day's availability, board and
 * lists (all under the bookings' path, '/api/contacts'), and the bookings staff have to move.
 */
export const isClosedDayKey = (key: unknown) => isBookingKey(key) || key === affectedBookingsKey;

/** Refreshes all of it, in the cache the component sees. */
export function useRefreshClosedDays() {
  const { mutate } = useSWRConfig();
  return () => mutate(isClosedDayKey);
}
