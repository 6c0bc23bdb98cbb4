import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { createClient } from 'redis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { format, messages } from '../../contract/messages';
import { HttpError } from '../lib/http-errors';

export interface RateLimitSettings {
  /** The window of the request counters below. */
  windowSeconds: number;
  /** Requests per client IP and group of routes. */
  perIp: number;
  /** Requests per e-mail on the routes that send it mail (register, resend, forgot): no mailbox gets flooded. */
  perEmail: number;
  /**
   * Wrong passwords in a row for one e-mail from one IP (or from one known device of its
   * account) before that pair waits `blockSeconds`; a right one starts again from zero.
   */
  loginFailsPerEmailIp: number;
  blockSeconds: number;
  /**
   * Wrong codes for one e-mail in an hour, from everywhere together (CODE_WRONG_TRIES_PER_ACCOUNT_HOUR);
   * the one that uses the last kills the account's live codes.
   */
  codeFailsPerAccountHour: number;
  /**
   * Wrong passwords and codes from one IP in a day, whatever the e-mail, before each further
   * try from it (except from a known device of the account tried) waits: 1 s after this many,
   * then 2, 4, 8... up to `ipDelayMaxSeconds` after each new wrong one.
   */
  ipFailsBeforeDelay: number;
  ipDelayMaxSeconds: number;
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
   * either limit the request is refused with 429 and a Retry-After header. A request for
   * `account` from a known device of that account is counted for the device, not its IP.
   */
  check(request: FastifyRequest, reply: FastifyReply, bucket: RateLimitBucket, who?: { mailTo?: string; account?: string }): Promise<void>;
  /**
   * Runs one try at a secret for `email`. Refused with 429 while this IP (or known device) is
   * held for that e-mail, while the IP must wait after its wrong tries of the day, or, for a
   * code, once the account's wrong codes of the hour are used up; a try ending in an error
   * `isWrong` accepts counts against each, a try that passes clears the pair. A password guesser
   * is held by address: the owner elsewhere, or on a known device at the same address, still
   * gets in (ASVS 6.3.1, rate-limiter-flexible's login protection).
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

export interface RateLimitOptions {
  settings: RateLimitSettings;
  redisUrl: string | undefined;
  /** The known device of `email`'s account the request comes from (app.auth.knownDevice), if any. */
  knownDevice?: (request: FastifyRequest, email: string) => string | null;
  /** Kills every live code of `email` (services/codes.ts killCodes). */
  killCodes?: (email: string) => Promise<void>;
}

const DAY_SECONDS = 24 * 3600;
const HOUR_SECONDS = 3600;

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

/**
 * Growing waits for an address after its wrong tries of the day: past `after` of them, each
 * wrong one makes the next try wait 1, 2, 4... s, at most `maxSeconds`. While it waits, one try
 * at a time goes through: taking the turn is one atomic step, so tries sent all at once do not
 * slip past it together.
 */
class GrowingDelay {
  constructor(
    private readonly fails: RateLimiterAbstract,
    /** One point a second: a turn held (or blocked for the wait) refuses the next try. */
    private readonly turns: RateLimiterAbstract,
    private readonly after: number,
    private readonly maxSeconds: number,
  ) {}

  /** Takes the key's turn: 0 if it may try now, else the milliseconds it must wait. */
  async take(key: string): Promise<number> {
    const fails = await this.fails.get(key);
    if (!fails || fails.consumedPoints < this.after) return 0;
    try {
      await this.turns.consume(key);
      return 0;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return Math.max(1, rejection.msBeforeNext);
      throw rejection;
    }
  }

  async fail(key: string): Promise<void> {
    const { consumedPoints } = await this.fails.penalty(key, 1);
    if (consumedPoints >= this.after) await this.turns.block(key, Math.min(this.maxSeconds, 2 ** (consumedPoints - this.after)));
  }
}

function normalizedEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const rateLimitPlugin = fp<RateLimitOptions>(
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
    const passwordFailures = new FailureCounter(
      make({ keyPrefix: `${prefix}:password-fails`, points: settings.loginFailsPerEmailIp, duration: DAY_SECONDS }),
      settings.loginFailsPerEmailIp,
      settings.blockSeconds,
    );
    // A fixed hour from the account's first wrong code (the arithmetic is at CODE_WRONG_TRIES_PER_ACCOUNT_HOUR).
    const accountCodes = make({ keyPrefix: `${prefix}:account-code-fails`, points: settings.codeFailsPerAccountHour, duration: HOUR_SECONDS });
    const addressDelay = new GrowingDelay(
      make({ keyPrefix: `${prefix}:ip-fails`, points: settings.ipFailsBeforeDelay, duration: DAY_SECONDS }),
      make({ keyPrefix: `${prefix}:ip-turn`, points: 1, duration: 1 }),
      settings.ipFailsBeforeDelay,
      settings.ipDelayMaxSeconds,
    );

    function refuse(request: FastifyRequest, reply: FastifyReply, retryAfterMs: number, reason: string, message: string = messages.common.tooManyRequests): never {
      request.log.warn({ reason, ip: request.ip }, 'rate limit reached');
      reply.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
      throw new HttpError(429, message);
    }

    const codesSpent = (msBeforeNext: number) => format(messages.auth.codeGuessesSpent, { minutes: Math.max(1, Math.ceil(msBeforeNext / 60_000)) });

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
      async check(request, reply, bucket, { mailTo, account } = {}) {
        const device = account === undefined ? null : (options.knownDevice?.(request, normalizedEmail(account)) ?? null);
        const waits = [overBy(perIp, `${bucket}:${device ? `device:${device}` : request.ip}`)];
        const email = mailTo === undefined ? '' : normalizedEmail(mailTo);
        if (email) waits.push(overBy(perEmail, `${bucket}:${email}`));
        const wait = Math.max(...(await Promise.all(waits)));
        if (wait > 0) refuse(request, reply, wait, bucket);
      },

      async attempt(request, reply, kind, email, isWrong, run) {
        const account = normalizedEmail(email);
        // A known device of this account counts its own wrong tries and skips its address's wait:
        // the owner signs in from an office whose address someone else is guessing from.
        const device = options.knownDevice?.(request, account) ?? null;
        const pair = device ? `${account}:device:${device}` : `${account}:${request.ip}`;
        const pairWait = kind === 'password' ? await passwordFailures.heldFor(pair) : 0;
        if (pairWait > 0) refuse(request, reply, pairWait, 'password guesses');
        const addressWait = device ? 0 : await addressDelay.take(request.ip);
        if (addressWait > 0) {
          refuse(request, reply, addressWait, 'address waits', format(messages.auth.addressWaiting, { seconds: Math.max(1, Math.ceil(addressWait / 1000)) }));
        }
        // A code try takes its point before it runs, so tries sent all at once get no more than the budget.
        let codeTry: RateLimiterRes | null = null;
        if (kind === 'code') {
          try {
            codeTry = await accountCodes.consume(account);
          } catch (rejection) {
            if (!(rejection instanceof RateLimiterRes)) throw rejection;
            refuse(request, reply, rejection.msBeforeNext, 'account code guesses', codesSpent(rejection.msBeforeNext));
          }
        }
        let wrong = false;
        try {
          const result = await run();
          if (kind === 'password') await passwordFailures.clear(pair);
          return result;
        } catch (error) {
          wrong = isWrong(error);
          if (!wrong) throw error;
          await Promise.all([kind === 'password' ? passwordFailures.fail(pair) : null, device ? null : addressDelay.fail(request.ip)]);
          if (codeTry && codeTry.consumedPoints >= settings.codeFailsPerAccountHour) {
            await options.killCodes?.(account);
            request.log.warn({ ip: request.ip }, 'wrong codes of an account used up: its codes die');
            throw new HttpError(400, codesSpent(codeTry.msBeforeNext));
          }
          throw error;
        } finally {
          // Only wrong codes use the account's budget: a right one, or a fault, gives its point back.
          if (codeTry && !wrong) await accountCodes.reward(account, 1);
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
