// Load test: LOAD_USERS (100) virtual users browse (home lists, services, a service with its
// comments, news), book appointments and check out for LOAD_SECONDS (120) against the real
// server in its own process on 127.0.0.1, once on the embedded database (PGlite in a temp
// folder), once on a new database of the local Postgres server (LOAD_PG_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; dropped afterwards), and once through two
// processes of the built server behind nginx on such a database and the local Redis
// (scripts/cluster.ts, as `npm run test:cluster` runs them). Each user waits
// LOAD_THINK_MS (1000, ±50 %) between pages, like a visitor reading; they arrive over the first
// LOAD_RAMP_SECONDS (10), after one warm-up round that is timed apart. Prints p50/p99 per route
// and fails on any error answer. Loopback only: it refuses a Postgres server elsewhere.
// Run: npm run bench:load   (LOAD_DATABASES=pglite, postgres or cluster for some of them)
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { accounts, products } from '../server/db/schema';
import { addDays, vietnamToday } from '../server/lib/vietnam-time';
import { startServer } from '../server/test/server-process';
import { createTestDatabase } from '../server/test/test-app';
import { TIME_SLOTS } from '../contract/constants';
import { slotOpen } from '../contract/opening-hours';
import { startCluster } from './cluster';

const bounded = (name: string, fallback: number, max: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0 || value > max) {
    console.error(`${name} must be between 1 and ${max}`);
    process.exit(2);
  }
  return value;
};
const USERS = bounded('LOAD_USERS', 100, 500);
const SECONDS = bounded('LOAD_SECONDS', 120, 600);
const THINK_MS = bounded('LOAD_THINK_MS', 1000, 60_000);
const RAMP_SECONDS = bounded('LOAD_RAMP_SECONDS', 10, 600);
const PG_URL = process.env.LOAD_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const KINDS = ['pglite', 'postgres', 'cluster'] as const;
type Kind = (typeof KINDS)[number];
const DATABASES = (process.env.LOAD_DATABASES ?? KINDS.join(',')).split(',').map((name) => name.trim());
const JWT_SECRET = 'load-test-secret-that-is-long-enough-123456';

/** Only this machine: the load must never reach someone else's server. */
function isLoopback(host: string) {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === '' || bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare);
}
if ((DATABASES.includes('postgres') || DATABASES.includes('cluster')) && !isLoopback(new URL(PG_URL).hostname)) {
  console.error(`LOAD_PG_URL must name a Postgres server on this machine (127.0.0.1, localhost, ::1), not ${new URL(PG_URL).hostname}`);
  process.exit(2);
}

// ---------------------------------------------------------------- measuring

const timings = new Map<string, number[]>();
const failures = new Map<string, number>();
const examples: string[] = [];
let requests = 0;
/** When the run began, and its slowest requests: a slow start (cold caches) reads differently from a stall later on. */
let runStarted = 0;
const slowest: Array<{ route: string; elapsed: number; at: number }> = [];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

interface Call {
  route: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
}

let baseUrl = '';
async function call<T = unknown>({ route, path: target, method = 'GET', body, headers = {} }: Call): Promise<T | undefined> {
  const url = new URL(target, baseUrl);
  if (!isLoopback(url.hostname)) throw new Error(`refusing a non-loopback target: ${url.host}`);
  const started = performance.now();
  requests += 1;
  try {
    const response = await fetch(url, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const elapsed = performance.now() - started;
    if (!timings.has(route)) timings.set(route, []);
    timings.get(route)!.push(elapsed);
    slowest.push({ route, elapsed, at: started - runStarted });
    if (slowest.length > 200) slowest.sort((a, b) => b.elapsed - a.elapsed).splice(20);
    if (response.status >= 400) {
      failures.set(route, (failures.get(route) ?? 0) + 1);
      if (examples.length < 10) examples.push(`${method} ${target} → ${response.status} ${text.slice(0, 200)}`);
      return undefined;
    }
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (error) {
    failures.set(route, (failures.get(route) ?? 0) + 1);
    if (examples.length < 10) examples.push(`${method} ${target} → ${(error as Error).message}`);
    return undefined;
  }
}

// ---------------------------------------------------------------- one database

interface Prepared {
  /** Why the server (or a process of the cluster) stopped during the run; undefined while it runs. */
  stopped: () => string | undefined;
  customers: Array<{ id: string; token: string }>;
  productIds: string[];
  newsIds: string[];
  cleanup: () => Promise<void>;
}

/** The settings of the measured server: bookings come from many visitors each with room for all. */
const SERVER_ENV = {
  TRUST_PROXY: 'true',
  BOOKING_SLOT_CAPACITY: '1000000',
  // Behind nginx every visitor is 127.0.0.1 (nginx replaces X-Forwarded-For).
  BOOKING_LIMIT_PER_ADDRESS: '1000000',
  RATE_LIMIT_PER_IP: '1000000',
  RATE_LIMIT_PER_EMAIL: '1000000',
  LOG_LEVEL: 'error',
};

/** The demo garage plus USERS customers with sessions, in a fresh database; then the server (or the cluster) on it. */
async function prepare(kind: Kind): Promise<Prepared> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `garage-load-${kind}-`));
  const created = kind === 'pglite' ? undefined : await createTestDatabase(PG_URL);
  let stopServer = async () => {};
  const cleanup = async () => {
    await stopServer();
    await created?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  const config = loadConfig(
    { NODE_ENV: 'production', LOG_LEVEL: 'error' },
    { dataDir, databaseUrl: created?.url, inMemoryDatabase: false, seedDemoData: true, jwtSecret: JWT_SECRET, staticDir: path.join(dataDir, 'none') },
  );
  const app = await buildApp(config, { logger: false });
  await app.ready();
  const suffix = Date.now().toString(36);
  const rows = await app.db
    .insert(accounts)
    .values(Array.from({ length: USERS }, (_, index) => ({ fullName: `Khách tải ${index + 1}`, email: `load-${suffix}-${index}@example.com`, verified: true })))
    .returning({ id: accounts.id });
  const customers = await Promise.all(rows.map(async (row) => ({ id: row.id, token: await app.auth.sign(row.id) })));
  // Stock for two minutes of checkouts: a sold-out answer (409) is not what is measured.
  await app.db.update(products).set({ quantity: 10_000_000 });
  await app.close();

  let stopped: () => string | undefined;
  if (kind === 'cluster') {
    const cluster = await startCluster({ databaseUrl: created!.url, jwtSecret: JWT_SECRET, env: SERVER_ENV });
    stopServer = () => cluster.stop();
    baseUrl = cluster.url;
    stopped = () => {
      const gone = cluster.processes.find((one) => !one.running());
      return gone ? `process ${gone.name}:\n${gone.output()}` : undefined;
    };
  } else {
    const server = await startServer({ dataDir, databaseUrl: created?.url, jwtSecret: JWT_SECRET, env: SERVER_ENV });
    stopServer = async () => void (await server.stop('SIGTERM'));
    baseUrl = server.url;
    stopped = () => (server.child.exitCode !== null ? server.output() : undefined);
  }
  const productList = (await call<Array<{ _id: string }>>({ route: 'setup', path: '/api/products?page=1&limit=100' })) ?? [];
  const newsList = (await call<Array<{ _id: string }>>({ route: 'setup', path: '/api/news?page=1&limit=100' })) ?? [];
  timings.delete('setup');
  requests = 0;
  return { stopped, customers, productIds: productList.map((row) => row._id), newsIds: newsList.map((row) => row._id), cleanup };
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;
let visitors = 0;
/** Thrown by think() once the run is over: the visitor leaves mid-way instead of finishing its round. */
class RunOver extends Error {}

/** One visitor's session, over and over until the deadline. */
async function virtualUser(prepared: Prepared, customer: { id: string; token: string }, deadline: number) {
  const think = async () => {
    await new Promise((resolve) => setTimeout(resolve, THINK_MS * (0.5 + Math.random())));
    if (performance.now() >= deadline) throw new RunOver();
  };
  // Visitors arrive over the ramp, not all in the same second.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * RAMP_SECONDS * 1000));
  try {
    for (;;) await visit(prepared, customer, think, false);
  } catch (error) {
    if (!(error instanceof RunOver)) throw error;
  }
}

/** One round of pages; `everything` takes every branch (the warm-up). */
async function visit(prepared: Prepared, customer: { id: string; token: string }, think: () => Promise<void>, everything: boolean) {
  const auth = { authorization: `Bearer ${customer.token}` };
  const sometimes = (share: number) => everything || Math.random() < share;
  await Promise.all([
    call({ route: 'GET /api/banners', path: '/api/banners' }),
    call({ route: 'GET /api/products/featured', path: '/api/products/featured' }),
    call({ route: 'GET /api/news (home)', path: '/api/news?page=1&limit=3' }),
    call({ route: 'GET /api/staff', path: '/api/staff?page=1&limit=8' }),
  ]);
  await think();
  await Promise.all([
    call({ route: 'GET /api/products (page)', path: `/api/products?page=${1 + Math.floor(Math.random() * 3)}&limit=12` }),
    call({ route: 'GET /api/categories', path: '/api/categories' }),
  ]);
  await think();
  const productId = pick(prepared.productIds);
  await Promise.all([
    call({ route: 'GET /api/products/:id', path: `/api/products/${productId}` }),
    call({ route: 'GET /api/comments/product/:id', path: `/api/comments/product/${productId}` }),
  ]);
  await think();
  if (sometimes(0.3)) {
    await call({ route: 'GET /api/news (page)', path: '/api/news?page=1&limit=9' });
    await think();
    await call({ route: 'GET /api/news/:id', path: `/api/news/${pick(prepared.newsIds)}` });
    await think();
  }
  if (sometimes(0.25)) {
    const date = addDays(vietnamToday(), 1 + Math.floor(Math.random() * 30));
    await call({ route: 'GET /api/contacts/availability', path: `/api/contacts/availability?date=${date}` });
    await think();
    visitors += 1;
    // A new visitor each time: own address and phone, as many people booking would be.
    await call({
      route: 'POST /api/contacts/create',
      path: '/api/contacts/create',
      method: 'POST',
      headers: { 'x-forwarded-for': `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}` },
      body: { fullName: 'Khách đặt lịch', numberPhone: `09${String(visitors).padStart(8, '0')}`, date, timeSlot: pick(TIME_SLOTS.filter((slot) => slotOpen(date, slot))), description: 'Bảo dưỡng định kỳ' },
    });
    await think();
  }
  if (sometimes(0.25)) {
    await call({ route: 'POST /api/cart', path: '/api/cart', method: 'POST', headers: auth, body: { product_id: productId, quantity: 1 } });
    await think();
    await call({ route: 'GET /api/cart/:accountId', path: `/api/cart/${customer.id}`, headers: auth });
    await think();
    await call({
      route: 'POST /api/orders/create',
      path: '/api/orders/create',
      method: 'POST',
      headers: { ...auth, 'idempotency-key': `load-${customer.id}-${performance.now()}` },
      body: { name: 'Khách tải', phone: '0900000000', email: 'khach@example.com', address: 'Quận 1', payment_method: 'COD' },
    });
    await think();
  }
}

function report(label: string, seconds: number) {
  const routes = [...timings.keys()].sort();
  const all = [...timings.values()].flat().sort((a, b) => a - b);
  const lines = [
    `\n${label}: ${USERS} users, ${seconds.toFixed(0)} s (machine load average ${loadavg()[1]!.toFixed(1)} over the last 5 minutes), ${requests} requests (${(requests / seconds).toFixed(0)}/s), p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(0)} ms, ${[...failures.values()].reduce((a, b) => a + b, 0)} errors`,
    `| route | requests | p50 | p99 | max | errors |`,
    `|---|---|---|---|---|---|`,
  ];
  for (const route of routes) {
    const sorted = [...timings.get(route)!].sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
    lines.push(`| ${route} | ${sorted.length} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 99))} | ${ms(sorted.at(-1)!)} | ${failures.get(route) ?? 0} |`);
  }
  console.info(lines.join('\n'));
  const top = slowest.sort((a, b) => b.elapsed - a.elapsed).slice(0, 5);
  console.info(`slowest: ${top.map((row) => `${row.route} ${row.elapsed.toFixed(0)} ms at ${(row.at / 1000).toFixed(1)} s`).join('; ')}`);
  if (examples.length) console.info(`errors (first ${examples.length}):\n  ${examples.join('\n  ')}`);
}

let failed = false;
console.info(`Load: ${USERS} users for ${SECONDS} s each, think time ${THINK_MS} ms ±50 %, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), Node ${process.version}`);
for (const kind of DATABASES) {
  if (!(KINDS as readonly string[]).includes(kind)) throw new Error(`LOAD_DATABASES: ${KINDS.join(', ')}, not ${kind}`);
  timings.clear();
  failures.clear();
  examples.length = 0;
  const preparing = performance.now();
  const prepared = await prepare(kind as Kind);
  console.info(`\n${kind}: demo data and ${USERS} customers ready in ${((performance.now() - preparing) / 1000).toFixed(1)} s`);
  try {
    // The first request of each route after a start pays for lazy work (query plans, schema
    // compilation, PGlite's caches): one visitor's round first, timed apart from the run.
    const warming = performance.now();
    await visit(prepared, prepared.customers[0]!, async () => {}, true);
    const warmup = [...timings.entries()].map(([route, values]) => ({ route, elapsed: Math.max(...values) })).sort((a, b) => b.elapsed - a.elapsed);
    console.info(`warm-up (each route once, one visitor): ${((performance.now() - warming) / 1000).toFixed(1)} s, slowest ${warmup[0]?.route} ${warmup[0]?.elapsed.toFixed(0)} ms`);
    timings.clear();
    requests = 0;
    const started = performance.now();
    runStarted = started;
    slowest.length = 0;
    const deadline = started + SECONDS * 1000;
    await Promise.all(prepared.customers.map((customer) => virtualUser(prepared, customer, deadline)));
    report({ pglite: 'PGlite (embedded)', postgres: 'Postgres', cluster: 'Postgres, two processes behind nginx' }[kind as Kind], (performance.now() - started) / 1000);
    if (failures.size) failed = true;
    const stopped = prepared.stopped();
    if (stopped) {
      console.error(`the server stopped during the run:\n${stopped}`);
      failed = true;
    }
  } finally {
    await prepared.cleanup();
  }
}
process.exit(failed ? 1 : 0);
