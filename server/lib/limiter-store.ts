import type { FastifyReply } from 'fastify';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { HttpError } from './http-errors';

export interface LimitWindow {
  points: number;
  duration: number;
  keyPrefix: string;
}

/** Where the counters of one kind of limit live, and how to make a window there. */
export interface LimiterStore {
  make(window: LimitWindow): RateLimiterAbstract;
  close(): Promise<void>;
}

/** Over a limit: the text to show and how long until the next try is accepted. */
export interface Refusal {
  message: string;
  retryAfterSeconds: number;
}

/**
 * rate-limiter-flexible's fixed windows: in this process, or in Redis when there is one, so
 * every server process counts together. If Redis fails, each process counts on its own
 * (the insurance limiter) rather than refusing everyone or letting all through.
 */
export async function openLimiterStore(redisUrl: string | undefined, onStoreError: (error: unknown) => void): Promise<LimiterStore> {
  if (!redisUrl) return { make: (window) => new RateLimiterMemory(window), close: async () => {} };
  // Loaded only with Redis configured: a single process does without the package.
  const { createClient } = await import('redis');
  const redis = createClient({ url: redisUrl });
  redis.on('error', onStoreError);
  await redis.connect();
  return {
    make: (window) =>
      new RateLimiterRedis({
        ...window,
        storeClient: redis,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(window),
      }),
    close: async () => {
      if (redis.isOpen) await redis.quit();
    },
  };
}

/** Counts one try against the window: null when it fits, else the refusal with `message`. */
export async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string, message: string): Promise<Refusal | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    return { message, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
  }
}

/** Answers 429 with the Vietnamese reason and Retry-After. */
export function refuseTooMany(reply: FastifyReply, refusal: Refusal): never {
  reply.header('Retry-After', String(refusal.retryAfterSeconds));
  throw new HttpError(429, refusal.message);
}
