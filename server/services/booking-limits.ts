import type { FastifyReply, FastifyRequest } from 'fastify';
import { createClient } from 'redis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { messages } from '../../contract/messages';
import { HttpError } from '../lib/http-errors';

/**
 * How many bookings one caller may make: an address (a browser, or a whole office behind
 * one router) and a phone number each get a few, so one person cannot fill a day's slots.
 * Staff booking for callers at the front desk are not counted.
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
  keyPrefix: 'garage:booking-limit',
};

/** Over a limit: the text to show and how long until another booking is accepted. */
export interface BookingRefusal {
  message: string;
  retryAfterSeconds: number;
}

export interface BookingLimiter {
  /** Counts one booking for the address and the phone; a refusal when either is over its limit. */
  take(address: string, phone: string): Promise<BookingRefusal | null>;
  close(): Promise<void>;
}

function pair(settings: BookingLimitSettings, make: (options: { points: number; duration: number; keyPrefix: string }) => RateLimiterAbstract) {
  return {
    address: make({ points: settings.perAddress, duration: settings.addressWindowSeconds, keyPrefix: `${settings.keyPrefix}:address` }),
    phone: make({ points: settings.perPhone, duration: settings.phoneWindowSeconds, keyPrefix: `${settings.keyPrefix}:phone` }),
  };
}

/**
 * rate-limiter-flexible's fixed windows: in this process, or in Redis when there is one, so
 * every server process counts together. If Redis fails, each process counts on its own
 * (the insurance limiter) rather than refusing every booking or letting all through.
 */
export async function createBookingLimiter(
  settings: BookingLimitSettings,
  redisUrl: string | undefined,
  onStoreError: (error: unknown) => void,
): Promise<BookingLimiter> {
  let closeStore = async () => {};
  let limiters: { address: RateLimiterAbstract; phone: RateLimiterAbstract };
  if (redisUrl) {
    const redis = createClient({ url: redisUrl });
    redis.on('error', onStoreError);
    await redis.connect();
    closeStore = async () => {
      if (redis.isOpen) await redis.quit();
    };
    limiters = pair(
      settings,
      (options) =>
        new RateLimiterRedis({
          ...options,
          storeClient: redis,
          useRedisPackage: true,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(options),
        }),
    );
  } else {
    limiters = pair(settings, (options) => new RateLimiterMemory(options));
  }

  const consume = async (limiter: RateLimiterAbstract, key: string, message: string): Promise<BookingRefusal | null> => {
    try {
      await limiter.consume(key);
      return null;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      return { message, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
    }
  };

  return {
    async take(address, phone) {
      // Both are counted, so alternating phones from one address does not escape the address limit.
      const [byPhone, byAddress] = await Promise.all([
        consume(limiters.phone, phone, messages.bookings.tooManyForPhone),
        consume(limiters.address, address, messages.bookings.tooManyFromAddress),
      ]);
      if (byPhone && byAddress) return byPhone.retryAfterSeconds >= byAddress.retryAfterSeconds ? byPhone : byAddress;
      return byPhone ?? byAddress;
    },
    close: () => closeStore(),
  };
}

/**
 * Lets a new booking through, or refuses it with 429, the Vietnamese reason and Retry-After.
 * Staff are not counted: the front desk books for callers all day from one address.
 */
export async function admitBooking(limiter: BookingLimiter, request: FastifyRequest, reply: FastifyReply, phone: string) {
  if (request.user?.isStaff) return;
  const refusal = await limiter.take(request.ip, phone);
  if (!refusal) return;
  request.log.warn({ ip: request.ip }, 'booking limit reached');
  reply.header('Retry-After', String(refusal.retryAfterSeconds));
  throw new HttpError(429, refusal.message);
}
