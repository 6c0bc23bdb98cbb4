import useSWR from 'swr';
import { listBookings } from '../../contract/bookings';
import { apiRequest } from '../../contract/client';
import { ARTIFICIAL_DELAY_MS } from '../../contract/constants';

export const bookingsKey = listBookings.path;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function getBookings() {
  return apiRequest(listBookings);
}

/**
 * The appointment list. The spec keeps a 2-second artificial delay on this list's
 * loading state, so the answer (or the failure) is held until the delay is over too.
 */
export function useBookings(enabled: boolean, delayMs: number = ARTIFICIAL_DELAY_MS) {
  return useSWR(enabled ? bookingsKey : null, async () => {
    const [bookings] = await Promise.allSettled([getBookings(), wait(delayMs)]);
    if (bookings.status === 'rejected') throw bookings.reason;
    return bookings.value;
  });
}
