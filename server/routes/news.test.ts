import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { errorResponseSchema } from '../../contract/common';
import { buildPath } from '../../contract/endpoint';
import { messages } from '../../contract/messages';
import { createNews, deleteNews, getNews, listNews, updateNews } from '../../contract/news';
import { news } from '../db/schema';
import { createRoleAccounts, type TestAccount } from '../test/fixtures';
import { carriesBase64Image, MISSING_ID, oversizedDataUrl, pngDataUrl, textDataUrl } from '../test/catalog-fixtures';
import { createTestApp } from '../test/test-app';
import type { App } from '../app';

describe('news', () => {
  let app: App;
  let customer: TestAccount;
  let admin: TestAccount;
  let master: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    ({ customer, admin, master } = await createRoleAccounts(app));
  });
  afterAll(() => app.close());

  const article = {
    title: '5 dấu hiệu xe cần thay dầu ngay',
    content: 'Đèn báo áp suất dầu sáng, tiếng máy to bất thường...\n\nHãy mang xe đến gara để được kiểm tra.',
  };

  async function create(payload: Record<string, unknown>, account: TestAccount = admin) {
    const res = await app.inject({ method: 'POST', url: createNews.path, headers: account.headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    return createNews.response.parse(res.json());
  }

  async function newsCount() {
    const [row] = await app.db.select({ n: count() }).from(news);
    return row!.n;
  }

  it('creates an article with an image stored as a URL, and lists articles newest first without base64', async () => {
    const first = await create({ ...article, image: pngDataUrl('image/webp') });
    expect(first.image).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    const second = await create({ title: 'Chăm sóc xe mùa mưa', content: 'Kiểm tra gạt mưa và lốp.', image: null }, master);
    expect(second.image).toBeNull();

    const res = await app.inject({ method: 'GET', url: listNews.path });
    expect(res.statusCode).toBe(200);
    expect(carriesBase64Image(res.body)).toBe(false);
    expect(listNews.response.parse(res.json()).map((n) => n.title)).toEqual(['Chăm sóc xe mùa mưa', article.title]);

    const one = await app.inject({ method: 'GET', url: buildPath(getNews.path, { id: first._id }) });
    expect(getNews.response.parse(one.json())).toEqual(first);
  });

  it.each([
    ['a blank title', { ...article, title: ' ' }, 400, messages.news.titleRequired],
    ['missing content', { title: article.title }, 400, messages.validation.contentRequired],
    ['a text file as image', { ...article, image: textDataUrl }, 400, messages.validation.imageInvalidType],
    ['an image over 5 MB', { ...article, image: oversizedDataUrl() }, 413, messages.validation.imageTooLarge],
  ])('refuses %s and stores nothing', async (_, payload, status, message) => {
    const before = await newsCount();
    const res = await app.inject({ method: 'POST', url: createNews.path, headers: admin.headers, payload });
    expect(res.statusCode).toBe(status);
    expect(errorResponseSchema.parse(res.json()).message).toBe(message);
    expect(await newsCount()).toBe(before);
  });

  it('keeps the image when the edit sends null, replaces it with a new one, removes it with an empty string', async () => {
    const original = await create({ ...article, image: pngDataUrl('image/png', 'news-1') });
    const url = buildPath(updateNews.path, { id: original._id });

    const kept = updateNews.response.parse(
      (await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { title: 'Tiêu đề mới', content: 'Nội dung mới', image: null } })).json(),
    );
    expect(kept.title).toBe('Tiêu đề mới');
    expect(kept.image).toBe(original.image);

    const replaced = updateNews.response.parse(
      (await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { ...article, image: pngDataUrl('image/png', 'news-2') } })).json(),
    );
    expect(replaced.image).not.toBe(original.image);
    expect(replaced.image).toMatch(/^\/media\//);

    const removed = updateNews.response.parse((await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { ...article, image: '' } })).json());
    expect(removed.image).toBeNull();
  });

  it('answers 404 for an unknown article on read, edit and delete', async () => {
    const url = buildPath(getNews.path, { id: MISSING_ID });
    for (const call of [
      { method: 'GET' as const, url },
      { method: 'PUT' as const, url, payload: article },
      { method: 'DELETE' as const, url },
    ]) {
      const res = await app.inject({ ...call, headers: admin.headers });
      expect(res.statusCode).toBe(404);
      expect(errorResponseSchema.parse(res.json()).message).toBe(messages.news.notFound);
    }
  });

  it('refuses writes to anonymous callers (401) and customers (403)', async () => {
    const target = await create(article);
    const writes = [
      { method: 'POST' as const, url: createNews.path, payload: article },
      { method: 'PUT' as const, url: buildPath(updateNews.path, { id: target._id }), payload: article },
      { method: 'DELETE' as const, url: buildPath(deleteNews.path, { id: target._id }) },
    ];
    for (const write of writes) {
      expect((await app.inject(write)).statusCode).toBe(401);
      expect((await app.inject({ ...write, headers: customer.headers })).statusCode).toBe(403);
    }
  });

  it('deletes with 200 and a message', async () => {
    const target = await create(article);
    const res = await app.inject({ method: 'DELETE', url: buildPath(deleteNews.path, { id: target._id }), headers: master.headers });
    expect(res.statusCode).toBe(200);
    expect(deleteNews.response.parse(res.json())).toEqual({ message: messages.news.deleteSuccess });
    expect((await app.inject({ method: 'GET', url: buildPath(getNews.path, { id: target._id }) })).statusCode).toBe(404);
  });

  describe('promotions', () => {
    async function list(query: string) {
      const res = await app.inject({ method: 'GET', url: `${listNews.path}?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return { titles: listNews.response.parse(res.json()).map((n) => n.title), total: res.headers['x-total-count'] };
    }

    it('stores the flag from the form, false when the deployed client sends none, and filters the list by it', async () => {
      const sale = await create({ title: 'Giảm 20% thay dầu tháng này', content: 'Áp dụng cho mọi dòng xe.', promotion: true });
      expect(sale.promotion).toBe(true);
      const plain = await create({ title: 'Lịch nghỉ lễ của gara', content: 'Gara nghỉ ngày 1/1.' });
      expect(plain.promotion).toBe(false);
      const stored = getNews.response.parse((await app.inject({ method: 'GET', url: buildPath(getNews.path, { id: sale._id }) })).json());
      expect(stored.promotion).toBe(true);

      const promotions = await list('promotion=true');
      expect(promotions.titles).toContain(sale.title);
      expect(promotions.titles).not.toContain(plain.title);
      expect(Number(promotions.total)).toBe(promotions.titles.length);
      const others = await list('promotion=false');
      expect(others.titles).toContain(plain.title);
      expect(others.titles).not.toContain(sale.title);
      // Without the parameter the list is every article, as the deployed client reads it.
      const all = await list('');
      expect(all.titles).toEqual(expect.arrayContaining([sale.title, plain.title]));
      expect(all.titles.length).toBe(promotions.titles.length + others.titles.length);
      // Combined with the search and paging.
      expect((await list('promotion=true&q=thay%20dau&limit=1')).titles).toEqual([sale.title]);
      expect((await list('promotion=true&q=nghi%20le')).titles).toEqual([]);
    });

    it('keeps the flag when an edit leaves it out (the deployed client), changes it when the form sends it', async () => {
      const sale = await create({ title: 'Tặng rửa xe khi bảo dưỡng', content: 'Đến hết tháng.', promotion: true });
      const url = buildPath(updateNews.path, { id: sale._id });
      const put = async (payload: Record<string, unknown>) => {
        const res = await app.inject({ method: 'PUT', url, headers: admin.headers, payload });
        expect(res.statusCode, res.body).toBe(200);
        return updateNews.response.parse(res.json());
      };
      expect((await put({ title: sale.title, content: 'Đến hết năm.', image: null })).promotion).toBe(true);
      expect((await put({ title: sale.title, content: 'Đã hết hạn.', image: null, promotion: false })).promotion).toBe(false);
      expect((await list('promotion=true')).titles).not.toContain(sale.title);
      expect((await put({ title: sale.title, content: 'Gia hạn.', image: null, promotion: true })).promotion).toBe(true);
      expect((await list('promotion=true')).titles).toContain(sale.title);
    });

    it.each([
      ['a string flag on create', 'POST', { ...article, promotion: 'yes' }],
      ['a number flag on edit', 'PUT', { ...article, promotion: 1 }],
    ] as const)('refuses %s with a message and changes nothing', async (_, method, payload) => {
      const target = await create({ ...article, title: `Bài để sửa ${method}` });
      const before = await newsCount();
      const url = method === 'POST' ? createNews.path : buildPath(updateNews.path, { id: target._id });
      const res = await app.inject({ method, url, headers: admin.headers, payload });
      expect(res.statusCode).toBe(400);
      expect(errorResponseSchema.parse(res.json()).message).toBe(messages.news.promotionInvalid);
      expect(await newsCount()).toBe(before);
      const after = getNews.response.parse((await app.inject({ method: 'GET', url: buildPath(getNews.path, { id: target._id }) })).json());
      expect(after).toEqual(target);
    });

    it.each(['yes', '1', 'TRUE'])('refuses the list filter promotion=%s with a message', async (value) => {
      const res = await app.inject({ method: 'GET', url: `${listNews.path}?promotion=${value}` });
      expect(res.statusCode).toBe(400);
      expect(errorResponseSchema.parse(res.json()).message).toBe(messages.news.promotionFilterInvalid);
    });
  });
});
