import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_PATH_PREFIXES, PUBLIC_PAGE_PATHS } from '../../contract/site-map';
import { news } from '../db/schema';
import { createProduct } from '../test/shop-fixtures';
import { createTestApp } from '../test/test-app';
import type { App } from '../app';

describe('robots.txt and sitemap.xml', () => {
  let app: App;
  let behindProxy: App;
  let serviceId: string;
  let articleId: string;

  beforeAll(async () => {
    app = await createTestApp({ siteOrigin: 'https://garaotosaigon.vn' });
    behindProxy = await createTestApp({ trustProxy: true });
    serviceId = (await createProduct(app)).id;
    const [article] = await app.db
      .insert(news)
      .values({ title: 'Tin mới', content: 'Nội dung', updatedAt: new Date('2026-11-20T08:00:00Z') })
      .returning();
    articleId = article!.id;
  });
  afterAll(() => Promise.all([app.close(), behindProxy.close()]));

  it('robots.txt keeps crawlers out of private pages and names the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    for (const prefix of PRIVATE_PATH_PREFIXES) expect(res.body).toContain(`Disallow: ${prefix}\n`);
    expect(res.body).toContain('Sitemap: https://garaotosaigon.vn/sitemap.xml');
    expect(res.body).not.toMatch(/Disallow: \/\n/);
  });

  it('sitemap.xml lists every public page, every service and every news item with its last change', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of PUBLIC_PAGE_PATHS) expect(locs).toContain(`https://garaotosaigon.vn${path}`);
    expect(locs).toContain(`https://garaotosaigon.vn/san-pham/${serviceId}`);
    expect(res.body).toContain(`<loc>https://garaotosaigon.vn/tin-tuc/${articleId}</loc><lastmod>2026-11-20</lastmod>`);
    expect(locs.filter((loc) => PRIVATE_PATH_PREFIXES.some((prefix) => loc!.includes(prefix)))).toEqual([]);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('without PUBLIC_ORIGIN, names the address the server listens on, never the Host a request claims', async () => {
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const robots = await behindProxy.inject({ method: 'GET', url: '/robots.txt', headers });
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await behindProxy.inject({ method: 'GET', url: '/sitemap.xml', headers });
    expect(sitemap.body).toContain('<loc>http://localhost:3000/</loc>');
    for (const res of [robots, sitemap]) expect(res.body).not.toContain('evil.example');
  });
});
