import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../test/test-app';

// The build's index.html links the website's manifest; '/xuong' is an app of its own (issue 44).
const TEMPLATE = `<!doctype html>
<html lang="vi">
  <head>
    <link rel="manifest" href="/manifest.webmanifest" />
    <title>Gara chung</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('the workshop app as the server answers it', () => {
  let app: App;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(tmpdir(), 'garage-workshop-app-'));
    await writeFile(path.join(staticDir, 'index.html'), TEMPLATE);
    await writeFile(path.join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(path.join(staticDir, 'xuong.webmanifest'), JSON.stringify({ name: 'Xưởng', start_url: '/xuong', scope: '/xuong' }));
    await writeFile(path.join(staticDir, 'manifest.webmanifest'), JSON.stringify({ name: 'Gara', start_url: '/' }));
    app = await createTestApp({ staticDir });
  });
  afterAll(async () => {
    await app.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it("answers /xuong with the app shell linking the workshop's manifest, and other pages with the website's", async () => {
    const workshop = await app.inject({ method: 'GET', url: '/xuong', headers: { accept: 'text/html' } });
    expect(workshop.statusCode).toBe(200);
    expect(workshop.headers['content-type']).toMatch(/^text\/html/);
    expect(workshop.body).toContain('<link rel="manifest" href="/xuong.webmanifest" />');
    expect(workshop.body).not.toContain('/manifest.webmanifest');
    expect(workshop.body).toContain('<div id="root">');

    const manager = await app.inject({ method: 'GET', url: '/manager', headers: { accept: 'text/html' } });
    expect(manager.statusCode).toBe(200);
    expect(manager.body).toContain('href="/manifest.webmanifest"');
    expect(manager.body).not.toContain('/xuong.webmanifest');
  });

  it('serves the service worker and the manifests so that every visit checks them (a deploy reaches an installed tablet)', async () => {
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    const manifest = await app.inject({ method: 'GET', url: '/xuong.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toMatchObject({ start_url: '/xuong', scope: '/xuong' });
  });

  it('keeps /xuong out of the search engines', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /xuong\n');
  });
});
