import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../contract/messages';
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
 * Wrong lookups ('Tra cứu lịch hẹn': a reference and a phone) one address, and one reference
 * from anywhere, may make before they are refused for a while. A right answer costs nothing.
 * With 32^6 references and a phone to match, 10 wrong tries per address per 15 minutes leave
 * a guesser nowhere; 5 per reference stop many addresses working one known reference's phone.
 */
export interface LookupLimitSettings {
  perAddress: number;
  addressWindowSeconds: number;
  perCode: number;
  codeWindowSeconds: number;
  keyPrefix: string;
  /** What a refused lookup says; the booking lookup's words unless given (the repair tracking page has its own). */
  refusal?: string;
}

export const DEFAULT_LOOKUP_LIMITS: LookupLimitSettings = {
  perAddress: 10,
  addressWindowSeconds: 15 * 60,
  perCode: 5,
  codeWindowSeconds: 60 * 60,
  keyPrefix: 'booking-lookup',
};

export interface LookupLimiter {
  /** Refuses with 429 when the address or the reference has used up its wrong tries. */
  admit(request: FastifyRequest, reply: FastifyReply, code: string): Promise<void>;
  /** Counts one wrong try for the address and the reference. */
  missed(request: FastifyRequest, code: string): Promise<void>;
  close(): Promise<void>;
}

export async function createLookupLimiter(
  settings: LookupLimitSettings,
  redisUrl: string | undefined,
  onStoreError: (error: unknown) => void,
): Promise<LookupLimiter> {
  const store = await openLimiterStore(redisUrl, onStoreError);
  const byAddress = store.make({ points: settings.perAddress, duration: settings.addressWindowSeconds, keyPrefix: `${settings.keyPrefix}:address` });
  const byCode = store.make({ points: settings.perCode, duration: settings.codeWindowSeconds, keyPrefix: `${settings.keyPrefix}:code` });
  const spent = async (limiter: typeof byAddress, key: string, points: number) => {
    const state = await limiter.get(key);
    return state && state.consumedPoints >= points ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
  };
  return {
    async admit(request, reply, code) {
      const [address, reference] = await Promise.all([spent(byAddress, request.ip, settings.perAddress), spent(byCode, code, settings.perCode)]);
      const wait = Math.max(address, reference);
      if (!wait) return;
      request.log.warn({ ip: request.ip }, 'booking lookup limit reached');
      refuseTooMany(reply, { message: settings.refusal ?? messages.bookings.tooManyLookups, retryAfterSeconds: wait });
    },
    async missed(request, code) {
      // Counting past the limit is refused by the store; the next admit answers for it.
      await Promise.all([byAddress.penalty(request.ip, 1), byCode.penalty(code, 1)]);
    },
    close: () => store.close(),
  };
}
