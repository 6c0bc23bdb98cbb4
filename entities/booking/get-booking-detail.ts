import useSWR from 'swr';
import { getBooking } from '../../contract/bookings';
import { apiRequest } from '../../contract/client';

export function bookingDetailKey(id: string) {
  return [getBooking.path, id] as const;
}

export function fetchBookingDetail(id: string) {
  return apiRequest(getBooking, { params: { id } });
}

/** One booking with its change history (newest first); nothing is asked without an id. */
export function useBookingDetail(id: string | null | undefined) {
  return useSWR(id ? bookingDetailKey(id) : null, ([, bookingId]) => fetchBookingDetail(bookingId));
}
