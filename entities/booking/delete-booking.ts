import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { deleteBooking } from '../../contract/bookings';
import { apiRequest } from '../../contract/client';
import { isBookingKey } from './booking-cache';

export function removeBooking(id: string) {
  return apiRequest(deleteBooking, { params: { id } });
}

/** Deletes one; every view of bookings refreshes. */
export function useDeleteBooking() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${deleteBooking.method} ${deleteBooking.path}`, (_key: string, { arg }: { arg: string }) => removeBooking(arg), {
    onSuccess() {
      void mutate(isBookingKey);
    },
  });
}
