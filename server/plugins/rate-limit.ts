import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { createClient } from 'redis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { CODE_TTL_MINUTES } from '../../contract/constants';
import { messages } from '../../contract/messages';
import { HttpError } from '../lib/http-errors';

export interface RateLimitSettings {
  /** The window of the request counters below. */
  windowSeconds: number;
  /** Requests per client IP and group of routes. */
  perIp: number;
  /** Requests per e-mail on the routes that send it mail (register, resend, forgot): no mailbox gets flooded. */
  perEmail: number;
  /** Wrong passwords in a row for one e-mail from one IP before that pair waits `blockSeconds`; a right one starts again from zero. */
  loginFailsPerEmailIp: number;
  blockSeconds: number;
  /** Wrong codes for one e-mail from one IP before that pair waits out the code's lifetime. */
  codeFailsPerEmailIp: number;
  /** Wrong passwords and codes from one IP in a day, whatever the e-mail. */
  failsPerIpPerDay: number;
  /** Namespaces the counters (Redis keys), so several apps or test runs never share them. */
  keyPrefix: string;
}

/** The groups of routes counted separately: a burst of logins does not block a password reset. */
export type RateLimitBucket = 'login' | 'register' | 'verify' | 'resend' | 'forgot' | 'reset' | 'password' | 'social';

/** What a wrong try guesses at: a password (login, the current password) or a mailed code. */
export type GuessKind = 'password' | 'code';

export interface RateLimiter {
  settings: RateLimitSettings;
  /**
   * Counts one request for the caller's IP and, when given, for the e-mail it mails; over
   * either limit the request is refused with 429 and a Retry-After header.
   */
  check(request: FastifyRequest, reply: FastifyReply, bucket: RateLimitBucket, mailTo?: string): Promise<void>;
  /**
   * Runs one try at a secret for `email`. Refused with 429 while this IP is held for that
   * e-mail, or for the day; a try ending in an error `isWrong` accepts counts against both, a
   * try that passes clears the pair. Only the guessing address is held: the owner elsewhere
   * still gets in (ASVS 6.3.1, rate-limiter-flexible's login protection).
   */
  attempt<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: GuessKind,
    email: string,
    isWrong: (error: unknown) => boolean,
    run: () => Promise<T>,
  ): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

const DAY_SECONDS = 24 * 3600;

type RedisClient = ReturnType<typeof createClient>;

/**
 * Redis keeps the counters shared by every server process; if it fails, this process counts
 * on its own (the insurance limiter) rather than letting every try through or refusing them all.
 */
function limiterFactory(redis: RedisClient | null) {
  return (options: { keyPrefix: string; points: number; duration: number }): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({ ...options, storeClient: redis, useRedisPackage: true, insuranceLimiter: new RateLimiterMemory(options) })
      : new RateLimiterMemory(options);
}

/** A counter of wrong tries: held once it reaches `max`, for `blockSeconds` if given, else until its window ends. */
class FailureCounter {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly max: number,
    private readonly blockSeconds?: number,
  ) {}

  /** Milliseconds until the key may try again, or 0. */
  async heldFor(key: string): Promise<number> {
    const res = await this.limiter.get(key);
    return res && res.consumedPoints >= this.max ? Math.max(1, res.msBeforeNext) : 0;
  }

  async fail(key: string): Promise<void> {
    const res = await this.limiter.penalty(key, 1);
    if (this.blockSeconds && res.consumedPoints >= this.max) await this.limiter.block(key, this.blockSeconds);
  }

  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

function normalizedEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const rateLimitPlugin = fp<{ settings: RateLimitSettings; redisUrl: string | undefined }>(
  async (app, options) => {
    const { settings } = options;
    let redis: RedisClient | null = null;
    if (options.redisUrl) {
      // Loaded only with Redis configured: a single process does without the package.
      const { createClient } = await import('redis');
      // Without the offline queue a command fails at once while Redis is away, so the insurance
      // limiter answers instead of the request waiting for a reconnection.
      redis = createClient({ url: options.redisUrl, disableOfflineQueue: true });
      redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store error'));
      await redis.connect();
    }
    const make = limiterFactory(redis);
    const prefix = settings.keyPrefix;

    const perIp = make({ keyPrefix: `${prefix}:ip`, points: settings.perIp, duration: settings.windowSeconds });
    const perEmail = make({ keyPrefix: `${prefix}:email`, points: settings.perEmail, duration: settings.windowSeconds });
    const pairFailures: Record<GuessKind, FailureCounter> = {
      password: new FailureCounter(
        make({ keyPrefix: `${prefix}:password-fails`, points: settings.loginFailsPerEmailIp, duration: DAY_SECONDS }),
        settings.loginFailsPerEmailIp,
        settings.blockSeconds,
      ),
      // A code lives CODE_TTL_MINUTES: a held pair waits for it to die.
      code: new FailureCounter(
        make({ keyPrefix: `${prefix}:code-fails`, points: settings.codeFailsPerEmailIp, duration: CODE_TTL_MINUTES * 60 }),
        settings.codeFailsPerEmailIp,
        CODE_TTL_MINUTES * 60,
      ),
    };
    const dailyFailures = new FailureCounter(
      make({ keyPrefix: `${prefix}:ip-fails`, points: settings.failsPerIpPerDay, duration: DAY_SECONDS }),
      settings.failsPerIpPerDay,
    );

    function refuse(request: FastifyRequest, reply: FastifyReply, retryAfterMs: number, reason: string): never {
      request.log.warn({ reason, ip: request.ip }, 'rate limit reached');
      reply.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
      throw new HttpError(429, messages.common.tooManyRequests);
    }

    /** Consumes one point; answers how long to wait when that was one too many. */
    async function overBy(limiter: RateLimiterAbstract, key: string): Promise<number> {
      try {
        await limiter.consume(key);
        return 0;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.max(1, rejection.msBeforeNext);
        throw rejection;
      }
    }

    const limiter: RateLimiter = {
      settings,
      async check(request, reply, bucket, mailTo) {
        const waits = [overBy(perIp, `${bucket}:${request.ip}`)];
        const email = mailTo === undefined ? '' : normalizedEmail(mailTo);
        if (email) waits.push(overBy(perEmail, `${bucket}:${email}`));
        const wait = Math.max(...(await Promise.all(waits)));
        if (wait > 0) refuse(request, reply, wait, bucket);
      },

      async attempt(request, reply, kind, email, isWrong, run) {
        const pair = `${normalizedEmail(email)}:${request.ip}`;
        const counter = pairFailures[kind];
        const [pairWait, dayWait] = await Promise.all([counter.heldFor(pair), dailyFailures.heldFor(request.ip)]);
        if (pairWait > 0 || dayWait > 0) refuse(request, reply, Math.max(pairWait, dayWait), `${kind} guesses`);
        try {
          const result = await run();
          await counter.clear(pair);
          return result;
        } catch (error) {
          if (isWrong(error)) await Promise.all([counter.fail(pair), dailyFailures.fail(request.ip)]);
          throw error;
        }
      },
    };
    app.decorate('rateLimiter', limiter);
    app.addHook('onClose', async () => {
      // A client still trying to reconnect would wait for Redis forever: drop it instead.
      if (redis?.isReady) await redis.close();
      else if (redis?.isOpen) redis.destroy();
    });
  },
  { name: 'rate-limit' },
);
