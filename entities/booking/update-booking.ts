import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { updateBooking } from '../../contract/bookings';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { isBookingKey } from './booking-cache';

export type BookingUpdateBody = BodyOf<typeof updateBooking>;

export function putBooking(id: string, body: BookingUpdateBody) {
  return apiRequest(updateBooking, { params: { id }, body });
}

/** Saves an edit with its reason; every view of bookings refreshes (list, board, detail, public list). */
export function useUpdateBooking() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${updateBooking.method} ${updateBooking.path}`,
    (_key: string, { arg }: { arg: { id: string; body: BookingUpdateBody } }) => putBooking(arg.id, arg.body),
    {
      onSuccess() {
        void mutate(isBookingKey);
      },
    },
  );
}
