import { z } from 'zod';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

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
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  JWT_TTL_SECONDS: z.coerce.number().int().positive().default(7 * 24 * 3600),
  PUBLIC_ORIGIN: optionalUrl,
  CORS_ORIGINS: z.string().default(''),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Gara Ô Tô Sài Gòn <no-reply@garaotosaigon.vn>'),
  BOOKING_SLOT_CAPACITY: z.coerce.number().int().positive().default(3),
  /** Only behind a reverse proxy that sets X-Forwarded-For; otherwise callers could fake their IP. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(15 * 60),
  RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10),
  GOOGLE_USERINFO_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/userinfo'),
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com'),
  COZE_API_URL: z.string().url().default('https://api.coze.com'),
  COZE_API_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
  COZE_BOT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default('./dist'),
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
  jwtSecret: string;
  jwtTtlSeconds: number;
  corsOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  bookingSlotCapacity: number;
  /** Sign-in, code and password routes: attempts per window, counted per client IP and per e-mail. */
  trustProxy: boolean;
  rateLimit: { windowSeconds: number; perIp: number; perEmail: number; keyPrefix: string };
  googleUserinfoUrl: string;
  facebookGraphUrl: string;
  coze: { apiUrl: string; token: string | undefined; botId: string | undefined };
  seedDemoData: boolean;
  logLevel: Env['LOG_LEVEL'];
  staticDir: string;
  /** The clock of the booking rules and the start page's figures; tests move it. Absent: the system clock. */
  now?: (() => Date) | undefined;
}

/** Reads and validates the environment; a bad value stops the start with a readable list. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = envSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Cấu hình môi trường không hợp lệ:\n${problems}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    inMemoryDatabase: false,
    redisUrl: env.REDIS_URL,
    jwtSecret: env.JWT_SECRET ?? (overrides.jwtSecret ? overrides.jwtSecret : persistedSecret(dataDir)),
    jwtTtlSeconds: env.JWT_TTL_SECONDS,
    corsOrigins: env.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    bookingSlotCapacity: env.BOOKING_SLOT_CAPACITY,
    trustProxy: env.TRUST_PROXY === 'true',
    rateLimit: {
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
      perIp: env.RATE_LIMIT_PER_IP,
      perEmail: env.RATE_LIMIT_PER_EMAIL,
      keyPrefix: 'garage:rate-limit',
    },
    googleUserinfoUrl: env.GOOGLE_USERINFO_URL,
    facebookGraphUrl: env.FACEBOOK_GRAPH_URL,
    coze: { apiUrl: env.COZE_API_URL, token: env.COZE_API_TOKEN, botId: env.COZE_BOT_ID },
    seedDemoData: env.SEED_DEMO_DATA === 'true',
    logLevel: env.LOG_LEVEL,
    staticDir: path.resolve(env.STATIC_DIR),
    ...overrides,
  };
}
