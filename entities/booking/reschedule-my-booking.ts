import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { rescheduleMyBooking, type RescheduleBody } from '../../contract/bookings';
import { apiRequest } from '../../contract/client';
import { isBookingKey } from './booking-cache';

export function putRescheduleMyBooking(id: string, body: RescheduleBody) {
  return apiRequest(rescheduleMyBooking, { params: { id }, body });
}

/** The customer moves one of their appointments; their list and the slots' availability refresh (a place is freed, another taken). */
export function useRescheduleMyBooking() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${rescheduleMyBooking.method} ${rescheduleMyBooking.path}`,
    (_key: string, { arg }: { arg: { id: string; body: RescheduleBody } }) => putRescheduleMyBooking(arg.id, arg.body),
    {
      onSuccess() {
        void mutate(isBookingKey);
      },
    },
  );
}
