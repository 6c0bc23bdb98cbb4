import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_DATA_ELEMENT_ID, type ServerData } from '../../contract/page-data';
import type { App } from '../app';
import { news, products } from '../db/schema';
import { HYDRATION_LOADER, ISLANDS_ENTRY, type Manifest } from '../lib/page-chunks';
import { insertCategory } from '../test/catalog-fixtures';
import { createRoleAccounts, type TestAccount } from '../test/fixtures';
import { createTestApp } from '../test/test-app';

// The build's index.html as Vite writes it, with the entry's script and its preload.
const TEMPLATE = `<!doctype html>
<html lang="vi">
  <head>
    <meta name="description" content="Mô tả chung." />
    <title>Gara chung</title>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-s1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

// A build's manifest, cut down to what the server reads.
const MANIFEST: Manifest = {
  'app/main.tsx': { file: 'assets/index-e1.js', isEntry: true, imports: ['_shared.js'] },
  [HYDRATION_LOADER]: { file: 'assets/hydrate-after-paint-h1.js', isEntry: true },
  [ISLANDS_ENTRY]: { file: 'assets/islands-i1.js', isEntry: true },
  '_shared.js': { file: 'assets/shared-s1.js' },
};

/** Where each island's element (a div) opens and closes in the page. */
function islandSpans(html: string): { name: string; start: number; end: number }[] {
  const spans: { name: string; start: number; end: number }[] = [];
  for (const match of html.matchAll(/<div data-island="([^"]+)"/g)) {
    let depth = 0;
    const tags = /<div[\s>]|<\/div>/g;
    tags.lastIndex = match.index;
    for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
      depth += tag[0].startsWith('</') ? -1 : 1;
      if (depth === 0) {
        spans.push({ name: match[1]!, start: match.index, end: tag.index });
        break;
      }
    }
  }
  return spans;
}

/** The page's data for swr, as the browser reads it. */
function serverData(html: string): ServerData | null {
  const match = new RegExp(`<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as ServerData) : null;
}

const rootContent = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json"|<div id="root">(<\/div>)/.exec(html);

describe('public pages rendered by the server', () => {
  let app: App;
  let staticDir: string;
  let serviceId: string;
  let staff: TestAccount;

  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(tmpdir(), 'garage-render-'));
    await writeFile(path.join(staticDir, 'index.html'), TEMPLATE);
    await mkdir(path.join(staticDir, '.vite'));
    await writeFile(path.join(staticDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    app = await createTestApp({ staticDir, siteOrigin: 'https://garaotosaigon.vn' });
    staff = (await createRoleAccounts(app)).admin;
    const category = await insertCategory(app, 'Bảo dưỡng');
    const [service] = await app.db
      .insert(products)
      .values({
        name: 'Thay dầu <nhớt> Castrol',
        description: 'Thay dầu máy tổng hợp và lọc dầu chính hãng.',
        price: 650_000,
        quantity: 5,
        categoryId: category.id,
      })
      .returning();
    serviceId = service!.id;
    await app.db.insert(news).values({ title: 'Ưu đãi bảo dưỡng cuối năm', content: 'Giảm 20% công bảo dưỡng.' });
  });
  afterAll(async () => {
    await app.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('sends a service page with its content, and only the answers its app islands hydrate with', async () => {
    const res = await get(`/san-pham/${serviceId}`);
    expect(res.statusCode).toBe(200);
    const content = rootContent(res.body)?.[1] ?? '';
    expect(content).toContain('<h1');
    expect(content).toContain('Thay dầu &lt;nhớt&gt; Castrol');
    expect(content).toContain('650.000');
    const keys = Object.keys(serverData(res.body)?.answers ?? {});
    // The like button and the comments read these; the service itself is in the HTML, and no code reads it again.
    expect(keys).toEqual(expect.arrayContaining([expect.stringContaining('/likes/count'), expect.stringContaining('/api/comments/product/')]));
    expect(keys.filter((key) => !key.includes('/likes/count') && !key.includes('/api/comments/product/'))).toEqual([]);
    // Only data and JSON-LD: the CSP allows no inline script (React's streaming scripts included).
    for (const [tag] of res.body.matchAll(/<script[^>]*>/g)) expect(tag).toMatch(/type="(application\/json|application\/ld\+json|module)"/);
  });

  it('draws a form page as islands: the form and its answer in one, the services it offers among its answers', async () => {
    for (const [address, name] of [
      ['/lien-he', 'appointment-form'],
      ['/tra-cuu-lich-hen', 'booking-lookup'],
      ['/theo-doi-sua-chua', 'repair-tracking'],
    ] as const) {
      const res = await get(address);
      expect(res.statusCode, address).toBe(200);
      const form = islandSpans(res.body).find((span) => span.name === name);
      expect(form, address).toBeDefined();
      expect(res.body.slice(form!.start, form!.end), address).toContain('<form');
    }
    const contact = (await get('/lien-he')).body;
    // The branches and phones are HTML outside the form's island.
    const phones = contact.indexOf('Thông tin liên hệ');
    expect(islandSpans(contact).filter((span) => span.start < phones && phones < span.end)).toEqual([]);
    expect(serverData(contact)?.answers['/api/products']).toContainEqual(expect.objectContaining({ _id: serviceId, name: 'Thay dầu <nhớt> Castrol' }));
  });

  it("names the last crumb after the item in the server's HTML", async () => {
    const res = await get(`/san-pham/${serviceId}`);
    const trail = /<nav aria-label="Đường dẫn trang"[\s\S]*?<\/nav>/.exec(res.body)?.[0] ?? '';
    expect(trail).toContain('Thay dầu &lt;nhớt&gt; Castrol');
    expect(trail).not.toContain('Chi tiết dịch vụ');
  });

  it('loads the island loader instead of the app on every page it draws', async () => {
    for (const address of [`/san-pham/${serviceId}`, '/lien-he', '/khong-co-trang-nay']) {
      const res = await get(address);
      const scripts = [...res.body.matchAll(/<script type="module"[^>]*>/g)].map(([tag]) => tag);
      expect(scripts, address).toEqual(['<script type="module" crossorigin src="/assets/hydrate-after-paint-h1.js" data-entry="/assets/islands-i1.js">']);
      expect(res.body, address).not.toContain('index-e1.js');
      // Nor the app's own imports, which index.html preloads for the pages the browser draws.
      expect(res.body, address).not.toContain('shared-s1.js');
    }
  });

  it('draws the static sections of a page drawn as islands outside every island, and each island as its own root', async () => {
    const res = await get('/');
    const spans = islandSpans(res.body);
    expect(spans.map((span) => span.name)).toEqual(expect.arrayContaining(['site-header', 'floating-helpers']));
    // The footer, the process steps and the partners: HTML no island holds, so no code hydrates them.
    for (const marker of ['<footer', 'Quy trình', 'Đối tác']) {
      const at = res.body.indexOf(marker, res.body.indexOf('<div id="root">'));
      expect(at, marker).toBeGreaterThan(0);
      expect(spans.filter((span) => span.start < at && at < span.end).map((span) => span.name), marker).toEqual([]);
    }
    // The header is drawn inside its island, with ids of its own root (the prefix the browser hydrates with).
    const header = spans.find((span) => span.name === 'site-header')!;
    expect(res.body.slice(header.start, header.end)).toContain('<header');
    expect(res.body.slice(header.start, header.start + 400)).toMatch(/data-island-id="i\d+-"/);
  });

  it('leaves the entry in place on a page the browser draws', async () => {
    const res = await get('/cart/cartDetail');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-e1.js"></script>');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-s1.js">');
    expect(res.body).not.toContain('hydrate-after-paint');
  });

  it('draws the home page with the news of the database', async () => {
    const res = await get('/');
    expect(rootContent(res.body)?.[1]).toContain('Ưu đãi bảo dưỡng cuối năm');
  });

  it('leaves pages of one signed-in person or of staff to the browser', async () => {
    for (const address of ['/cart/cartDetail', '/account/profile', '/manager/products', '/login']) {
      const res = await get(address);
      expect(res.statusCode, address).toBe(200);
      // Empty but for what a browser without JavaScript shows: why the page stays empty.
      expect(res.body, address).toMatch(/<div id="root"><noscript><p [^>]*>Trang này cần JavaScript[^<]*<\/p><\/noscript><\/div>/);
      expect(serverData(res.body), address).toBeNull();
    }
  });

  it('answers an unknown address with the 404 page, drawn', async () => {
    const res = await get('/khong-co-trang-nay');
    expect(res.statusCode).toBe(404);
    expect(rootContent(res.body)?.[1]).toContain('404');
  });

  it("answers a missing service or news item with 404 and the page's own message, which the browser shows without asking again", async () => {
    const service = await get('/san-pham/000000000000000000000000');
    expect(service.statusCode).toBe(404);
    expect(rootContent(service.body)?.[1]).toContain('Không tìm thấy dịch vụ.');
    // Drawn as islands: the refusal is in the HTML, and no island asks for the service again.
    expect(serverData(service.body)).toEqual({ answers: {}, failures: {} });

    const item = await get('/tin-tuc/000000000000000000000000');
    expect(item.statusCode).toBe(404);
    expect(rootContent(item.body)?.[1]).toContain('Không tìm thấy tin tức.');
  });

  it('draws an address whose id is no article id as the article not found, not as a failure to load', async () => {
    const res = await get('/tin-tuc/bai-viet-cu');
    expect(res.statusCode).toBe(404);
    expect(rootContent(res.body)?.[1]).toContain('Không tìm thấy tin tức.');
    expect(rootContent(res.body)?.[1]).not.toContain('Không thể tải tin tức.');
  });

  it('signs the repair articles as the spec does and the sub-service pages with no made-up author', async () => {
    const article = await get('/dich-vu-bao-duong-dinh-ky');
    expect(article.statusCode).toBe(200);
    expect(rootContent(article.body)?.[1]).toContain('Người đăng');
    const subService = await get('/services/oil-change');
    expect(subService.statusCode).toBe(200);
    expect(rootContent(subService.body)?.[1]).toContain('<h1');
    expect(rootContent(subService.body)?.[1]).not.toContain('Người đăng');
  });

  it('keeps a drawn page with an ETag until a write changes what it shows', async () => {
    await get('/tin-tuc');
    const kept = await get('/tin-tuc');
    const etag = kept.headers.etag as string;
    expect(etag).toMatch(/^"/);
    expect((await get('/tin-tuc', { 'if-none-match': etag })).statusCode).toBe(304);

    const created = await app.inject({ method: 'POST', url: '/api/news/create', headers: staff.headers, payload: { title: 'Tin mới: mở chi nhánh', content: 'Chi nhánh thứ ba.', image: null } });
    expect(created.statusCode).toBe(201);
    const after = await get('/tin-tuc', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(rootContent(after.body)?.[1]).toContain('Tin mới: mở chi nhánh');
  });

  it('keeps JSON 404s for unknown API paths and other methods', async () => {
    const api = await get('/api/khong-co');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toHaveProperty('message');
    const post = await app.inject({ method: 'POST', url: '/khong-co' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toHaveProperty('message');
  });
});
