import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { createDeskBooking, type deskBookingBodySchema } from '../../contract/bookings';
import { apiRequest } from '../../contract/client';
import { isBookingKey } from './booking-cache';

export type DeskBookingInput = z.input<typeof deskBookingBodySchema>;

export function postDeskBooking(body: DeskBookingInput) {
  return apiRequest(createDeskBooking, { body });
}

/**
 * The front desk books a caller in; every view of bookings refreshes (the board, the list and
 * the day's availability: a place is taken). No idempotency key: staff see the answer or the
 * board, and a second try after a lost answer is refused as the same phone in the same slot.
 */
export function useCreateDeskBooking() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${createDeskBooking.method} ${createDeskBooking.path}`, (_key: string, { arg }: { arg: DeskBookingInput }) => postDeskBooking(arg), {
    onSuccess() {
      void mutate(isBookingKey);
    },
  });
}
