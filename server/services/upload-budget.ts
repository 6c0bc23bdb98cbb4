import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { dataUrlBytes } from '../../contract/bookings';
import { messages } from '../../contract/messages';
import { openLimiterStore, refuseTooMany } from '../lib/limiter-store';

/**
 * The bytes of pictures one address may send in a day without signing in (a booking's
 * pictures, a registration's avatar): every picture is decoded, re-encoded and stored, so
 * pictures from nobody in particular are what fills the disk and keeps the encoder busy.
 * Signed-in customers and staff are not counted.
 */
export interface UploadBudgetSettings {
  bytesPerDay: number;
  /** Namespaces the Redis keys, so several apps or test runs never share counters. */
  keyPrefix: string;
}

export const DEFAULT_UPLOAD_BUDGET: UploadBudgetSettings = {
  bytesPerDay: 20_000_000,
  keyPrefix: 'upload-budget',
};

const DAY_SECONDS = 24 * 60 * 60;

export interface UploadBudget {
  /**
   * Counts the pictures (data URLs) of an anonymous request against its address's day, before
   * they are decoded; over the budget it answers 429 with the Vietnamese reason and Retry-After.
   */
  charge(request: FastifyRequest, reply: FastifyReply, pictures: ReadonlyArray<string | null | undefined>): Promise<void>;
  close(): Promise<void>;
}

export async function createUploadBudget(
  settings: UploadBudgetSettings,
  redisUrl: string | undefined,
  onStoreError: (error: unknown) => void,
): Promise<UploadBudget> {
  const store = await openLimiterStore(redisUrl, onStoreError);
  // rate-limiter-flexible's points are the bytes.
  const perDay = store.make({ points: settings.bytesPerDay, duration: DAY_SECONDS, keyPrefix: settings.keyPrefix });
  return {
    async charge(request, reply, pictures) {
      if (request.user) return;
      const bytes = pictures.reduce((sum: number, picture) => sum + (picture ? dataUrlBytes(picture) : 0), 0);
      if (bytes === 0) return;
      try {
        await perDay.consume(request.ip, bytes);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        request.log.warn({ ip: request.ip, bytes }, 'anonymous upload budget spent');
        refuseTooMany(reply, { message: messages.media.uploadBudgetSpent, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) });
      }
    },
    close: () => store.close(),
  };
}
