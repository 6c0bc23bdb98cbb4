import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { cancelMyBooking } from '../../contract/bookings';
import { apiRequest } from '../../contract/client';
import { isBookingKey } from './booking-cache';

export function putCancelMyBooking(id: string) {
  return apiRequest(cancelMyBooking, { params: { id } });
}

/** The customer cancels one of their appointments; their list and the slots' availability refresh (the place is free again). */
export function useCancelMyBooking() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${cancelMyBooking.method} ${cancelMyBooking.path}`, (_key: string, { arg: id }: { arg: string }) => putCancelMyBooking(id), {
    onSuccess() {
      void mutate(isBookingKey);
    },
  });
}
