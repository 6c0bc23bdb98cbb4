import { z } from 'zod';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { CODE_WRONG_TRIES_PER_ACCOUNT_HOUR } from '../contract/constants';
import type { RateLimitSettings } from './plugins/rate-limit';
import { DEFAULT_BOOKING_LIMITS, type BookingLimitSettings } from './services/booking-limits';
import { DEFAULT_COMMENT_LIMITS, type CommentLimitSettings } from './services/comment-limits';
import { DEFAULT_UPLOAD_BUDGET, type UploadBudgetSettings } from './services/upload-budget';

/**
 * Without JWT_SECRET a fresh clone still starts: a random secret is made once and kept in
 * the data folder (readable by its owner only), so sessions survive a restart.
 */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, '.jwt-secret');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = z.preprocess(emptyAsUndefined, z.string().url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  /** Starts every Redis key and the socket.io channel: two deployments sharing one Redis never share counters or messages. */
  REDIS_PREFIX: z.preprocess(emptyAsUndefined, z.string().regex(/^[\w.:-]{1,64}$/, 'chữ, số, . : - _ (tối đa 64 ký tự)').optional()),
  /** Bearer token of GET /metrics; unset: /metrics does not exist. */
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  BANK_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  JWT_TTL_SECONDS: z.coerce.number().int().positive().default(7 * 24 * 3600),
  PUBLIC_ORIGIN: optionalUrl,
  CORS_ORIGINS: z.string().default(''),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Gara Ô Tô Sài Gòn <no-reply@garaotosaigon.vn>'),
  BOOKING_SLOT_CAPACITY: z.coerce.number().int().positive().default(3),
  /** Bookings one address may make in 10 minutes and one phone number in a day (staff are not counted). */
  BOOKING_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(DEFAULT_BOOKING_LIMITS.perAddress),
  BOOKING_LIMIT_PER_PHONE: z.coerce.number().int().positive().default(DEFAULT_BOOKING_LIMITS.perPhone),
  /** Bytes of pictures one address may send in a day without signing in. */
  UPLOAD_BUDGET_BYTES_PER_DAY: z.coerce.number().int().positive().default(DEFAULT_UPLOAD_BUDGET.bytesPerDay),
  /** Comments one account may write in a minute and in a day. */
  COMMENT_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(DEFAULT_COMMENT_LIMITS.perMinute),
  COMMENT_LIMIT_PER_DAY: z.coerce.number().int().positive().default(DEFAULT_COMMENT_LIMITS.perDay),
  /** The garage's own inbox for each new booking and order; unset: no such mail. */
  GARAGE_NOTIFY_EMAIL: z.preprocess(emptyAsUndefined, z.string().email().optional()),
  /** A staff reply waits this long for the customer to come back to the chat before it goes by mail. */
  CHAT_OFFLINE_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).default(120),
  /** The mail queue: the first retry after a failed send waits this long, each next one twice as long (at most an hour). */
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().int().min(0).default(30),
  /** Attempts before a mail is given up and kept as failed. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().positive().default(10),
  /** How long one process holds a mail it is sending before another may take it (a crash). */
  MAIL_SEND_LEASE_SECONDS: z.coerce.number().int().positive().default(120),
  /** How often each process looks for mails due (stored by another process, retries) and replies to mail. */
  MAIL_QUEUE_POLL_MS: z.coerce.number().int().min(0).default(1000),
  /** How often tomorrow's customers are looked for and reminded by mail; 0 turns reminders off. */
  BOOKING_REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(600),
  /** How many days before a job's next service the customer is reminded. */
  NEXT_SERVICE_REMINDER_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  /** Only behind a reverse proxy that sets X-Forwarded-For; otherwise callers could fake their IP. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(15 * 60),
  RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_LOGIN_FAILS: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_BLOCK_SECONDS: z.coerce.number().int().positive().default(15 * 60),
  // How long a stopping process says 'not ready' while still serving, before it closes its port:
  // for an orchestrator or balancer that probes /api/ready (nginx here does not: 0). At most 15 s,
  // within the 25 s a shutdown may take (server/main.ts).
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(15_000).default(0),
  /** Wrong passwords and codes from one address in a day before each further try from it waits 1, 2, 4... s (known devices do not). */
  RATE_LIMIT_IP_FAILS_BEFORE_DELAY: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_IP_DELAY_MAX_SECONDS: z.coerce.number().int().positive().default(60),
  GOOGLE_USERINFO_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/userinfo'),
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com'),
  COZE_API_URL: z.string().url().default('https://api.coze.com'),
  COZE_API_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
  COZE_BOT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** auto: readable lines at a terminal, JSON when the output goes to a file or a log collector. */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  STATIC_DIR: z.string().default('./dist'),
  /** The built Storybook (`npm run build:workbench`) served to staff at /workbench/, and its visual report beside it. */
  WORKBENCH_DIR: z.string().default('./storybook-static'),
  WORKBENCH_REPORT_DIR: z.string().default('./visual/report'),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  /** Postgres server; without it the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  /** In-memory PGlite (tests): no folder is written. */
  inMemoryDatabase: boolean;
  redisUrl: string | undefined;
  /** REDIS_PREFIX, or one derived from the database: see {@link defaultRedisPrefix}. */
  redisPrefix: string;
  /** GET /metrics answers only with this bearer token; undefined: no /metrics route. */
  metricsToken: string | undefined;
  /** SHUTDOWN_DRAIN_MS: how long a stopping process answers /api/ready 503 while still serving, before it closes. */
  shutdownDrainMs: number;
  /** BANK_WEBHOOK_SECRET: the key of the bank-notification webhook's X-Signature; without it every delivery is refused (401). */
  bankWebhookSecret: string | undefined;
  jwtSecret: string;
  jwtTtlSeconds: number;
  corsOrigins: string[];
  /** The site's address as visitors type it (sitemap, robots.txt); absent: the request's own host. */
  publicOrigin: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  bookingSlotCapacity: number;
  /** Where a new booking or order is told to the garage by mail; undefined: nowhere. */
  garageNotifyEmail: string | undefined;
  /** Seconds a staff reply waits for the customer to come back before it is mailed. */
  chatOfflineMailDelaySeconds: number;
  /** The mail queue's retries, lease and polling (0: no polling, tests flush it). */
  mailQueue: { retryBaseSeconds: number; maxAttempts: number; leaseSeconds: number; pollMs: number };
  /** The site's address in mails: PUBLIC_ORIGIN, or this machine's own. */
  siteOrigin: string;
  bookingLimits: BookingLimitSettings;
  /** Pictures sent without signing in, per address and day. */
  uploadBudget: UploadBudgetSettings;
  commentLimits: CommentLimitSettings;
  /** 0: no day-before reminders (the default under NODE_ENV=test). */
  bookingReminderIntervalMs: number;
  nextServiceReminderDays: number;
  trustProxy: boolean;
  /** Sign-in, code and password routes: requests per client IP (and per e-mail for mail), wrong tries per e-mail and IP. */
  rateLimit: RateLimitSettings;
  googleUserinfoUrl: string;
  facebookGraphUrl: string;
  coze: { apiUrl: string; token: string | undefined; botId: string | undefined };
  seedDemoData: boolean;
  logLevel: Env['LOG_LEVEL'];
  prettyLogs: boolean;
  staticDir: string;
  workbenchDir: string;
  workbenchReportDir: string;
  /** The clock of the booking rules and the start page's figures; tests move it. Absent: the system clock. */
  now?: (() => Date) | undefined;
}

/**
 * One deployment is one database, so its name tells deployments apart: the Postgres server
 * and database, or the embedded database's folder. An in-memory database (tests) is its own
 * deployment.
 */
export function defaultRedisPrefix(database: { url: string | undefined; dataDir: string; inMemory: boolean }): string {
  const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);
  if (database.url) {
    const url = new URL(database.url);
    const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
    return `garage:${name.replace(/[^\w.-]/g, '_').slice(0, 32)}-${digest(`${url.hostname}:${url.port}/${name}`)}`;
  }
  return database.inMemory ? `garage:memory-${randomBytes(5).toString('hex')}` : `garage:pglite-${digest(database.dataDir)}`;
}

/** Reads and validates the environment; a bad value stops the start with a readable list. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = envSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Cấu hình môi trường không hợp lệ:\n${problems}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR);
  const config: Omit<AppConfig, 'redisPrefix'> = {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    inMemoryDatabase: false,
    redisUrl: env.REDIS_URL,
    metricsToken: env.METRICS_TOKEN,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    bankWebhookSecret: env.BANK_WEBHOOK_SECRET,
    jwtSecret: env.JWT_SECRET ?? (overrides.jwtSecret ? overrides.jwtSecret : persistedSecret(dataDir)),
    jwtTtlSeconds: env.JWT_TTL_SECONDS,
    publicOrigin: env.PUBLIC_ORIGIN?.replace(/\/+$/, ''),
    corsOrigins: env.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    bookingSlotCapacity: env.BOOKING_SLOT_CAPACITY,
    garageNotifyEmail: env.GARAGE_NOTIFY_EMAIL,
    chatOfflineMailDelaySeconds: env.CHAT_OFFLINE_MAIL_DELAY_SECONDS,
    mailQueue: {
      retryBaseSeconds: env.MAIL_RETRY_BASE_SECONDS,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      leaseSeconds: env.MAIL_SEND_LEASE_SECONDS,
      // Tests send what they queued with flush() rather than wait for a timer.
      pollMs: env.NODE_ENV === 'test' ? 0 : env.MAIL_QUEUE_POLL_MS,
    },
    siteOrigin: env.PUBLIC_ORIGIN?.replace(/\/+$/, '') ?? `http://localhost:${env.PORT}`,
    bookingLimits: { ...DEFAULT_BOOKING_LIMITS, perAddress: env.BOOKING_LIMIT_PER_ADDRESS, perPhone: env.BOOKING_LIMIT_PER_PHONE },
    uploadBudget: { ...DEFAULT_UPLOAD_BUDGET, bytesPerDay: env.UPLOAD_BUDGET_BYTES_PER_DAY },
    commentLimits: { ...DEFAULT_COMMENT_LIMITS, perMinute: env.COMMENT_LIMIT_PER_MINUTE, perDay: env.COMMENT_LIMIT_PER_DAY },
    bookingReminderIntervalMs: env.NODE_ENV === 'test' ? 0 : env.BOOKING_REMINDER_INTERVAL_SECONDS * 1000,
    nextServiceReminderDays: env.NEXT_SERVICE_REMINDER_DAYS,
    trustProxy: env.TRUST_PROXY === 'true',
    rateLimit: {
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
      perIp: env.RATE_LIMIT_PER_IP,
      perEmail: env.RATE_LIMIT_PER_EMAIL,
      loginFailsPerEmailIp: env.RATE_LIMIT_LOGIN_FAILS,
      blockSeconds: env.RATE_LIMIT_BLOCK_SECONDS,
      // Not configurable: it keeps guessing a code under 1 in 10,000 a day (contract/constants.ts).
      codeFailsPerAccountHour: CODE_WRONG_TRIES_PER_ACCOUNT_HOUR,
      ipFailsBeforeDelay: env.RATE_LIMIT_IP_FAILS_BEFORE_DELAY,
      ipDelayMaxSeconds: env.RATE_LIMIT_IP_DELAY_MAX_SECONDS,
      keyPrefix: 'rate-limit',
    },
    googleUserinfoUrl: env.GOOGLE_USERINFO_URL,
    facebookGraphUrl: env.FACEBOOK_GRAPH_URL,
    coze: { apiUrl: env.COZE_API_URL, token: env.COZE_API_TOKEN, botId: env.COZE_BOT_ID },
    seedDemoData: env.SEED_DEMO_DATA === 'true',
    logLevel: env.LOG_LEVEL,
    prettyLogs: env.LOG_FORMAT === 'pretty' || (env.LOG_FORMAT === 'auto' && process.stdout.isTTY === true),
    staticDir: path.resolve(env.STATIC_DIR),
    workbenchDir: path.resolve(env.WORKBENCH_DIR),
    workbenchReportDir: path.resolve(env.WORKBENCH_REPORT_DIR),
    ...overrides,
  };
  // Derived after the overrides: a test's own database is its own deployment.
  const redisPrefix =
    overrides.redisPrefix ?? env.REDIS_PREFIX ?? defaultRedisPrefix({ url: config.databaseUrl, dataDir: config.dataDir, inMemory: config.inMemoryDatabase });
  return { ...config, redisPrefix };
}
