import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getReady } from '../../contract/health';
import { messages } from '../../contract/messages';
import type { App } from '../app';
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
