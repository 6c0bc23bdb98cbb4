import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { login } from '../../contract/accounts';
import { createBooking, lookupBooking } from '../../contract/bookings';
import { LIVE_EVENTS, type ServerRestartingPayload } from '../../contract/live-events';
import { listProducts } from '../../contract/products';
import { loadConfig } from '../config';
import type { App } from '../app';
import { openChatOrThrow } from '../test/chat-client';
import { createAccount } from '../test/fixtures';
import { openDayAhead } from '../test/open-days';
import { createTestApp, createTestDatabase } from '../test/test-app';

const redisUrl = process.env.TEST_REDIS_URL;
const postgresUrl = process.env.TEST_DATABASE_URL;

const booking = (phone: string) => ({ fullName: 'Khách Hai Trang', numberPhone: phone, date: openDayAhead(3), timeSlot: '10:00', description: '', images: [] });

// Two sites (two databases) on one Redis, and one site as two processes: CI and `npm run test:pg`.
describe.runIf(redisUrl && postgresUrl)('deployments sharing one Redis (REDIS_PREFIX)', () => {
  const drops: Array<() => Promise<void>> = [];
  const apps: App[] = [];
  let siteA1: App;
  let siteA2: App;
  let siteB: App;

  beforeAll(async () => {
    const [databaseA, databaseB] = await Promise.all([createTestDatabase(postgresUrl!), createTestDatabase(postgresUrl!)]);
    drops.push(databaseA.drop, databaseB.drop);
    // No REDIS_PREFIX given: each site's comes from its database.
    const rateLimit = { ...loadConfig({ NODE_ENV: 'test' }, { jwtSecret: 'x'.repeat(32) }).rateLimit, loginFailsPerEmailIp: 2 };
    siteA1 = await createTestApp({ redisUrl, databaseUrl: databaseA.url, rateLimit });
    siteA2 = await createTestApp({ redisUrl, databaseUrl: databaseA.url, rateLimit });
    siteB = await createTestApp({ redisUrl, databaseUrl: databaseB.url, rateLimit });
    apps.push(siteA1, siteA2, siteB);
    await Promise.all(apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close().catch(() => {})));
    for (const drop of drops) await drop();
  });

  it('carries a staff alert to the same site\u2019s other process, never to the other site', async () => {
    const [staffA, staffB] = await Promise.all([createAccount(siteA2, { roles: ['admin'] }), createAccount(siteB, { roles: ['admin'] })]);
    const onA2 = await openChatOrThrow(siteA2, { token: staffA.token, deferChat: true });
    const onB = await openChatOrThrow(siteB, { token: staffB.token, deferChat: true });
    try {
      // The adapter subscribes asynchronously: book until the same site's other process hears one.
      let heardOnA2 = false;
      for (let attempt = 0; attempt < 10 && !heardOnA2; attempt += 1) {
        const res = await siteA1.inject({ method: 'POST', url: createBooking.path, payload: booking(`09344455${String(attempt).padStart(2, '0')}`) });
        expect(res.statusCode, res.body).toBe(201);
        heardOnA2 = await onA2.next(LIVE_EVENTS.staffAlert, () => true, 1000).then(
          () => true,
          () => false,
        );
      }
      expect(heardOnA2).toBe(true);
      // Before REDIS_PREFIX both sites published on the one 'socket.io' channel.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(onB.received.filter((entry) => entry.event === LIVE_EVENTS.staffAlert)).toEqual([]);
    } finally {
      onA2.close();
      onB.close();
    }
  });

  it('counts wrong passwords per site: a held address on one site signs in on the other', async () => {
    const email = `hai-trang-${Date.now()}@example.com`;
    await Promise.all([createAccount(siteA1, { email, password: 'MatKhauDung1!' }), createAccount(siteB, { email, password: 'MatKhauDung1!' })]);
    const attempt = (app: App, password: string) =>
      app.inject({ method: 'POST', url: login.path, payload: { email, password }, remoteAddress: '203.0.113.77' });
    expect((await attempt(siteA1, 'sai-1')).statusCode).toBe(401);
    expect((await attempt(siteA1, 'sai-2')).statusCode).toBe(401);
    expect((await attempt(siteA2, 'MatKhauDung1!')).statusCode).toBe(429);
    expect((await attempt(siteB, 'MatKhauDung1!')).statusCode).toBe(200);
  });

  it('writes every Redis key under the site\u2019s prefix', async () => {
    const keysDb = new URL(redisUrl!);
    keysDb.pathname = '/9';
    const database = await createTestDatabase(postgresUrl!);
    drops.push(database.drop);
    const redis = createClient({ url: keysDb.toString() });
    await redis.connect();
    await redis.flushDb();
    const redisPrefix = `garage:keys-${Date.now()}`;
    const site = await createTestApp({ redisUrl: keysDb.toString(), databaseUrl: database.url, redisPrefix });
    apps.push(site);
    try {
      // What writes to Redis: sign-in limits, booking limits, lookups, the public cache's token.
      await site.inject({ method: 'POST', url: login.path, payload: { email: 'ai-do@example.com', password: 'sai' } });
      expect((await site.inject({ method: 'POST', url: createBooking.path, payload: booking('0911222333') })).statusCode).toBe(201);
      await site.inject({ method: 'GET', url: `${lookupBooking.path}?code=AAAAAA&phone=0911222333` });
      await site.inject({ method: 'GET', url: listProducts.path });
      const keys = await redis.keys('*');
      expect(keys.length).toBeGreaterThan(3);
      expect(keys.filter((key) => !key.startsWith(`${redisPrefix}:`))).toEqual([]);
    } finally {
      await site.close();
      await redis.flushDb();
      await redis.quit();
    }
  });

  it('a process shutting down drops only its own sockets, after telling them to reconnect', async () => {
    const staff = await createAccount(siteA1, { roles: ['admin'] });
    const leaving = await openChatOrThrow(siteA1, { token: staff.token, deferChat: true });
    const staying = await openChatOrThrow(siteA2, { token: staff.token, deferChat: true });
    const reason = new Promise<string>((resolve) => leaving.socket.once('disconnect', resolve));
    try {
      await siteA1.close();
      expect(await leaving.next<ServerRestartingPayload>(LIVE_EVENTS.serverRestarting)).toEqual({ retryAfterMs: expect.any(Number) });
      // A lost connection, which socket.io clients retry; 'io server disconnect' would tell them to stay away.
      expect(await reason).toBe('transport close');
      await new Promise((resolve) => setTimeout(resolve, 300));
      // io.disconnectSockets() would have reached the other process through the adapter.
      expect(staying.socket.connected).toBe(true);
    } finally {
      leaving.close();
      staying.close();
    }
  });
});
