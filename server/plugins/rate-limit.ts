import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createClient } from 'redis';
import { messages } from '../../contract/messages';
import { HttpError } from '../lib/http-errors';

export interface RateLimitSettings {
  windowSeconds: number;
  perIp: number;
  perEmail: number;
  /** Namespaces the counters (Redis keys), so several apps or test runs never share them. */
  keyPrefix: string;
}

/** A fixed-window counter: how many hits a key has had in its current window. */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  close(): Promise<void>;
}

/** Counters of this process only: right for one server. */
export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private hitsSinceSweep = 0;

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  /** Forgets expired windows now and then, so a flood of distinct keys cannot grow the map forever. */
  private sweep(now: number) {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < 1000) return;
    this.hitsSinceSweep = 0;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  async close() {
    this.windows.clear();
  }
}

function newRedisClient(url: string) {
  return createClient({ url });
}

/**
 * Counters shared by every server process through Redis (the first hit of a window
 * creates the key with its expiry, every hit increments it). If Redis fails, this process counts on its own rather
 * than letting every request through or refusing them all.
 */
export class RedisCounterStore implements CounterStore {
  private readonly fallback = new MemoryCounterStore();

  private constructor(
    private readonly client: ReturnType<typeof newRedisClient>,
    private readonly onError: (error: unknown) => void,
  ) {}

  static async connect(url: string, onError: (error: unknown) => void): Promise<RedisCounterStore> {
    const client = newRedisClient(url);
    client.on('error', onError);
    await client.connect();
    return new RedisCounterStore(client, onError);
  }

  async hit(key: string, windowMs: number) {
    try {
      // SET NX PX opens the window with its expiry; INCR then counts (works on Redis 2.6.12+).
      const [, count, ttl] = await this.client
        .multi()
        .set(key, '0', { condition: 'NX', expiration: { type: 'PX', value: windowMs } })
        .incr(key)
        .pTTL(key)
        .exec();
      return { count: Number(count), resetInMs: Number(ttl) > 0 ? Number(ttl) : windowMs };
    } catch (error) {
      this.onError(error);
      return this.fallback.hit(key, windowMs);
    }
  }

  async close() {
    await this.fallback.close();
    if (this.client.isOpen) await this.client.quit();
  }
}

/** The groups of routes counted separately: a burst of logins does not block a password reset. */
export type RateLimitBucket = 'login' | 'register' | 'verify' | 'resend' | 'forgot' | 'reset' | 'password' | 'social';

export interface RateLimiter {
  settings: RateLimitSettings;
  /**
   * Counts one attempt for the caller's IP and, when given, for the e-mail it targets;
   * over either limit the request is refused with 429 and a Retry-After header.
   */
  check(request: FastifyRequest, reply: FastifyReply, bucket: RateLimitBucket, email?: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export const rateLimitPlugin = fp<{ settings: RateLimitSettings; redisUrl: string | undefined }>(
  async (app, options) => {
    const { settings } = options;
    const store: CounterStore = options.redisUrl
      ? await RedisCounterStore.connect(options.redisUrl, (error) => app.log.warn({ err: error }, 'rate-limit store error'))
      : new MemoryCounterStore();
    const windowMs = settings.windowSeconds * 1000;

    const limiter: RateLimiter = {
      settings,
      async check(request, reply, bucket, email) {
        const hits = [store.hit(`${settings.keyPrefix}:${bucket}:ip:${request.ip}`, windowMs).then((r) => ({ ...r, max: settings.perIp }))];
        const normalized = email?.trim().toLowerCase();
        if (normalized) {
          hits.push(store.hit(`${settings.keyPrefix}:${bucket}:email:${normalized}`, windowMs).then((r) => ({ ...r, max: settings.perEmail })));
        }
        const over = (await Promise.all(hits)).filter((r) => r.count > r.max);
        if (over.length === 0) return;
        const retryAfterSeconds = Math.max(1, Math.ceil(Math.max(...over.map((r) => r.resetInMs)) / 1000));
        request.log.warn({ bucket, ip: request.ip }, 'rate limit reached');
        reply.header('Retry-After', String(retryAfterSeconds));
        throw new HttpError(429, messages.common.tooManyRequests);
      },
    };
    app.decorate('rateLimiter', limiter);
    app.addHook('onClose', async () => store.close());
  },
  { name: 'rate-limit' },
);
