import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, writeFile, rm } from 'node:fs/promises';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect } from 'socket.io-client';
import { getHealth } from '../contract/health';
import { errorResponseSchema } from '../contract/common';
import { messages } from '../contract/messages';
import { createTestApp } from './test/test-app';
import type { App } from './app';

const appScript = `console.log(${JSON.stringify('gara '.repeat(500))});`;

describe('server skeleton', () => {
  let app: App;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(tmpdir(), 'garage-static-'));
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Gara</title><div id="root"></div>');
    await mkdir(path.join(staticDir, 'assets'));
    await writeFile(path.join(staticDir, 'assets', 'app-abc123.js'), appScript);
    await writeFile(path.join(staticDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(appScript));
    app = await createTestApp({ staticDir });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('reports health with the database kind', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = getHealth.response.parse(res.json());
    expect(body.status).toBe('ok');
  });

  it('answers unknown API paths with a Vietnamese JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/khong-co' });
    expect(res.statusCode).toBe(404);
    expect(errorResponseSchema.parse(res.json()).message).toBe(messages.common.apiRouteNotFound);
  });

  it('falls back to index.html for client routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/san-pham', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it('sends the build-time brotli copy of an asset, cached for good', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(appScript);
    const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(appScript);
  });

  it('compresses large API answers for clients that accept it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toHaveProperty('openapi');
  });

  it('does not serve index.html for missing files', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
  });

  it('turns malformed JSON into a 400 with a Vietnamese message, never a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof res.json().message).toBe('string');
  });

  it('publishes the contract as OpenAPI', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/categories');
  });

  it('serves socket.io on the same HTTP server, refusing a connection without a token in Vietnamese', async () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const socket = connect(`http://127.0.0.1:${address.port}`, { transports: ['websocket'], reconnection: false });
    try {
      const error = await new Promise<Error>((resolve, reject) => {
        socket.on('connect_error', resolve);
        socket.on('connect', () => reject(new Error('connected without a token')));
      });
      expect(error.message).toBe(messages.common.unauthorized);
    } finally {
      socket.close();
    }
  });
});
