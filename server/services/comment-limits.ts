import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../contract/messages';
import { consumeOrRefuse, openLimiterStore, refuseTooMany, type Refusal } from '../lib/limiter-store';

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
  keyPrefix: 'comment-limit',
};

const MINUTE_SECONDS = 60;
const DAY_SECONDS = 24 * 3600;

export interface CommentLimiter {
  /** Counts one comment for the account; over a limit, the reason and the seconds until the next is accepted. */
  take(accountId: string): Promise<Refusal | null>;
  close(): Promise<void>;
}

export async function createCommentLimiter(
  settings: CommentLimitSettings,
  redisUrl: string | undefined,
  onStoreError: (error: unknown) => void,
): Promise<CommentLimiter> {
  const store = await openLimiterStore(redisUrl, onStoreError);
  const minute = store.make({ points: settings.perMinute, duration: MINUTE_SECONDS, keyPrefix: `${settings.keyPrefix}:minute` });
  const day = store.make({ points: settings.perDay, duration: DAY_SECONDS, keyPrefix: `${settings.keyPrefix}:day` });
  return {
    async take(accountId) {
      // One after the other: a burst refused by the minute does not use up the day.
      return (
        (await consumeOrRefuse(minute, accountId, messages.comments.tooManyPerMinute)) ??
        (await consumeOrRefuse(day, accountId, messages.comments.tooManyPerDay))
      );
    },
    close: () => store.close(),
  };
}

/** Lets one more comment of the signed-in account through, or refuses it with 429, the reason and Retry-After. */
export async function admitComment(limiter: CommentLimiter, request: FastifyRequest, reply: FastifyReply, accountId: string) {
  const refusal = await limiter.take(accountId);
  if (!refusal) return;
  request.log.warn({ accountId }, 'comment limit reached');
  refuseTooMany(reply, refusal);
}
