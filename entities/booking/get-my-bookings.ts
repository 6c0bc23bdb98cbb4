import useSWR from 'swr';
import { listMyBookings } from '../../contract/bookings';
import { apiRequest } from '../../contract/client';

/** Under '/api/contacts', so every booking write (the customer's cancel, a staff edit) refreshes it. */
export function myBookingsKey(accountId: string) {
  return [listMyBookings.path, accountId] as const;
}

export function fetchMyBookings() {
  return apiRequest(listMyBookings);
}

/** The signed-in customer's own appointments, latest first; nothing is asked for a visitor. */
export function useMyBookings(accountId: string | undefined) {
  return useSWR(accountId ? myBookingsKey(accountId) : null, () => fetchMyBookings());
}
