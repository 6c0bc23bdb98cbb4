import { useRef } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { createBooking } from '../../contract/bookings';
import { ApiError, apiRequest } from '../../contract/client';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '../../contract/idempotency';
import type { z } from 'zod';
import { availabilityKeyPrefix } from './get-availability';

export type CreateBookingBody = z.input<NonNullable<(typeof createBooking)['body']>>;

// The contract (and zod) load with the first booking sent, not with the contact page's form.
export async function postBooking(body: CreateBookingBody, idempotencyKey?: string) {
  const { createBooking } = await import('../../contract/bookings');
  return apiRequest(createBooking, { body, ...(idempotencyKey ? { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } } : {}) });
}

/** An answer that proves no booking was made, so the next submit is a new attempt. */
function definitelyRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * Sends an appointment; a taken place changes the day's availability and the list. Each form
 * (each hook) keys its submission: sending the same values again after a lost answer or a
 * double click reuses the key, so the server answers the first booking instead of making a
 * second one. Changed values, a booking made or a refusal start a new key.
 */
export function useCreateBooking() {
  const { mutate } = useSWRConfig();
  const attempt = useRef<{ key: string; body: string } | null>(null);
  return useSWRMutation(
    'create-booking',
    async (_key: string, { arg }: { arg: CreateBookingBody }) => {
      const body = JSON.stringify(arg);
      if (attempt.current?.body !== body) attempt.current = { key: newIdempotencyKey(), body };
      try {
        const booking = await postBooking(arg, attempt.current.key);
        attempt.current = null;
        return booking;
      } catch (error) {
        if (definitelyRefused(error)) attempt.current = null;
        throw error;
      }
    },
    {
      onSuccess(booking) {
        void mutate((key) => Array.isArray(key) && key[0] === availabilityKeyPrefix && key[1] === booking.date);
        // The contract is loaded already: the booking was sent with it.
        void import('../../contract/bookings').then(({ listBookings, listMyBookings }) => {
          void mutate(listBookings.path);
          // A booking made while signed in is the customer's own: 'Lịch hẹn của tôi' shows it.
          void mutate((key) => Array.isArray(key) && key[0] === listMyBookings.path);
        });
      },
    },
  );
}
