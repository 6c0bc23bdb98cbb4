import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createBanner, deleteBanner, listBanners, updateBanner } from '../../contract/banners';
import { errorResponseSchema } from '../../contract/common';
import { buildPath } from '../../contract/endpoint';
import { format, messages } from '../../contract/messages';
import { banners } from '../db/schema';
import { createRoleAccounts, type TestAccount } from '../test/fixtures';
import { carriesBase64Image, jpegDataUrl, MISSING_ID, oversizedDataUrl, pngDataUrl, textDataUrl } from '../test/catalog-fixtures';
import { createTestApp } from '../test/test-app';
import type { App } from '../app';

describe('banners', () => {
  let app: App;
  let customer: TestAccount;
  let admin: TestAccount;
  let master: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    ({ customer, admin, master } = await createRoleAccounts(app));
  });
  afterAll(() => app.close());

  async function create(image: string, account: TestAccount = admin) {
    const res = await app.inject({ method: 'POST', url: createBanner.path, headers: account.headers, payload: { image } });
    expect(res.statusCode, res.body).toBe(201);
    return createBanner.response.parse(res.json());
  }

  async function bannerCount() {
    const [row] = await app.db.select({ n: count() }).from(banners);
    return row!.n;
  }

  it('creates banners from data URLs and lists them newest first as URLs', async () => {
    const first = await create(jpegDataUrl('banner-1'));
    const second = await create(pngDataUrl('image/jpeg', 'banner-2'), master);
    expect(first.image).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    expect(second.image).toMatch(/\.png$/);
    const res = await app.inject({ method: 'GET', url: listBanners.path });
    expect(carriesBase64Image(res.body)).toBe(false);
    expect(listBanners.response.parse(res.json()).map((b) => b._id)).toEqual([second._id, first._id]);
  });

  it.each([
    ['no image', {}, 400, messages.banners.imageRequired],
    ['an empty image', { image: '' }, 400, messages.banners.imageRequired],
    ['a text file', { image: textDataUrl }, 400, messages.validation.imageInvalidType],
    ['an image over 5 MB', { image: oversizedDataUrl() }, 413, messages.validation.imageTooLarge],
  ])('refuses %s and stores nothing', async (_, payload, status, message) => {
    const before = await bannerCount();
    const res = await app.inject({ method: 'POST', url: createBanner.path, headers: admin.headers, payload });
    expect(res.statusCode).toBe(status);
    expect(errorResponseSchema.parse(res.json()).message).toBe(message);
    expect(await bannerCount()).toBe(before);
  });

  it('keeps the picture when the edit sends null and replaces it with a new data URL', async () => {
    const original = await create(pngDataUrl('image/png', 'banner-3'));
    const url = buildPath(updateBanner.path, { id: original._id });
    const kept = await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { image: null } });
    expect(kept.statusCode).toBe(200);
    expect(updateBanner.response.parse(kept.json()).image).toBe(original.image);
    const replaced = await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { image: jpegDataUrl('banner-4') } });
    expect(updateBanner.response.parse(replaced.json()).image).toMatch(/\.jpg$/);
    const refused = await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { image: textDataUrl } });
    expect(refused.statusCode).toBe(400);
  });

  it('answers 404 with the spec message for an unknown banner', async () => {
    for (const call of [
      { method: 'PUT' as const, url: buildPath(updateBanner.path, { id: MISSING_ID }), payload: { image: null } },
      { method: 'DELETE' as const, url: buildPath(deleteBanner.path, { id: MISSING_ID }) },
    ]) {
      const res = await app.inject({ ...call, headers: admin.headers });
      expect(res.statusCode).toBe(404);
      expect(errorResponseSchema.parse(res.json()).message).toBe('Banner không tìm thấy');
    }
  });

  it('refuses writes to anonymous callers (401) and customers (403)', async () => {
    const target = await create(pngDataUrl('image/png', 'banner-5'));
    const writes = [
      { method: 'POST' as const, url: createBanner.path, payload: { image: pngDataUrl() } },
      { method: 'PUT' as const, url: buildPath(updateBanner.path, { id: target._id }), payload: { image: null } },
      { method: 'DELETE' as const, url: buildPath(deleteBanner.path, { id: target._id }) },
    ];
    for (const write of writes) {
      expect((await app.inject(write)).statusCode).toBe(401);
      expect((await app.inject({ ...write, headers: customer.headers })).statusCode).toBe(403);
    }
  });

  describe('headline, text and button', () => {
    const text = { title: 'Bảo dưỡng trọn gói – ưu đãi 20%', description: 'Áp dụng cho gói cấp trung và cấp lớn', buttonLabel: 'Đặt lịch ngay', link: '/lien-he' };

    async function stored(id: string) {
      const [row] = await app.db.select().from(banners).where(eq(banners.id, id));
      return row!;
    }

    it('stores them trimmed, returns them in the list, and answers null for a picture-only banner', async () => {
      const res = await app.inject({
        method: 'POST',
        url: createBanner.path,
        headers: admin.headers,
        payload: { image: pngDataUrl('image/png', 'banner-text-1'), title: `  ${text.title} `, description: text.description, buttonLabel: text.buttonLabel, link: ` ${text.link}` },
      });
      expect(res.statusCode, res.body).toBe(201);
      const created = createBanner.response.parse(res.json());
      expect(created).toMatchObject(text);
      const plain = await create(pngDataUrl('image/png', 'banner-text-2'));
      expect(plain).toMatchObject({ title: null, description: null, buttonLabel: null, link: null });
      const list = listBanners.response.parse((await app.inject({ method: 'GET', url: listBanners.path })).json());
      expect(list.find((b) => b._id === created._id)).toMatchObject(text);
    });

    it('keeps them on an image-only edit (the deployed client), changes and clears them when sent', async () => {
      const original = createBanner.response.parse(
        (await app.inject({ method: 'POST', url: createBanner.path, headers: admin.headers, payload: { image: pngDataUrl('image/png', 'banner-text-3'), ...text } })).json(),
      );
      const url = buildPath(updateBanner.path, { id: original._id });
      const imageOnly = await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { image: jpegDataUrl('banner-text-4') } });
      expect(imageOnly.statusCode, imageOnly.body).toBe(200);
      expect(updateBanner.response.parse(imageOnly.json())).toMatchObject({ ...text, image: expect.stringMatching(/\.jpg$/) });
      const kept = await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { image: null } });
      expect(updateBanner.response.parse(kept.json())).toMatchObject(text);

      const changed = await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { image: null, title: 'Cứu hộ 24/24', description: '', buttonLabel: null, link: '/san-pham?sort=price#top' } });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(updateBanner.response.parse(changed.json())).toMatchObject({ title: 'Cứu hộ 24/24', description: null, buttonLabel: null, link: '/san-pham?sort=price#top' });
      expect(await stored(original._id)).toMatchObject({ title: 'Cứu hộ 24/24', description: null, buttonLabel: null, link: '/san-pham?sort=price#top' });
    });

    it.each([
      ['javascript:alert(1)', messages.banners.linkInvalid],
      ['//evil.example/lien-he', messages.banners.linkInvalid],
      ['/\\evil.example', messages.banners.linkInvalid],
      ['http://evil.example/', messages.banners.linkInvalid],
      ['https://gara.vn/lien-he', messages.banners.linkInvalid],
      ['lien-he', messages.banners.linkInvalid],
      ['/lien he', messages.banners.linkInvalid],
      [`/${'a'.repeat(200)}`, format(messages.banners.linkTooLong, { max: 200 })],
    ])('refuses the link %s with 400, creating and changing nothing', async (link, message) => {
      const before = await bannerCount();
      const created = await app.inject({ method: 'POST', url: createBanner.path, headers: admin.headers, payload: { image: pngDataUrl(), ...text, link } });
      expect(created.statusCode).toBe(400);
      expect(errorResponseSchema.parse(created.json()).message).toBe(message);
      expect(await bannerCount()).toBe(before);

      const target = createBanner.response.parse(
        (await app.inject({ method: 'POST', url: createBanner.path, headers: admin.headers, payload: { image: pngDataUrl('image/png', 'banner-link'), ...text } })).json(),
      );
      const rowBefore = await stored(target._id);
      const updated = await app.inject({ method: 'PUT', url: buildPath(updateBanner.path, { id: target._id }), headers: admin.headers, payload: { image: jpegDataUrl('banner-link-2'), title: 'Khác', link } });
      expect(updated.statusCode).toBe(400);
      expect(errorResponseSchema.parse(updated.json()).message).toBe(message);
      expect(await stored(target._id)).toEqual(rowBefore);
    });

    it.each([
      ['title', 81, format(messages.banners.titleTooLong, { max: 80 })],
      ['description', 201, format(messages.banners.descriptionTooLong, { max: 200 })],
      ['buttonLabel', 31, format(messages.banners.buttonLabelTooLong, { max: 30 })],
    ])('refuses a %s of %i characters with its message', async (field, length, message) => {
      const before = await bannerCount();
      const res = await app.inject({ method: 'POST', url: createBanner.path, headers: admin.headers, payload: { image: pngDataUrl(), [field]: 'x'.repeat(length) } });
      expect(res.statusCode).toBe(400);
      expect(errorResponseSchema.parse(res.json()).message).toBe(message);
      expect(await bannerCount()).toBe(before);
    });
  });

  it('deletes with 200 and a message', async () => {
    const target = await create(pngDataUrl('image/png', 'banner-6'));
    const res = await app.inject({ method: 'DELETE', url: buildPath(deleteBanner.path, { id: target._id }), headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(deleteBanner.response.parse(res.json())).toEqual({ message: messages.banners.deleteSuccess });
    const list = listBanners.response.parse((await app.inject({ method: 'GET', url: listBanners.path })).json());
    expect(list.some((b) => b._id === target._id)).toBe(false);
  });
});
