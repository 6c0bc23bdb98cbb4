import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { MyBooking } from '../../contract/bookings';
import type { BranchId } from '../../contract/garage';
import type { TimeSlot } from '../../contract/constants';
import { lookedUpBookingCalendarPath, lookupBookingPath } from '../../contract/api-paths';
import { apiRequest } from '../../contract/client';
import { isBookingKey } from './booking-cache';

export const lookupKeyPrefix = lookupBookingPath;

/** A reference as the server keeps it (normalised) and the phone it was booked with. */
export interface BookingLookupInput {
  code: string;
  phone: string;
}

export interface LookupRescheduleInput extends BookingLookupInput {
  date: string;
  timeSlot: TimeSlot;
  branch: BranchId;
}

export function lookupKey({ code, phone }: BookingLookupInput) {
  return [lookupKeyPrefix, code, phone] as const;
}

/** 'Thêm vào lịch': the booking's calendar file, which the browser downloads as it is. */
export function lookupCalendarHref({ code, phone }: BookingLookupInput): string {
  return `${lookedUpBookingCalendarPath}?${new URLSearchParams({ code, phone }).toString()}`;
}

export async function fetchLookedUpBooking({ code, phone }: BookingLookupInput) {
  const { lookupBooking } = await import('../../contract/bookings');
  return apiRequest(lookupBooking, { query: { code, phone } });
}

export async function postCancelLookedUp(lookup: BookingLookupInput) {
  const { cancelLookedUpBooking } = await import('../../contract/bookings');
  return apiRequest(cancelLookedUpBooking, { body: lookup });
}

export async function postRescheduleLookedUp(input: LookupRescheduleInput) {
  const { rescheduleLookedUpBooking } = await import('../../contract/bookings');
  return apiRequest(rescheduleLookedUpBooking, { body: input });
}

/**
 * The booking of a reference and phone, once both are given. Every wrong answer counts against
 * the visitor's tries on the server (429 after a few), so nothing is asked again by itself: no
 * retry, no refresh on focus or reconnection; the page asks again when the visitor does.
 */
export function useLookedUpBooking(lookup: BookingLookupInput | null) {
  return useSWR(lookup ? lookupKey(lookup) : null, ([, code, phone]) => fetchLookedUpBooking({ code, phone }), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
}

/**
 * After a cancel or a move: the looked-up booking is the answer itself (asking again would be
 * one more lookup), and every other view of bookings reads again (the day's places changed),
 * but no lookup: an earlier wrong one asked again would count as one more wrong try.
 */
function refreshAfterChange(mutate: ScopedMutator, lookup: BookingLookupInput, booking: MyBooking) {
  void mutate(lookupKey(lookup), booking, { revalidate: false });
  void mutate((key) => isBookingKey(key) && !(Array.isArray(key) && key[0] === lookupKeyPrefix));
}

/** Cancels the looked-up booking; its card shows the answer. */
export function useCancelLookedUpBooking() {
  const { mutate } = useSWRConfig();
  return useSWRMutation('POST /api/contacts/lookup/cancel', async (_key: string, { arg }: { arg: BookingLookupInput }) => {
    const booking = await postCancelLookedUp(arg);
    refreshAfterChange(mutate, arg, booking);
    return booking;
  });
}

/** Moves the looked-up booking to another day, slot or branch; its card shows the answer. */
export function useRescheduleLookedUpBooking() {
  const { mutate } = useSWRConfig();
  return useSWRMutation('POST /api/contacts/lookup/reschedule', async (_key: string, { arg }: { arg: LookupRescheduleInput }) => {
    const booking = await postRescheduleLookedUp(arg);
    refreshAfterChange(mutate, { code: arg.code, phone: arg.phone }, booking);
    return booking;
  });
}
