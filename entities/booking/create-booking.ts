import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { createBooking, listBookings } from '../../contract/bookings';
import { apiRequest } from '../../contract/client';
import type { z } from 'zod';
import { availabilityKeyPrefix } from './get-availability';

export type CreateBookingBody = z.input<NonNullable<(typeof createBooking)['body']>>;

export function postBooking(body: CreateBookingBody) {
  return apiRequest(createBooking, { body });
}

/** Sends an appointment; a taken place changes the day's availability and the list. */
export function useCreateBooking() {
  const { mutate } = useSWRConfig();
  return useSWRMutation('create-booking', (_key: string, { arg }: { arg: CreateBookingBody }) => postBooking(arg), {
    onSuccess(booking) {
      void mutate((key) => Array.isArray(key) && key[0] === availabilityKeyPrefix && key[1] === booking.date);
      void mutate(listBookings.path);
    },
  });
}
