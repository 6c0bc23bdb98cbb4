import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { updateBookingStatus } from '../../contract/bookings';
import { apiRequest } from '../../contract/client';
import type { BookingStatus } from '../../contract/constants';
import { isBookingKey } from './booking-cache';

export function putBookingStatus(id: string, status: BookingStatus) {
  return apiRequest(updateBookingStatus, { params: { id }, body: { status } });
}

/** Sets one of the three statuses; every view of bookings refreshes (a cancelled booking frees its place). */
export function useUpdateBookingStatus() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${updateBookingStatus.method} ${updateBookingStatus.path}`,
    (_key: string, { arg }: { arg: { id: string; status: BookingStatus } }) => putBookingStatus(arg.id, arg.status),
    {
      onSuccess() {
        void mutate(isBookingKey);
      },
    },
  );
}
