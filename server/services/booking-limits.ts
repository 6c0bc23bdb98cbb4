import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../contract/messages';
import { HttpError } from '../lib/http-errors';
import { consumeOrRefuse, openLimiterStore, refuseTooMany, type Refusal } from '../lib/limiter-store';

/**
 * How many bookings one caller may make: an address (a browser, or a whole office behind
 * one router) and a phone number each get a few, so one person cannot fill a day's slots.
 * Staff booking for callers at the front desk are not counted, and a signed-in customer
 * booking for the phone on their own account is not counted against that phone: anyone can
 * type someone else's number, and must not lock its owner out.
 */
export interface BookingLimitSettings {
  perAddress: number;
  addressWindowSeconds: number;
  perPhone: number;
  phoneWindowSeconds: number;
  /** Namespaces the Redis keys, so several apps or test runs never share counters. */
  keyPrefix: string;
}

export const DEFAULT_BOOKING_LIMITS: BookingLimitSettings = {
  perAddress: 5,
  addressWindowSeconds: 10 * 60,
  perPhone: 3,
  phoneWindowSeconds: 24 * 60 * 60,
  keyPrefix: 'booking-limit',
};

export interface BookingLimiter {
  /** Counts one booking for the address and the phone (null: the address only); a refusal when either is over its limit. */
  take(address: string, phone: string | null): Promise<Refusal | null>;
  close(): Promise<void>;
}

export async function createBookingLimiter(
  settings: BookingLimitSettings,
  redisUrl: string | undefined,
  onStoreError: (error: unknown) => void,
): Promise<BookingLimiter> {
  const store = await openLimiterStore(redisUrl, onStoreError);
  const byAddress = store.make({ points: settings.perAddress, duration: settings.addressWindowSeconds, keyPrefix: `${settings.keyPrefix}:address` });
  const byPhone = store.make({ points: settings.perPhone, duration: settings.phoneWindowSeconds, keyPrefix: `${settings.keyPrefix}:phone` });
  return {
    async take(address, phone) {
      // Both are counted, so alternating phones from one address does not escape the address limit.
      const [phoneRefusal, addressRefusal] = await Promise.all([
        phone === null ? null : consumeOrRefuse(byPhone, phone, messages.bookings.tooManyForPhone),
        consumeOrRefuse(byAddress, address, messages.bookings.tooManyFromAddress),
      ]);
      if (phoneRefusal && addressRefusal) return phoneRefusal.retryAfterSeconds >= addressRefusal.retryAfterSeconds ? phoneRefusal : addressRefusal;
      return phoneRefusal ?? addressRefusal;
    },
    close: () => store.close(),
  };
}

/**
 * Lets a new booking through, or refuses it with 429, the Vietnamese reason and Retry-After.
 * Staff are not counted: the front desk books for callers all day from one address. The
 * phone's owner signed in (`ownsPhone`) is counted for the address only.
 */
export async function admitBooking(limiter: BookingLimiter, request: FastifyRequest, reply: FastifyReply, phone: string, caller: { ownsPhone: boolean }) {
  if (request.user?.isStaff) return;
  const refusal = await limiter.take(request.ip, caller.ownsPhone ? null : phone);
  if (!refusal) return;
  request.log.warn({ ip: request.ip }, 'booking limit reached');
  refuseTooMany(reply, refusal);
}

/**
 * Wrong lookups ('Tra cứu lịch hẹn', 'Theo dõi sửa chữa', a guest's quote answer: a reference
 * and a phone) one address may make before it is refused for the rest of its window. Each try
 * is taken from the address's budget before the lookup runs and given back when it was right,
 * so a right answer costs nothing and many tries sent at once get at most `perAddress` wrong answers
 * (a check before and a count after would let them all through together). Only the guessing
 * address is held: a count per reference would let anyone lock its owner out with a few wrong
 * phones. With 32^6 references and a phone to match, 10 wrong tries per 15 minutes leave a
 * guesser nowhere.
 */
export interface LookupLimitSettings {
  perAddress: number;
  addressWindowSeconds: number;
  keyPrefix: string;
  /** What a refused lookup says; the booking lookup's words unless given (the repair tracking page has its own). */
  refusal?: string;
}

export const DEFAULT_LOOKUP_LIMITS: LookupLimitSettings = {
  perAddress: 10,
  addressWindowSeconds: 15 * 60,
  keyPrefix: 'booking-lookup',
};

export interface LookupLimiter {
  /**
   * Runs one lookup within the address's budget: refused with 429 and Retry-After when it is
   * used up; a lookup ending in 404 (a wrong reference or phone) keeps the try it took, any
   * other end gives it back.
   */
  attempt<T>(request: FastifyRequest, reply: FastifyReply, run: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const isMiss = (error: unknown) => error instanceof HttpError && error.statusCode === 404;

export async function createLookupLimiter(
  settings: LookupLimitSettings,
  redisUrl: string | undefined,
  onStoreError: (error: unknown) => void,
): Promise<LookupLimiter> {
  const store = await openLimiterStore(redisUrl, onStoreError);
  const byAddress = store.make({ points: settings.perAddress, duration: settings.addressWindowSeconds, keyPrefix: `${settings.keyPrefix}:address` });
  return {
    async attempt(request, reply, run) {
      const refusal = await consumeOrRefuse(byAddress, request.ip, settings.refusal ?? messages.bookings.tooManyLookups);
      if (refusal) {
        request.log.warn({ ip: request.ip }, 'booking lookup limit reached');
        refuseTooMany(reply, refusal);
      }
      // A right answer must reach its owner even if the store fails to take the try back.
      const giveBack = () => byAddress.reward(request.ip, 1).catch((error: unknown) => request.log.warn({ err: error }, 'booking lookup limit not given back'));
      try {
        const answer = await run();
        await giveBack();
        return answer;
      } catch (error) {
        if (!isMiss(error)) await giveBack();
        throw error;
      }
    },
    close: () => store.close(),
  };
}
