import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import type { App } from '../app';
import { storeDataUrlImage } from './media';

function directives(header: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('browser security headers', () => {
  let app: App;
  let proxied: App;
  let staticDir: string;
  let picture: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'garage-static-'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html lang="vi"><body><div id="root"></div></body></html>');
    app = await createTestApp({ staticDir });
    proxied = await createTestApp({ trustProxy: true });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c4450c' } }).png().toBuffer();
    picture = await storeDataUrlImage(app.db, `data:image/png;base64,${png.toString('base64')}`);
  });
  afterAll(async () => {
    await Promise.all([app.close(), proxied.close()]);
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('pages, the API and media all carry them', async () => {
    for (const url of ['/', '/san-pham', '/api/health', '/api/khong-co', picture]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('base-uri'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('script-src'), url).toContain("'self'");
      expect(csp.get('script-src')!.join(' '), url).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:/);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('lets the sign-in scripts of Google and Facebook load', async () => {
    const csp = directives((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(expect.arrayContaining(['https://accounts.google.com/gsi/client', 'https://connect.facebook.net']));
    expect(csp.get('frame-src')).toEqual(expect.arrayContaining(['https://accounts.google.com/gsi/', 'https://www.facebook.com']));
  });

  it('lets another origin show the pictures, and only the pictures', async () => {
    expect((await app.inject({ method: 'GET', url: picture })).headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('sends HSTS only when a trusted proxy says the visitor came over TLS', async () => {
    const overTls = await proxied.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['strict-transport-security']).toMatch(/^max-age=\d{8}/);
    const plain = await proxied.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY the header is anyone's to forge, so it proves nothing.
    const forged = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps the API explorer working: its page runs no inline script', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect((await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' })).statusCode).toBe(200);
  });
});
