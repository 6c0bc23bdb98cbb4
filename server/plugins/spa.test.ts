import { Writable } from 'node:stream';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_HEADS } from '../../contract/page-heads';
import { APP_ROUTE_PATTERNS, PUBLIC_PAGE_PATHS } from '../../contract/site-map';
import type { App } from '../app';
import { news, products } from '../db/schema';
import { insertCategory, MISSING_ID } from '../test/catalog-fixtures';
import { createTestApp } from '../test/test-app';

// The build's index.html as Vite writes it: the server fills in the page's own head.
const TEMPLATE = `<!doctype html>
<html lang="vi">
  <head>
    <meta name="description" content="Mô tả chung." />
    <title>Gara chung</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const ORIGIN = 'https://garaotosaigon.vn';

/** The head a crawler reads: title, the named metas, the links and the JSON-LD blocks. */
function readHead(html: string) {
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const metas = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta [^>]*>/g)) {
    const key = attr(tag, 'name') ?? attr(tag, 'property');
    if (key) metas.set(key, attr(tag, 'content')!.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
  }
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)" data-page-head/.exec(html)?.[1],
    metas,
    jsonLd,
    types: jsonLd.map((item) => item['@type']),
  };
}

describe('pages answered by the server with their own status and head', () => {
  let app: App;
  let staticDir: string;
  let serviceId: string;
  let newsId: string;

  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(tmpdir(), 'garage-pages-'));
    await writeFile(path.join(staticDir, 'index.html'), TEMPLATE);
    app = await createTestApp({ staticDir, siteOrigin: ORIGIN });
    const category = await insertCategory(app, 'Bảo dưỡng');
    const [service] = await app.db
      .insert(products)
      .values({
        name: 'Thay dầu <nhớt> & lọc "Castrol"',
        description: 'Thay dầu máy tổng hợp và lọc dầu chính hãng cho xe 4 đến 7 chỗ, kiểm tra 20 hạng mục miễn phí.',
        price: 650_000,
        quantity: 5,
        categoryId: category.id,
        image: '/media/abc.jpg',
      })
      .returning();
    serviceId = service!.id;
    const [article] = await app.db
      .insert(news)
      .values({ title: 'Ưu đãi bảo dưỡng cuối năm', content: 'Giảm 20% công bảo dưỡng đến hết tháng 12. </script><script>alert(1)</script>' })
      .returning();
    newsId = article!.id;
  });
  afterAll(async () => {
    await app.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('gives every public page 200, its own title and description, a canonical link and a preview picture', async () => {
    for (const path of PUBLIC_PAGE_PATHS) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      const head = readHead(res.body);
      expect(head.title, path).toBe(PAGE_HEADS[path]!.title.replace(/&/g, '&amp;'));
      expect(head.metas.get('description'), path).toBe(PAGE_HEADS[path]!.description);
      expect(head.canonical, path).toBe(`${ORIGIN}${path}`);
      expect(head.metas.get('og:title'), path).toBe(PAGE_HEADS[path]!.title);
      expect(head.metas.get('og:image'), path).toBe(`${ORIGIN}/images/og-brand.png`);
      expect(head.metas.get('twitter:card'), path).toBe('summary_large_image');
      expect(head.metas.has('robots'), path).toBe(false);
      expect(res.body, path).toContain('<html lang="vi">');
      // Wherever the breadcrumb shows (every page but the home page), search results get it too.
      expect(head.types.includes('BreadcrumbList'), path).toBe(path !== '/');
    }
  });

  it('names the Vietnamese address as canonical for an English alias', async () => {
    const res = await get('/contact');
    expect(res.statusCode).toBe(200);
    expect(readHead(res.body).canonical).toBe(`${ORIGIN}/lien-he`);
    const product = await get(`/products/${serviceId}`);
    expect(readHead(product.body).canonical).toBe(`${ORIGIN}/san-pham/${serviceId}`);
  });

  it('describes the garage with both branches, phones, hours and addresses on the home and contact pages', async () => {
    for (const path of ['/', '/lien-he']) {
      const business = readHead((await get(path)).body).jsonLd.find((item) => item['@type'] === 'AutoRepair')!;
      expect(business, path).toMatchObject({ name: 'Gara Ô Tô Sài Gòn', url: `${ORIGIN}/`, telephone: '+84 909 246 246' });
      const branches = business.department as { name: string; telephone: string; address: { streetAddress: string }; openingHoursSpecification: unknown[] }[];
      expect(branches.map((branch) => branch.name)).toEqual(['Gara Ô Tô Sài Gòn – Chi nhánh Quận 12', 'Gara Ô Tô Sài Gòn – Chi nhánh Thủ Đức']);
      expect(branches[0]!.address.streetAddress).toContain('Tô Ký');
      expect(branches[1]!.telephone).toBe('+84 918 276 543');
      expect(branches[0]!.openingHoursSpecification).toContainEqual(expect.objectContaining({ dayOfWeek: 'Sunday', opens: '09:00', closes: '16:00' }));
    }
  });

  it('gives a service page its own head, its picture and a Service with its offer in VND', async () => {
    const res = await get(`/san-pham/${serviceId}`);
    expect(res.statusCode).toBe(200);
    const head = readHead(res.body);
    expect(head.title).toBe('Thay dầu &lt;nhớt&gt; &amp; lọc &quot;Castrol&quot; – Gara Ô Tô Sài Gòn');
    expect(head.metas.get('og:title')).toBe('Thay dầu <nhớt> & lọc "Castrol" – Gara Ô Tô Sài Gòn');
    expect(head.metas.get('description')).toMatch(/^Thay dầu máy tổng hợp/);
    expect(head.metas.get('og:image')).toBe(`${ORIGIN}/media/abc.jpg?w=1280`);
    const service = head.jsonLd.find((item) => item['@type'] === 'Service')!;
    expect(service).toMatchObject({
      name: 'Thay dầu <nhớt> & lọc "Castrol"',
      offers: { '@type': 'Offer', price: 650_000, priceCurrency: 'VND', availability: 'https://schema.org/InStock' },
    });
    const trail = head.jsonLd.find((item) => item['@type'] === 'BreadcrumbList')!.itemListElement as { name: string; item: string }[];
    expect(trail.map((crumb) => crumb.name)).toEqual(['Trang chủ', 'Dịch vụ', 'Thay dầu <nhớt> & lọc "Castrol"']);
    expect(trail[2]!.item).toBe(`${ORIGIN}/san-pham/${serviceId}`);
  });

  it('gives a news page a NewsArticle, and its text cannot close the script it sits in', async () => {
    const res = await get(`/tin-tuc/${newsId}`);
    expect(res.statusCode).toBe(200);
    const head = readHead(res.body);
    expect(head.metas.get('og:type')).toBe('article');
    expect(head.metas.get('og:image')).toBe(`${ORIGIN}/images/og-brand.png`);
    expect(head.jsonLd.find((item) => item['@type'] === 'NewsArticle')).toMatchObject({ headline: 'Ưu đãi bảo dưỡng cuối năm', mainEntityOfPage: `${ORIGIN}/tin-tuc/${newsId}` });
    expect(res.body).not.toContain('<script>alert(1)</script>');
    // The JSON-LD blocks and the page's data for swr, each closed once: the news text (in both) closes none.
    expect(res.body.match(/<\/script>/g)).toHaveLength(head.jsonLd.length + 1);
    expect(res.body.match(/<script[ >]/g)).toHaveLength(head.jsonLd.length + 1);
  });

  it('answers 404 with the app and a noindex head for unknown addresses and missing services or news', async () => {
    for (const url of [
      '/khong-co-trang-nay',
      '/san-pham/khong-phai-id',
      `/san-pham/${MISSING_ID}`,
      `/products/${MISSING_ID}`,
      `/tin-tuc/${MISSING_ID}`,
      '/tin-tuc/bai-viet-cu',
      '/services/khong-co',
      '/lien-he/them',
      '/manager/khong-co',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root">');
      const head = readHead(res.body);
      expect(head.title, url).toBe('Không tìm thấy trang – Gara Ô Tô Sài Gòn');
      expect(head.metas.get('robots'), url).toBe('noindex');
      expect(head.canonical, url).toBeUndefined();
    }
  });

  it('keeps the pages of one person or of staff out of search results, drawn by the browser', async () => {
    for (const url of ['/cart/cartDetail', '/account/profile', `/order/orderDetail/${MISSING_ID}`, '/manager/products', '/admin-chat', '/login']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const head = readHead(res.body);
      expect(head.metas.get('robots'), url).toBe('noindex');
      expect(head.title, url).toBe('Gara chung');
    }
  });

  it('knows a page for every pattern of the router', async () => {
    const concrete = APP_ROUTE_PATTERNS.map((pattern) =>
      pattern.replace(':id', pattern.startsWith('/tin-tuc') || pattern.startsWith('/news') ? newsId : serviceId).replace(':slug', 'oil-change').replace(':orderId', MISSING_ID),
    );
    for (const url of concrete) expect((await get(url)).statusCode, url).toBe(200);
  });

  it('leaves files and the API alone', async () => {
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    const api = await get('/api/khong-co');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });
});

describe('pages without PUBLIC_ORIGIN', () => {
  let staticDir: string;
  const warnings: Array<{ msg: string; siteOrigin?: string }> = [];
  const logger = {
    level: 'warn',
    stream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        warnings.push(JSON.parse(chunk.toString()) as { msg: string; siteOrigin?: string });
        done();
      },
    }),
  };

  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(tmpdir(), 'garage-pages-'));
    await writeFile(path.join(staticDir, 'index.html'), TEMPLATE);
  });
  afterAll(() => rm(staticDir, { recursive: true, force: true }));

  it('name the address the server listens on, never the Host a request claims', async () => {
    const app = await createTestApp({ staticDir, trustProxy: true });
    try {
      const headers = { accept: 'text/html', host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
      const res = await app.inject({ method: 'GET', url: '/lien-he', headers });
      expect(res.statusCode).toBe(200);
      expect(readHead(res.body).canonical).toBe('http://localhost:3000/lien-he');
      expect(readHead(res.body).metas.get('og:url')).toBe('http://localhost:3000/lien-he');
      expect(res.body).not.toContain('evil.example');
    } finally {
      await app.close();
    }
  });

  it('warn at start in production, naming PUBLIC_ORIGIN and where the links point instead', async () => {
    warnings.length = 0;
    const app = await createTestApp({ staticDir, env: 'production', siteOrigin: 'http://localhost:8080' }, { logger });
    await app.close();
    const warning = warnings.find((line) => line.msg.includes('PUBLIC_ORIGIN'));
    expect(warning?.msg).toContain('http://localhost:8080');
    expect(warning?.siteOrigin).toBe('http://localhost:8080');

    warnings.length = 0;
    const configured = await createTestApp({ staticDir, env: 'production', publicOrigin: 'https://garaotosaigon.vn', siteOrigin: 'https://garaotosaigon.vn' }, { logger });
    await configured.close();
    expect(warnings.filter((line) => line.msg.includes('PUBLIC_ORIGIN'))).toEqual([]);
  });
});
