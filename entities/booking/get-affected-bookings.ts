import useSWR from 'swr';
import { listAffectedBookings } from '../../contract/closed-days';
import { apiRequest } from '../../contract/client';

export const affectedBookingsKey = listAffectedBookings.path;

export function fetchAffectedBookings() {
  return apiRequest(listAffectedBookings);
}

/** Bookings not cancelled, from today, on a day their branch is closed: staff move each one. */
export function useAffectedBookings() {
  return useSWR(affectedBookingsKey, fetchAffectedBookings);
}
