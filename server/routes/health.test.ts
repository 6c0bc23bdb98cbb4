import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getReady } from '../../contract/health';
import { messages } from '../../contract/messages';
import type { App } from '../app';
import { cuttableRedis } from '../test/cuttable-path';
import { createTestApp } from '../test/test-app';

describe('GET /api/ready', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('says the process is ready when its database answers (no Redis configured)', async () => {
    const res = await app.inject({ method: 'GET', url: getReady.path });
    expect(res.statusCode).toBe(200);
    expect(getReady.response.parse(res.json())).toEqual({ status: 'ready', database: 'ok', redis: 'none', shuttingDown: false });
  });

  it('answers 503 once the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.inject({ method: 'GET', url: getReady.path });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    await broken.close().catch(() => {});
  });

  it('answers 503 while the process shuts down, still serving the rest, then closes its port', async () => {
    const stopping = await createTestApp();
    const address = await stopping.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`${address}${getReady.path}`)).status).toBe(200);
    const stopped = stopping.shutdown(1000);
    const ready = await fetch(`${address}${getReady.path}`);
    expect(ready.status).toBe(503);
    expect(getReady.response.parse(await ready.json())).toEqual({ status: 'unavailable', database: 'ok', redis: 'none', shuttingDown: true });
    // Only readiness turns: a request sent during the drain is answered as usual.
    expect((await fetch(`${address}/api/health`)).status).toBe(200);
    await stopped;
    await expect(fetch(`${address}${getReady.path}`)).rejects.toThrow();
  });
});

// Needs a Redis server: CI and `npm run test:pg` (TEST_REDIS_URL).
describe.runIf(process.env.TEST_REDIS_URL)('GET /api/ready with Redis', () => {
  it('answers 503 while Redis is out of reach, and 200 again once it is back', async () => {
    const redis = await cuttableRedis(process.env.TEST_REDIS_URL!);
    const app = await createTestApp({ redisUrl: redis.url });
    const readiness = async () => {
      const res = await app.inject({ method: 'GET', url: getReady.path });
      return { status: res.statusCode, body: getReady.response.parse(res.json()) };
    };
    try {
      expect(await readiness()).toEqual({ status: 200, body: { status: 'ready', database: 'ok', redis: 'ok', shuttingDown: false } });
      await redis.cut();
      await expect.poll(readiness, { timeout: 5_000, interval: 100 }).toEqual({ status: 503, body: { status: 'unavailable', database: 'ok', redis: 'down', shuttingDown: false } });
      await redis.mend();
      await expect.poll(async () => (await readiness()).status, { timeout: 10_000, interval: 200 }).toBe(200);
    } finally {
      await app.close();
      await redis.cut();
    }
  });
});

describe('GET /metrics', () => {
  const token = 'metrics-token-for-the-test-0123456789';
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ metricsToken: token });
  });
  afterAll(async () => {
    await app.close();
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    expect((await plain.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    await plain.close();
  });

  it('refuses a missing or wrong token in Vietnamese', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${token}`]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: messages.common.metricsUnauthorized });
    }
  });

  it('counts requests by route pattern, not by address, with sockets, the mail queue and the process', async () => {
    await app.inject({ method: 'GET', url: '/api/products/000000000000000000000001' });
    await app.inject({ method: 'GET', url: '/api/products/000000000000000000000002' });
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    const productLine = text.split('\n').find((line) => line.startsWith('http_requests_total{') && line.includes('route="/api/products/:id"'));
    expect(productLine).toMatch(/ 2$/);
    expect(text).not.toContain('000000000000000000000001');
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toMatch(/^socketio_connected_sockets 0$/m);
    expect(text).toMatch(/^mail_queue_mails\{status="pending"\} 0$/m);
    expect(text).toContain('process_resident_memory_bytes');
  });
});
