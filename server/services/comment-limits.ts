import type { FastifyReply, FastifyRequest } from 'fastify';
import { createClient } from 'redis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { messages } from '../../contract/messages';
import { HttpError } from '../lib/http-errors';

/**
 * How many comments one account may write: a few in a burst, and a ceiling for the day, so
 * one account cannot bury a service's page under its own text.
 */
export interface CommentLimitSettings {
  perMinute: number;
  perDay: number;
  /** Namespaces the Redis keys, so several apps or test runs never share counters. */
  keyPrefix: string;
}

export const DEFAULT_COMMENT_LIMITS: CommentLimitSettings = {
  perMinute: 5,
  perDay: 30,
  keyPrefix: 'garage:comment-limit',
};

const MINUTE_SECONDS = 60;
const DAY_SECONDS = 24 * 3600;

export interface CommentLimiter {
  /** Counts one comment for the account; over a limit, the reason and the seconds until the next is accepted. */
  take(accountId: string): Promise<{ message: string; retryAfterSeconds: number } | null>;
  close(): Promise<void>;
}

/**
 * rate-limiter-flexible's fixed windows: in this process, or in Redis when there is one, so
 * every server process counts together. If Redis fails, each process counts on its own
 * (the insurance limiter) rather than refusing every comment or letting all through.
 */
export async function createCommentLimiter(
  settings: CommentLimitSettings,
  redisUrl: string | undefined,
  onStoreError: (error: unknown) => void,
): Promise<CommentLimiter> {
  let closeStore = async () => {};
  let make = (options: { points: number; duration: number; keyPrefix: string }): RateLimiterAbstract => new RateLimiterMemory(options);
  if (redisUrl) {
    const redis = createClient({ url: redisUrl });
    redis.on('error', onStoreError);
    await redis.connect();
    closeStore = async () => {
      if (redis.isOpen) await redis.quit();
    };
    make = (options) =>
      new RateLimiterRedis({
        ...options,
        storeClient: redis,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      });
  }
  const minute = make({ points: settings.perMinute, duration: MINUTE_SECONDS, keyPrefix: `${settings.keyPrefix}:minute` });
  const day = make({ points: settings.perDay, duration: DAY_SECONDS, keyPrefix: `${settings.keyPrefix}:day` });

  const consume = async (limiter: RateLimiterAbstract, key: string, message: string) => {
    try {
      await limiter.consume(key);
      return null;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      return { message, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
    }
  };

  return {
    async take(accountId) {
      // One after the other: a burst refused by the minute does not use up the day.
      return (
        (await consume(minute, accountId, messages.comments.tooManyPerMinute)) ?? (await consume(day, accountId, messages.comments.tooManyPerDay))
      );
    },
    close: () => closeStore(),
  };
}

/** Lets one more comment of the signed-in account through, or refuses it with 429, the reason and Retry-After. */
export async function admitComment(limiter: CommentLimiter, request: FastifyRequest, reply: FastifyReply, accountId: string) {
  const refusal = await limiter.take(accountId);
  if (!refusal) return;
  request.log.warn({ accountId }, 'comment limit reached');
  reply.header('Retry-After', String(refusal.retryAfterSeconds));
  throw new HttpError(429, refusal.message);
}
