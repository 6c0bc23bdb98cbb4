import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { updateBookingStatus } from '../../contract/bookings';
import { apiRequest } from '../../contract/client';
import type { BookingStatus } from '../../contract/constants';
import { isBookingKey } from './booking-cache';

/** A status to set; a cancel carries the reason the customer is told. */
export interface BookingStatusChange {
  id: string;
  status: BookingStatus;
  reason?: string;
}

export function putBookingStatus({ id, status, reason }: BookingStatusChange) {
  return apiRequest(updateBookingStatus, { params: { id }, body: { status, reason } });
}

/** Sets one of the three statuses; every view of bookings refreshes (a cancelled booking frees its place). */
export function useUpdateBookingStatus() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${updateBookingStatus.method} ${updateBookingStatus.path}`,
    (_key: string, { arg }: { arg: BookingStatusChange }) => putBookingStatus(arg),
    {
      onSuccess() {
        void mutate(isBookingKey);
      },
    },
  );
}
