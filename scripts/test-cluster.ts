// `npm run test:cluster`: Debian's nginx with deploy/nginx.conf in front of two processes of the
// built server (scripts/cluster.ts), started at the same moment on a new, empty Postgres
// database, with the local Redis under a prefix of their own and a fake SMTP server for mail.
// Everything goes through nginx, as a visitor's browser would. Each check prints what it
// measured; any failure makes the run exit 1. Not a vitest file: neither `npx vitest run` nor
// scripts/test-pg.mjs picks it up.
import assert from 'node:assert/strict';
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { createClient } from 'redis';
import { io as connect, type Socket } from 'socket.io-client';
import { LIVE_EVENTS } from '../contract/live-events';
import { CHAT_EVENTS, type ChatMessage } from '../contract/chat';
import { SOCKET_OPTIONS } from '../contract/constants';
import { getPrivacyNotice, privacyNoticeSchema } from '../contract/privacy';
import { buildApp, type App } from '../server/app';
import { loadConfig } from '../server/config';
import { addDays, vietnamMinutesOfDay, vietnamToday } from '../server/lib/vietnam-time';
import { REMINDER_FIRST_HOUR } from '../server/services/booking-reminders';
import { startSmtp, type FakeSmtp } from '../server/test/fake-smtp';
import { openDayAhead } from '../server/test/open-days';
import { createProduct, quickCustomer } from '../server/test/shop-fixtures';
import { cuttableRedis } from '../server/test/cuttable-path';
import { clusterRedisUrl, ensureBuilt, root, serverRuntime, startCluster, type AccessLogLine, type AppProcess, type Cluster } from './cluster';

const GARAGE_INBOX = 'datlich@garaotosaigon.vn';
const LOAD_RATE = 50;
const started = performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------- checks

const results: Array<{ name: string; ok: boolean; ms: number }> = [];

/** Runs one check; its answer is what it measured. A failure is printed and the run goes on. */
async function check(name: string, body: () => Promise<string>): Promise<boolean> {
  const begun = performance.now();
  console.info(`\n▶ ${name}`);
  try {
    const measured = await body();
    const ms = performance.now() - begun;
    results.push({ name, ok: true, ms });
    console.info(`  ✓ ${measured} (${seconds(ms)})`);
    return true;
  } catch (error) {
    const ms = performance.now() - begun;
    results.push({ name, ok: false, ms });
    console.error(`  ✗ ${(error as Error).stack ?? String(error)}`);
    return false;
  }
}

// ---------------------------------------------------------------- HTTP through nginx

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text(): string;
  json<T = unknown>(): T;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One request with node:http: a source address of its own (`from`, 127.x.y.z) and the raw bytes as sent. */
function request(
  base: string,
  method: string,
  target: string,
  options: { headers?: Record<string, string>; body?: unknown; from?: string; timeoutMs?: number; agent?: http.Agent } = {},
): Promise<Answer> {
  const url = new URL(target, base);
  const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        agent: options.agent ?? agent,
        localAddress: options.from,
        timeout: options.timeoutMs ?? 15_000,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}), ...options.headers },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body,
            text: () => body.toString('utf8'),
            json: <T>() => JSON.parse(body.toString('utf8')) as T,
          });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`timed out: ${method} ${target}`)));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Access-log lines written from `from` on (an index into the log). */
function logSince(cluster: Cluster, from: number, match: (line: AccessLogLine) => boolean = () => true) {
  return cluster.accessLog().slice(from).filter(match);
}

/** Requests per process among these lines, named by process (A, B). */
function perProcess(cluster: Cluster, lines: AccessLogLine[]) {
  const counts: Record<string, number> = {};
  for (const line of lines) {
    // The process that finally answered: the last address when nginx tried the next one.
    const last = line.upstream.split(',').at(-1) ?? '';
    const name = cluster.processAt(last)?.name ?? (last.trim() || 'nginx');
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

const describeCounts = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort()
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');

// ---------------------------------------------------------------- sockets through nginx

interface LiveClient {
  socket: Socket;
  received: Array<{ event: string; payload: unknown }>;
  disconnects: string[];
  reconnects: number;
  next<T = unknown>(event: string, match?: (payload: T) => boolean, timeoutMs?: number): Promise<T>;
  call<T = unknown>(event: string, payload: unknown): Promise<T>;
  close(): void;
}

interface SocketOptions {
  token: string;
  /** The garage_sticky cookie, which picks the process. */
  stickyKey: string;
  transports?: Array<'polling' | 'websocket'>;
  deferChat?: boolean;
  /** As the browser (entities/chat/chat-socket.ts): reconnects by itself. */
  reconnection?: boolean;
}

async function openSocket(cluster: Cluster, options: SocketOptions): Promise<LiveClient> {
  const socket = connect(cluster.url, {
    path: '/socket.io',
    transports: options.transports ?? ['polling', 'websocket'],
    reconnection: options.reconnection ?? false,
    reconnectionAttempts: SOCKET_OPTIONS.reconnectionAttempts,
    reconnectionDelay: SOCKET_OPTIONS.reconnectionDelay,
    timeout: SOCKET_OPTIONS.timeout,
    forceNew: true,
    auth: { token: options.token, ...(options.deferChat ? { deferChat: true } : {}) },
    // A browser on this page: its Origin is the site's own address.
    extraHeaders: { cookie: `garage_sticky=${options.stickyKey}`, origin: cluster.url },
  });
  const received: LiveClient['received'] = [];
  const disconnects: string[] = [];
  const waiters = new Set<{ event: string; match: (payload: unknown) => boolean; resolve: (payload: unknown) => void }>();
  const consumed = new WeakSet<object>();
  let connects = 0;
  const client: LiveClient = {
    socket,
    received,
    disconnects,
    get reconnects() {
      return Math.max(0, connects - 1);
    },
    next(event, match = () => true, timeoutMs = 10_000) {
      const earlier = received.find((entry) => entry.event === event && !consumed.has(entry) && match(entry.payload as never));
      if (earlier) {
        consumed.add(earlier);
        return Promise.resolve(earlier.payload as never);
      }
      return new Promise((resolve, reject) => {
        const waiter = { event, match: match as (payload: unknown) => boolean, resolve: resolve as (payload: unknown) => void };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`no ${event} within ${timeoutMs} ms`));
        }, timeoutMs);
      });
    },
    call(event, payload) {
      return socket.timeout(10_000).emitWithAck(event, payload);
    },
    close: () => socket.close(),
  };
  socket.on('connect', () => (connects += 1));
  socket.on('disconnect', (reason) => disconnects.push(reason));
  socket.onAny((event: string, payload: unknown) => {
    const entry = { event, payload };
    received.push(entry);
    for (const waiter of [...waiters]) {
      if (waiter.event === event && waiter.match(payload)) {
        waiters.delete(waiter);
        consumed.add(entry);
        waiter.resolve(payload);
        break;
      }
    }
  });
  const outcome = await new Promise<Error | null>((resolve) => {
    socket.once('connect', () => resolve(null));
    socket.once('connect_error', (error) => resolve(error));
  });
  if (outcome) {
    socket.close();
    throw Object.assign(new Error(`socket refused: ${outcome.message}`), { cause: outcome });
  }
  return client;
}

function waitForDisconnect(client: LiveClient, timeoutMs: number): Promise<number> {
  const begun = performance.now();
  if (!client.socket.connected) return Promise.resolve(0);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs);
    client.socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve(performance.now() - begun);
    });
  });
}

// ---------------------------------------------------------------- steady load

interface LoadRun {
  stop(): Promise<LoadSummary>;
}
interface LoadSummary {
  sent: number;
  failed: Array<{ at: number; target: string; what: string }>;
  latencies: number[];
  /** The slowest requests, with when they were sent (ms into the run). */
  slowest: Array<{ at: number; target: string; ms: number }>;
  seconds: number;
}

/** GETs of pages and API at a steady rate (open loop: a slow answer does not slow the sender). */
function steadyLoad(cluster: Cluster, targets: string[], perSecond: number): LoadRun {
  const begun = performance.now();
  const failed: LoadSummary['failed'] = [];
  const latencies: number[] = [];
  const timed: LoadSummary['slowest'] = [];
  const pending = new Set<Promise<void>>();
  let sent = 0;
  let running = true;
  const loop = (async () => {
    let next = performance.now();
    while (running) {
      const target = targets[sent % targets.length]!;
      sent += 1;
      const at = performance.now();
      const one = request(cluster.url, 'GET', target, { headers: { 'accept-encoding': 'br, gzip' }, timeoutMs: 20_000 }).then(
        (answer) => {
          latencies.push(performance.now() - at);
          timed.push({ at: at - begun, target, ms: performance.now() - at });
          if (answer.status >= 400) failed.push({ at: at - begun, target, what: `${answer.status} ${answer.text().slice(0, 120)}` });
        },
        (error: Error) => void failed.push({ at: at - begun, target, what: error.message }),
      );
      pending.add(one);
      void one.finally(() => pending.delete(one));
      next += 1000 / perSecond;
      await sleep(Math.max(0, next - performance.now()));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await Promise.all(pending);
      const slowest = timed.sort((a, b) => b.ms - a.ms).slice(0, 5);
      return { sent, failed, latencies, slowest, seconds: (performance.now() - begun) / 1000 };
    },
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};

// ---------------------------------------------------------------- the run

const buildRoot = await ensureBuilt();
const runtime = await serverRuntime();
let smtp: FakeSmtp | undefined;
let cluster: Cluster | undefined;
let fixtures: App | undefined;
let database: pg.Pool | undefined;
// Process A reaches Redis through a path the readiness check cuts.
let redisOfA: Awaited<ReturnType<typeof cuttableRedis>> | undefined;

async function sqlRows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database!.query(text, values)).rows as T[];
}

try {
  await check('deploy files run the server as npm start does', async () => {
    const unit = readFileSync(path.join(root, 'deploy', 'garage@.service'), 'utf8');
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    for (const [file, text] of [
      ['deploy/garage@.service', unit],
      ['Dockerfile', dockerfile],
    ] as const) {
      for (const flag of runtime.SERVER_NODE_FLAGS) assert.ok(text.includes(flag), `${file} lacks ${flag}`);
      for (const [name, value] of Object.entries(runtime.SERVER_ENV)) assert.ok(text.includes(`${name}=${value}`), `${file} lacks ${name}=${value}`);
      assert.ok(text.includes('dist-server/main.js'), `${file} does not run dist-server/main.js`);
    }
    return `node ${runtime.SERVER_NODE_FLAGS.join(' ')} dist-server/main.js with ${Object.keys(runtime.SERVER_ENV).join(', ')} in both`;
  });

  if (buildRoot !== root) {
    await check('the processes run from a production install (npm ci --omit=dev)', async () => {
      const has = (name: string) => existsSync(path.join(buildRoot, 'node_modules', name, 'package.json'));
      const dev = ['vitest', 'storybook', '@playwright/test', 'eslint'].filter(has);
      assert.deepEqual(dev, [], 'no development package in the folder');
      assert.ok(has('fastify') && has('pg'), 'the server\'s packages are there');
      return `${buildRoot}: dist/, dist-server/ and production dependencies only`;
    });
  }

  smtp = await startSmtp();
  redisOfA = await cuttableRedis(clusterRedisUrl());
  const startingAt = performance.now();
  const starting = await check('two processes started at the same moment on an empty database', async () => {
    cluster = await startCluster({
      smtpUrl: smtp!.url,
      redisUrlOf: { A: redisOfA!.url },
      env: {
        GARAGE_NOTIFY_EMAIL: GARAGE_INBOX,
        BOOKING_REMINDER_INTERVAL_SECONDS: '2',
        MAIL_QUEUE_POLL_MS: '500',
        MAIL_RETRY_BASE_SECONDS: '1',
      },
    });
    database = new pg.Pool({ connectionString: cluster.databaseUrl, max: 4 });
    const journal = JSON.parse(readFileSync(path.join(buildRoot, 'dist-server', 'migrations', 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    const [migrations] = await sqlRows<{ n: number; distinct: number }>('select count(*)::int as n, count(distinct hash)::int as "distinct" from drizzle.__drizzle_migrations');
    assert.equal(migrations!.n, journal.entries.length, 'every migration recorded once');
    assert.equal(migrations!.distinct, migrations!.n);
    for (const [table, column] of [
      ['categories', 'name'],
      ['products', 'name'],
      ['accounts', 'email'],
      ['news', 'title'],
    ] as const) {
      const [row] = await sqlRows<{ n: number; distinct: number }>(`select count(*)::int as n, count(distinct ${column})::int as "distinct" from ${table}`);
      assert.ok(row!.n > 0, `${table}: seeded`);
      assert.equal(row!.distinct, row!.n, `${table}: seeded once (no ${column} twice)`);
    }
    const both = cluster.processes.every((one) => one.running());
    assert.ok(both, 'both processes still running');
    return `both ready in ${seconds(performance.now() - startingAt)} (waited on /api/${cluster.readyRoute()}), ${migrations!.n} migrations recorded once, demo data seeded once`;
  });
  if (!starting || !cluster) throw new Error('the cluster did not start');
  const c: Cluster = cluster;
  const [A, B] = c.processes;

  // Customers with sessions for the checkouts and reminders: written straight into the database
  // by the app's own code (fifty registrations by mail are not what is tested).
  fixtures = await buildApp(
    loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      { databaseUrl: c.databaseUrl, inMemoryDatabase: false, seedDemoData: false, jwtSecret: c.jwtSecret, staticDir: '/nonexistent', dataDir: path.join(c.dir, 'fixtures') },
    ),
    { logger: false },
  );
  await fixtures.ready();

  // A booking for tomorrow by a signed-in customer: checked at the end for one reminder and one
  // mail to the garage, after the processes have run their jobs many times and been restarted.
  const reminded = await quickCustomer(fixtures, 'Khách nhắc lịch');
  const tomorrow = addDays(vietnamToday(), 1);
  let reminderBooking: { _id: string; code: string } | undefined;
  let reminderNote = '';
  {
    const availability = await request(c.url, 'GET', `/api/contacts/availability?date=${tomorrow}&branch=quan-12`);
    // A reminder goes only to someone who agreed to service messages (issue 43), ticked as the contact page offers it.
    const notice = await request(c.url, 'GET', getPrivacyNotice.path);
    assert.equal(notice.status, 200, 'the privacy notice the booking form shows');
    const consents = { noticeVersion: privacyNoticeSchema.parse(notice.json()).version, processing: true, serviceMessages: true, marketing: false };
    const free = availability.status === 200 ? availability.json<{ slots: Array<{ timeSlot: string; full: boolean; past: boolean; closed: boolean }> }>().slots.find((slot) => !slot.full && !slot.past && !slot.closed) : undefined;
    if (free) {
      const made = await request(c.url, 'POST', '/api/contacts/create', {
        from: '127.0.4.1',
        headers: bearer(reminded.token),
        body: { fullName: 'Khách nhắc lịch', numberPhone: '0987000001', date: tomorrow, timeSlot: free.timeSlot, branch: 'quan-12', consents },
      });
      if (made.status === 201) reminderBooking = made.json();
      else reminderNote = `booking for tomorrow refused: ${made.status} ${made.text().slice(0, 200)}`;
    } else {
      reminderNote = `no free slot tomorrow (${tomorrow}) at Quận 12 (${availability.status})`;
    }
  }

  await check('GET /api/health (liveness) and GET /api/ready (database and Redis) on both processes', async () => {
    const lines: string[] = [];
    for (const one of [A, B]) {
      const health = await request(one.url, 'GET', '/api/health');
      assert.equal(health.status, 200, `${one.name} /api/health`);
      assert.equal(health.json<{ status: string }>().status, 'ok');
      const ready = await request(one.url, 'GET', '/api/ready');
      assert.equal(ready.status, 200, `${one.name} /api/ready: ${ready.status} ${ready.text().slice(0, 200)}`);
      const body = ready.json<{ status: string; database?: string; redis?: string }>();
      assert.ok(['ok', 'ready'].includes(body.status), `${one.name} /api/ready: ${ready.text()}`);
      if (body.database !== undefined) assert.equal(body.database, 'ok');
      if (body.redis !== undefined) assert.equal(body.redis, 'ok', 'Redis is configured and answers');
      lines.push(`${one.name}: health 200, ready 200 ${ready.text()}`);
    }
    const viaNginx = await request(c.url, 'GET', '/api/ready');
    assert.equal(viaNginx.status, 200, 'through nginx');
    return lines.join('; ');
  });

  await check('pages, API and built files through nginx, served by both processes', async () => {
    const mark = c.accessLog().length;
    const home = await request(c.url, 'GET', '/', { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(home.status, 200);
    assert.match(String(home.headers['content-type']), /text\/html/);
    assert.equal(home.headers['content-encoding'], 'br', 'the page arrives brotli-compressed by the app');
    const html = brotliDecompressSync(home.body).toString('utf8');
    assert.match(html, /<html/);
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    assert.ok(asset, 'the page names a built script');
    const pages = await Promise.all(['/san-pham', '/tin-tuc', '/lien-he', '/dich-vu'].map((page) => request(c.url, 'GET', page)));
    for (const page of pages) assert.equal(page.status, 200);
    const missing = await request(c.url, 'GET', '/khong-co-trang-nay');
    assert.equal(missing.status, 404);
    const products = await request(c.url, 'GET', '/api/products?page=1&limit=12');
    assert.equal(products.status, 200);
    assert.ok(products.json<unknown[]>().length > 0);
    assert.ok(products.headers['x-total-count']);
    const apiCalls = await Promise.all(Array.from({ length: 20 }, (_, i) => request(c.url, 'GET', i % 2 ? '/api/banners' : '/api/categories')));
    for (const call of apiCalls) assert.equal(call.status, 200);

    // nginx leaves the app's encoding alone and passes on which one the client takes.
    const gzipped = await request(c.url, 'GET', '/api/news?page=1&limit=9', { headers: { 'accept-encoding': 'gzip, deflate' } });
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.ok(Array.isArray(JSON.parse(gunzipSync(gzipped.body).toString('utf8'))));
    const plain = await request(c.url, 'GET', '/api/news?page=1&limit=9');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(Array.isArray(plain.json()));

    const first = await request(c.url, 'GET', asset, { headers: { 'accept-encoding': 'br, gzip' } });
    const second = await request(c.url, 'GET', asset, { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(first.status, 200);
    assert.match(String(first.headers['cache-control']), /max-age=31536000.*immutable/);
    assert.equal(first.headers['content-encoding'], 'br');
    assert.equal(second.headers['x-cache-status'], 'HIT', `second fetch of ${asset} from nginx's cache`);

    const redirect = await request(c.redirectUrl, 'GET', '/san-pham?trang=2');
    assert.equal(redirect.status, 301);
    assert.match(String(redirect.headers.location), /^https:\/\/127\.0\.0\.1\/san-pham\?trang=2$/);

    const metricsViaNginx = await request(c.url, 'GET', '/metrics', { headers: bearer(c.metricsToken) });
    assert.equal(metricsViaNginx.status, 404, 'nginx does not publish /metrics');

    const served = perProcess(c, logSince(c, mark, (line) => line.upstream !== ''));
    assert.ok((served.A ?? 0) > 0 && (served.B ?? 0) > 0, `both processes answered: ${describeCounts(served)}`);
    return `pages 200 (br), unknown page 404, API 200 (br, gzip or none as asked), ${asset} immutable and a cache HIT the second time, port 80 → https, /metrics 404; answered by ${describeCounts(served)}`;
  });

  await check('/metrics on each process with METRICS_TOKEN only', async () => {
    const lines: string[] = [];
    for (const one of [A, B]) {
      const refused = await request(one.url, 'GET', '/metrics');
      assert.ok(refused.status === 401 || refused.status === 404, `${one.name} without the token: ${refused.status}`);
      const metrics = await request(one.url, 'GET', '/metrics', { headers: bearer(c.metricsToken) });
      assert.equal(metrics.status, 200, `${one.name} with the token`);
      assert.match(metrics.text(), /^# (HELP|TYPE) /m);
      lines.push(`${one.name}: ${refused.status} without, 200 with (${metrics.text().split('\n').filter((line) => line && !line.startsWith('#')).length} samples)`);
    }
    return lines.join('; ');
  });

  await check('X-Forwarded-For comes from nginx, not from the client', async () => {
    // Six bookings from one address, each claiming another in X-Forwarded-For: the per-address
    // limit (5 in 10 minutes) must still count them as one visitor.
    const date = openDayAhead(12);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await request(c.url, 'POST', '/api/contacts/create', {
        from: '127.0.5.1',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        body: { fullName: `Khách giả địa chỉ ${i + 1}`, numberPhone: `09760000${String(i).padStart(2, '0')}`, date, timeSlot: ['08:00', '09:00', '10:00', '13:00', '14:00', '15:00'][i], branch: 'thu-duc' },
      });
      statuses.push(answer.status);
    }
    assert.deepEqual(statuses, [201, 201, 201, 201, 201, 429]);
    return `statuses ${statuses.join(', ')}`;
  });

  let staffToken = '';
  await check('a customer on one process chats with staff on the other (long-polling kept on its process)', async () => {
    const login = async (email: string, password: string, from: string) => {
      const answer = await request(c.url, 'POST', '/api/accounts/login', { from, body: { email, password } });
      assert.equal(answer.status, 200, `login ${email}: ${answer.text().slice(0, 200)}`);
      return answer.json<{ token: string; id: string }>();
    };
    const customer = await login('khachhang@garaotosaigon.vn', 'Khach@123', '127.0.2.1');
    const staff = await login('admin@garaotosaigon.vn', 'Admin@123', '127.0.2.2');
    staffToken = staff.token;
    const [keyA, keyB] = [await c.stickyKeyFor(A), await c.stickyKeyFor(B)];
    const staffSocket = await openSocket(c, { token: staff.token, stickyKey: keyB });
    // Long-polling only: every request of the session must reach process A.
    const customerSocket = await openSocket(c, { token: customer.token, stickyKey: keyA, transports: ['polling'] });
    try {
      await staffSocket.next(CHAT_EVENTS.startChat, (payload: { userId?: string }) => payload.userId === customer.id);
      const words = `Xin chào, xe tôi kêu lạ ${Date.now()}`;
      let begun = performance.now();
      const sent = await customerSocket.call<{ ok: boolean }>(CHAT_EVENTS.sendMessage, { message: words });
      assert.ok(sent.ok, JSON.stringify(sent));
      await staffSocket.next<ChatMessage>(CHAT_EVENTS.chatMessage, (message) => message.message === words && message.sender === 'customer');
      const toStaff = performance.now() - begun;
      const reply = `Chào anh, mời anh ghé gara ${Date.now()}`;
      begun = performance.now();
      const answered = await staffSocket.call<{ ok: boolean }>(CHAT_EVENTS.sendMessage, { userId: customer.id, message: reply });
      assert.ok(answered.ok, JSON.stringify(answered));
      await customerSocket.next<ChatMessage>(CHAT_EVENTS.chatMessage, (message) => message.message === reply && message.sender === 'staff');
      const toCustomer = performance.now() - begun;
      // Polls keep going for a moment, then the log shows where each went.
      await sleep(500);
      customerSocket.close();
      staffSocket.close();
      await sleep(300);
      const customerLines = logSince(c, 0, (line) => line.sticky === keyA && line.uri.startsWith('/socket.io/') && line.transport !== '');
      const staffLines = logSince(c, 0, (line) => line.sticky === keyB && line.uri.startsWith('/socket.io/') && line.transport !== '');
      assert.ok(customerLines.length >= 3, `customer polled ${customerLines.length} times`);
      assert.deepEqual(perProcess(c, customerLines), { A: customerLines.length }, 'every request of the customer reached A');
      assert.deepEqual(perProcess(c, staffLines), { B: staffLines.length }, 'every request of staff reached B');
      const upgraded = staffLines.some((line) => line.transport === 'websocket' && line.status === 101);
      assert.ok(upgraded, 'staff moved on to a WebSocket through nginx');
      return `customer on A (${customerLines.length} polling requests, all on A), staff on B (WebSocket after ${staffLines.length - 1} polls); customer → staff ${toStaff.toFixed(0)} ms, staff → customer ${toCustomer.toFixed(0)} ms`;
    } finally {
      customerSocket.close();
      staffSocket.close();
    }
  });

  await check('a browser without a cookie: polling first, then the WebSocket, all on one process', async () => {
    const login = await request(c.url, 'POST', '/api/accounts/login', { from: '127.0.2.4', body: { email: 'khachhang@garaotosaigon.vn', password: 'Khach@123' } });
    assert.equal(login.status, 200, login.text().slice(0, 200));
    const from = c.accessLog().length;
    // As a browser: no cookie at first, then the ones the answers set (socket.io-client keeps a
    // cookie jar in Node with withCredentials, as a browser does on its own).
    const socket = connect(c.url, {
      path: '/socket.io',
      transports: ['polling', 'websocket'],
      withCredentials: true,
      reconnection: false,
      forceNew: true,
      auth: { token: login.json<{ token: string }>().token, deferChat: true },
      extraHeaders: { origin: c.url },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no WebSocket within 10 s')), 10_000);
        socket.io.engine.once('upgrade', () => {
          clearTimeout(timer);
          resolve();
        });
        socket.once('connect_error', (error) => reject(error));
      });
      await sleep(300);
    } finally {
      socket.close();
    }
    await sleep(300);
    const lines = logSince(c, from, (line) => line.uri.startsWith('/socket.io/') && line.transport !== '');
    const first = lines[0];
    assert.ok(first && first.transport === 'polling', `the first request polls: ${JSON.stringify(first)}`);
    const session = lines.filter((line) => line.sticky === first.sticky);
    assert.ok(session.length >= 3, `the session's requests: ${session.length}`);
    assert.equal(Object.keys(perProcess(c, session)).length, 1, `all on one process: ${JSON.stringify(perProcess(c, session))}`);
    assert.ok(session.some((line) => line.transport === 'websocket' && line.status === 101), 'it moved on to a WebSocket');
    const polls = session.filter((line) => line.transport === 'polling').length;
    return `${polls} polling requests and the upgrade, all on ${Object.keys(perProcess(c, session))[0]} (sticky key from the first answer's cookie)`;
  });

  await check("a process without Redis says so on /api/ready (503 through nginx), and nginx keeps it in the rotation", async () => {
    /** Waits until A's own /api/ready answers `status`; false when it has not within `ms`. */
    const untilReadinessOfA = async (status: number, ms: number) => {
      const deadline = Date.now() + ms;
      while ((await request(A.url, 'GET', '/api/ready')).status !== status) {
        if (Date.now() > deadline) return false;
        await sleep(100);
      }
      return true;
    };
    await redisOfA!.cut();
    try {
      assert.ok(await untilReadinessOfA(503, 10_000), 'A still says ready 10 s after losing Redis');
      const from = c.accessLog().length;
      const readyAnswers: number[] = [];
      for (let i = 0; i < 6; i += 1) readyAnswers.push((await request(c.url, 'GET', '/api/ready', { from: '127.0.2.5' })).status);
      for (let i = 0; i < 6; i += 1) assert.equal((await request(c.url, 'GET', '/api/health', { from: '127.0.2.5' })).status, 200, 'liveness through nginx');
      await sleep(300);
      const notReady = logSince(c, from, (line) => line.uri === '/api/ready' && line.status === 503);
      assert.ok(notReady.length >= 1, `A was asked: ${readyAnswers.join(', ')}`);
      assert.deepEqual(perProcess(c, notReady), { A: notReady.length }, 'the 503 came from A');
      assert.ok(notReady.every((line) => !line.upstream.includes(',')), 'nginx did not send readiness on to B');
      const health = perProcess(c, logSince(c, from, (line) => line.uri === '/api/health'));
      assert.ok((health.A ?? 0) >= 2, `A still gets requests (its 503 was no failure): ${JSON.stringify(health)}`);
      return `readiness through nginx: ${readyAnswers.join(', ')}; the liveness requests after it: ${JSON.stringify(health)}`;
    } finally {
      await redisOfA!.mend();
      await untilReadinessOfA(200, 15_000);
    }
  });

  await check('a logout handled by one process ends the sockets on both', async () => {
    const login = await request(c.url, 'POST', '/api/accounts/login', { from: '127.0.2.3', body: { email: 'phamthuytrang@example.com', password: 'Khach@123' } });
    assert.equal(login.status, 200, login.text().slice(0, 200));
    const { token } = login.json<{ token: string }>();
    const onA = await openSocket(c, { token, stickyKey: await c.stickyKeyFor(A), deferChat: true });
    const onB = await openSocket(c, { token, stickyKey: await c.stickyKeyFor(B), deferChat: true });
    try {
      const mark = c.accessLog().length;
      const begun = performance.now();
      const ended = Promise.all([waitForDisconnect(onA, 5000), waitForDisconnect(onB, 5000)]);
      const logout = await request(c.url, 'POST', '/api/accounts/logout', { from: '127.0.2.3', headers: bearer(token) });
      assert.equal(logout.status, 200);
      const [msA, msB] = await ended;
      const handledBy = perProcess(c, logSince(c, mark, (line) => line.uri === '/api/accounts/logout'));
      await assert.rejects(openSocket(c, { token, stickyKey: await c.stickyKeyFor(A), deferChat: true }), /socket refused/);
      return `logout answered by ${Object.keys(handledBy).join('')}; socket on A closed after ${msA.toFixed(0)} ms, on B after ${msB.toFixed(0)} ms (${(performance.now() - begun).toFixed(0)} ms in all); the token is refused afterwards`;
    } finally {
      onA.close();
      onB.close();
    }
  });

  await check('50 concurrent bookings for one slot over both processes: exactly its capacity', async () => {
    const date = openDayAhead(10);
    // Signed in: bookings without an account may hold only part of a slot.
    const customers = await Promise.all(Array.from({ length: 50 }, (_, i) => quickCustomer(fixtures!, `Khách đặt lịch ${i + 1}`)));
    const mark = c.accessLog().length;
    const begun = performance.now();
    const answers = await Promise.all(
      customers.map((customer, i) =>
        request(c.url, 'POST', '/api/contacts/create', {
          // Fifty customers, each from an address of their own (the per-address limit counts through nginx).
          from: `127.0.3.${i + 1}`,
          headers: customer.headers,
          body: { fullName: `Khách đồng thời ${i + 1}`, numberPhone: `09123400${String(i).padStart(2, '0')}`, date, timeSlot: '09:00', branch: 'thu-duc' },
        }),
      ),
    );
    const elapsed = performance.now() - begun;
    const statuses = answers.map((answer) => answer.status);
    assert.deepEqual(
      answers.filter((answer) => answer.status !== 201 && answer.status !== 409).map((answer) => `${answer.status} ${answer.text().slice(0, 200)}`),
      [],
    );
    const made = statuses.filter((status) => status === 201).length;
    const [slot] = await sqlRows<{ booked: number }>(`select booked from booking_slots where date = $1 and time_slot = '09:00' and branch = 'thu-duc'`, [date]);
    const [stored] = await sqlRows<{ n: number }>(`select count(*)::int as n from bookings where date = $1 and time_slot = '09:00' and branch = 'thu-duc' and status <> 'cancelled'`, [date]);
    assert.equal(made, 3, 'BOOKING_SLOT_CAPACITY (3) booked');
    assert.equal(slot!.booked, 3);
    assert.equal(stored!.n, 3);
    const served = perProcess(c, logSince(c, mark, (line) => line.uri === '/api/contacts/create'));
    assert.ok((served.A ?? 0) > 0 && (served.B ?? 0) > 0, `both processes took bookings: ${describeCounts(served)}`);
    return `${made} booked, ${50 - made} told it is full, in ${elapsed.toFixed(0)} ms; slot row ${slot!.booked}, rows ${stored!.n}; answered by ${describeCounts(served)}`;
  });

  await check('50 concurrent checkouts of a service with stock 10 over both processes: exactly 10 orders', async () => {
    const product = await createProduct(fixtures!, { name: `Thay dầu cụm ${Date.now()}`, quantity: 10, price: 450_000 });
    const customers = await Promise.all(Array.from({ length: 50 }, (_, i) => quickCustomer(fixtures!, `Khách mua ${i + 1}`)));
    const carts = await Promise.all(
      customers.map((customer, i) => request(c.url, 'POST', '/api/cart', { from: `127.0.6.${i + 1}`, headers: customer.headers, body: { product_id: product.id, quantity: 1 } })),
    );
    assert.deepEqual(carts.filter((answer) => answer.status >= 300).map((answer) => `${answer.status} ${answer.text().slice(0, 200)}`), []);
    const mark = c.accessLog().length;
    const begun = performance.now();
    const answers = await Promise.all(
      customers.map((customer, i) =>
        request(c.url, 'POST', '/api/orders/create', {
          from: `127.0.6.${i + 1}`,
          headers: { ...customer.headers, 'idempotency-key': `cluster-${customer.id}` },
          body: { name: 'Khách hàng', phone: '0900000000', email: 'khach@example.com', address: 'TP. Hồ Chí Minh', payment_method: 'COD' },
        }),
      ),
    );
    const elapsed = performance.now() - begun;
    assert.deepEqual(
      answers.filter((answer) => answer.status !== 201 && answer.status !== 409).map((answer) => `${answer.status} ${answer.text().slice(0, 200)}`),
      [],
    );
    const made = answers.filter((answer) => answer.status === 201).length;
    const [stock] = await sqlRows<{ quantity: number }>('select quantity from products where id = $1', [product.id]);
    const [lines] = await sqlRows<{ n: number }>('select count(*)::int as n from order_lines where product_id = $1', [product.id]);
    assert.equal(made, 10);
    assert.equal(stock!.quantity, 0);
    assert.equal(lines!.n, 10);
    const served = perProcess(c, logSince(c, mark, (line) => line.uri === '/api/orders/create'));
    assert.ok((served.A ?? 0) > 0 && (served.B ?? 0) > 0, `both processes took orders: ${describeCounts(served)}`);
    return `${made} orders, ${50 - made} refused, stock ${stock!.quantity}, ${lines!.n} order lines, in ${elapsed.toFixed(0)} ms; answered by ${describeCounts(served)}`;
  });

  await check(`rolling restart under a steady ${LOAD_RATE} requests/s: no failed request, sockets come back`, async () => {
    const [product] = await sqlRows<{ id: string }>('select id from products order by id limit 1');
    const day = openDayAhead(2);
    const targets = [
      '/',
      '/api/products?page=1&limit=12',
      '/san-pham',
      '/api/news?page=1&limit=3',
      '/api/banners',
      '/tin-tuc',
      '/api/categories',
      `/api/products/${product!.id}`,
      `/api/contacts/availability?date=${day}&branch=quan-12`,
      '/lien-he',
    ];
    const watcher = await openSocket(c, { token: staffToken, stickyKey: await c.stickyKeyFor(A), reconnection: true });
    const load = steadyLoad(c, targets, LOAD_RATE);
    const steps: string[] = [];
    const restarting = (async () => {
      await sleep(3000);
      for (const [round, one] of ([A, B] as AppProcess[]).entries()) {
        // Bookings sent to the process itself (nginx would retry a GET elsewhere, hiding a
        // request cut off), each on a connection it has already accepted (as nginx's kept-alive
        // ones are), just before SIGTERM: each must still be answered.
        const connections = Array.from({ length: 6 }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
        await Promise.all(connections.map((connection, i) => request(one.url, 'GET', '/api/health', { agent: connection, from: `127.0.7.${round * 10 + i + 1}` })));
        const inFlight = connections.map((connection, i) =>
          request(one.url, 'POST', '/api/contacts/create', {
            agent: connection,
            from: `127.0.7.${round * 10 + i + 1}`,
            body: { fullName: `Khách lúc tắt ${i + 1}`, numberPhone: `0977${round}00${String(i).padStart(3, '0')}`, date: openDayAhead(20 + round), timeSlot: ['08:00', '09:00', '10:00', '13:00', '14:00', '15:00'][i], branch: 'quan-12' },
          }).then(
            (answer) => ({ status: answer.status, what: answer.text().slice(0, 200), at: performance.now() }),
            (error: Error) => ({ status: 0, what: error.message, at: performance.now() }),
          ),
        );
        await sleep(15);
        const stopping = performance.now();
        const code = await one.stop('SIGTERM');
        const stoppedIn = performance.now() - stopping;
        const finished = await Promise.all(inFlight);
        for (const connection of connections) connection.destroy();
        const answered = finished.map((answer) => `${answer.status} after ${(answer.at - stopping).toFixed(0)} ms`).join(', ');
        const lastWords = one.output().slice(-2000);
        const runningAtSignal = finished.filter((answer) => answer.at > stopping).length;
        // Started again before judging the stop, so the checks after this one have both processes.
        const starting = performance.now();
        const mark = c.accessLog().length;
        await one.start();
        const readyIn = performance.now() - starting;
        assert.deepEqual(finished.filter((answer) => answer.status !== 201).map((answer) => `${answer.status} ${answer.what}`), [], `${one.name}: bookings in flight at SIGTERM (${answered})`);
        assert.equal(code, '0', `${one.name} exit ${stoppedIn.toFixed(0)} ms after SIGTERM (bookings: ${answered}):\n${lastWords}`);
        // nginx left it out after its refusals; wait until it is sent requests again.
        const backIn = await (async () => {
          const begun = performance.now();
          while (performance.now() - begun < 15_000) {
            if (logSince(c, mark, (line) => c.processAt(line.upstream.split(',').at(-1) ?? '') === one && line.status < 400).length > 0) return performance.now() - begun;
            await sleep(100);
          }
          throw new Error(`nginx sent ${one.name} nothing within 15 s of its restart`);
        })();
        steps.push(`${one.name}: ${runningAtSignal} of 6 bookings still running at SIGTERM all answered 201, exited ${stoppedIn.toFixed(0)} ms after SIGTERM, ready ${readyIn.toFixed(0)} ms after start, in use again after ${backIn.toFixed(0)} ms`);
      }
      await sleep(3000);
    })();
    // The load stops whether or not the restarts went through.
    const restarted = await restarting.then(
      () => null,
      (error: unknown) => error,
    );
    const summary = await load.stop();
    const retried = logSince(c, 0, (line) => line.upstream.includes(',')).length;
    console.info(`  ${steps.join('\n  ')}`);
    console.info(
      `  load: ${summary.sent} requests in ${summary.seconds.toFixed(1)} s (${(summary.sent / summary.seconds).toFixed(1)}/s), p50 ${percentile(summary.latencies, 50).toFixed(0)} ms, p99 ${percentile(summary.latencies, 99).toFixed(0)} ms, max ${Math.max(...summary.latencies).toFixed(0)} ms; nginx tried the other process ${retried} times`,
    );
    console.info(`  slowest: ${summary.slowest.map((one) => `${one.target} ${one.ms.toFixed(0)} ms at ${seconds(one.at)}`).join('; ')}`);
    if (restarted) {
      watcher.close();
      throw restarted;
    }
    const disconnects = [...watcher.disconnects];
    const hints = watcher.received.filter((entry) => entry.event === LIVE_EVENTS.serverRestarting).length;
    try {
      assert.deepEqual(summary.failed.slice(0, 10), [], `${summary.failed.length} of ${summary.sent} requests failed`);
      await (async () => {
        const begun = performance.now();
        while (!watcher.socket.connected && performance.now() - begun < 10_000) await sleep(100);
      })();
      assert.ok(watcher.socket.connected, `the socket did not come back (disconnects: ${disconnects.join(', ')})`);
      assert.ok(disconnects.length >= 1, 'the socket was on a restarted process');
      assert.ok(hints >= 1, `no ${LIVE_EVENTS.serverRestarting} hint before the disconnects (${disconnects.join(', ')})`);
    } finally {
      watcher.close();
    }
    return `${summary.failed.length} failed of ${summary.sent}; socket: ${hints} restart hints, disconnects (${disconnects.join(', ')}), reconnected ${watcher.reconnects} times by itself`;
  });

  await check('background jobs run once across both processes (mail queue, reminders)', async () => {
    // Whatever is queued has gone out (bounded: the queue polls every 500 ms).
    const drained = performance.now();
    for (;;) {
      const [waiting] = await sqlRows<{ n: number }>(`select count(*)::int as n from mail_queue where status in ('pending', 'sending')`);
      if (waiting!.n === 0) break;
      assert.ok(performance.now() - drained < 30_000, `${waiting!.n} mails still waiting after 30 s`);
      await sleep(250);
    }
    const received = new Map<string, number>();
    for (const message of smtp!.received) {
      const id = message.raw.match(/^Message-ID:\s*<([^@>]+)@/im)?.[1] ?? '?';
      received.set(id, (received.get(id) ?? 0) + 1);
    }
    const twice = [...received].filter(([, n]) => n > 1);
    assert.deepEqual(twice, [], 'no mail arrived twice');
    const sent = await sqlRows<{ id: string; kind: string; to_address: string; text_body: string; status: string }>(`select id, kind, to_address, text_body, status from mail_queue`);
    assert.deepEqual(sent.filter((row) => row.status !== 'sent').map((row) => `${row.kind} ${row.status}`), [], 'every queued mail was sent');
    assert.deepEqual(sent.filter((row) => received.get(row.id) !== 1).map((row) => row.kind), [], 'every sent mail arrived once');
    assert.equal(smtp!.received.length, sent.length, 'nothing arrived that was not queued');

    const kinds: Record<string, number> = {};
    for (const row of sent) kinds[row.kind] = (kinds[row.kind] ?? 0) + 1;
    let reminders = 'reminder not checked';
    if (reminderBooking) {
      const toGarage = sent.filter((row) => row.kind === 'garageNewBooking' && row.text_body.includes(reminderBooking!.code));
      assert.equal(toGarage.length, 1, 'the garage is told of the booking once');
      const mine = sent.filter((row) => row.kind === 'bookingReminder' && row.to_address === reminded.email);
      const [claimed] = await sqlRows<{ reminder_sent_at: Date | null }>('select reminder_sent_at from bookings where id = $1', [reminderBooking._id]);
      const minutes = vietnamMinutesOfDay();
      if (vietnamToday() !== addDays(tomorrow, -1)) {
        reminders = 'reminder not checked: the day changed during the run';
      } else if (minutes >= REMINDER_FIRST_HOUR * 60 + 1) {
        assert.equal(mine.length, 1, 'one reminder for the booking of tomorrow');
        assert.ok(claimed!.reminder_sent_at, 'the booking is marked reminded');
        reminders = `1 reminder for tomorrow's booking ${reminderBooking.code} (${sent.filter((row) => row.kind === 'bookingReminder').length} reminders in all, each once)`;
      } else if (minutes < REMINDER_FIRST_HOUR * 60) {
        assert.equal(mine.length, 0, `no reminder before ${REMINDER_FIRST_HOUR}:00 Vietnam time`);
        reminders = `0 reminders before ${REMINDER_FIRST_HOUR}:00 Vietnam time, as it should`;
      } else {
        assert.ok(mine.length <= 1, 'at most one reminder');
        reminders = `${mine.length} reminder in the first minute after ${REMINDER_FIRST_HOUR}:00`;
      }
    } else {
      reminders = `reminder not checked: ${reminderNote}`;
    }
    return `${sent.length} mails queued, each received once (${describeCounts(kinds)}); the garage told once of booking ${reminderBooking?.code ?? '-'}; ${reminders}`;
  });

  await check('Redis keys and the socket.io channel carry the deployment prefix', async () => {
    const redis = createClient({ url: c.redisUrl });
    await redis.connect();
    try {
      let keys = 0;
      for await (const batch of redis.scanIterator({ MATCH: `${c.redisPrefix}:*`, COUNT: 500 })) keys += batch.length;
      const channels = await redis.pubSubChannels(`${c.redisPrefix}:socket.io*`);
      assert.ok(keys > 0, `no key under ${c.redisPrefix}:`);
      assert.ok(channels.length > 0, `no socket.io channel under ${c.redisPrefix}:`);
      return `${keys} keys and ${channels.length} channels under ${c.redisPrefix}:`;
    } finally {
      await redis.quit();
    }
  });

  for (const one of c.processes) {
    const warnings = one
      .output()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
    if (warnings.length) console.info(`\nprocess ${one.name} logged ${warnings.length} errors, first: ${warnings[0]!.slice(0, 500)}`);
  }
} catch (error) {
  results.push({ name: 'run', ok: false, ms: 0 });
  console.error(`\n✗ ${(error as Error).stack ?? String(error)}`);
} finally {
  await fixtures?.close().catch(() => undefined);
  await database?.end().catch(() => undefined);
  if (results.some((result) => !result.ok) && cluster) {
    for (const one of cluster.processes) console.error(`\n--- process ${one.name}, last output ---\n${one.output().slice(-3000)}`);
    console.error(`\n--- nginx error log ---\n${cluster.nginxErrors()}`);
  }
  await cluster?.stop();
  await smtp?.close();
  await redisOfA?.cut();
  agent.destroy();
}

const failed = results.filter((result) => !result.ok);
console.info(`\ncluster test: ${results.length - failed.length} passed, ${failed.length} failed, ${seconds(performance.now() - started)}`);
for (const result of failed) console.info(`  ✗ ${result.name}`);
process.exit(failed.length ? 1 : 0);
