import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBanners } from '../../contract/banners';
import { listCategories } from '../../contract/categories';
import { listProductComments } from '../../contract/comments';
import { buildPath } from '../../contract/endpoint';
import { listNews } from '../../contract/news';
import { listFeaturedProducts, listProducts, searchProducts } from '../../contract/products';
import { listStaff } from '../../contract/staff';
import { listStaffPositions } from '../../contract/staff-positions';
import { createAccount } from '../test/fixtures';
import { carriesBase64Image } from '../test/catalog-fixtures';
import { createTestApp } from '../test/test-app';
import type { App } from '../app';
import { seedCatalog, type SeededCatalog } from './seed-catalog';

describe('catalogue seed', () => {
  let app: App;
  let seeded: SeededCatalog;

  beforeAll(async () => {
    app = await createTestApp();
    const customers = await Promise.all([createAccount(app), createAccount(app), createAccount(app), createAccount(app)]);
    seeded = await app.db.transaction((tx) => seedCatalog(tx, { customerIds: customers.map((c) => c.id) }));
  }, 120_000);
  afterAll(() => app.close());

  async function get(url: string) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(carriesBase64Image(res.body)).toBe(false);
    return res.json() as unknown;
  }

  it('seeds at least 6 categories and 24 services, each with a picture, sub-pictures and 3-5 specifications', async () => {
    const categoryList = listCategories.response.parse(await get(listCategories.path));
    expect(categoryList.length).toBeGreaterThanOrEqual(6);
    const productList = listProducts.response.parse(await get(listProducts.path));
    expect(productList.length).toBeGreaterThanOrEqual(24);
    expect(productList).toHaveLength(seeded.products.length);
    for (const product of productList) {
      expect(product.image).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
      expect(product.subImages.length).toBeGreaterThanOrEqual(1);
      expect(product.specifications.length).toBeGreaterThanOrEqual(3);
      expect(product.specifications.length).toBeLessThanOrEqual(5);
      expect(product.price).toBeGreaterThanOrEqual(350_000);
      expect(product.price).toBeLessThanOrEqual(15_000_000);
      expect(product.description.length).toBeGreaterThan(50);
    }
    // Every category has services, and the newest-first list mixes categories.
    for (const category of categoryList) expect(productList.some((p) => p.category_id._id === category._id)).toBe(true);
    expect(new Set(productList.slice(0, 4).map((p) => p.category_id._id)).size).toBeGreaterThan(1);
  });

  it('serves the generated pictures as small, real WebP files', async () => {
    const [product] = listProducts.response.parse(await get(listProducts.path));
    for (const url of [product!.image!, product!.subImages[0]!, product!.subImages[1]!]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      // A drawing, not a blank: yet well under a photograph's size.
      expect(res.rawPayload.length).toBeGreaterThan(3_000);
      expect(res.rawPayload.length).toBeLessThan(25_000);
    }
  });

  it('marks several services as featured and finds seeded names without diacritics', async () => {
    const featured = listFeaturedProducts.response.parse(await get(listFeaturedProducts.path));
    expect(featured.length).toBeGreaterThanOrEqual(5);
    const found = searchProducts.response.parse(await get(`${searchProducts.path}?name=${encodeURIComponent('bao duong')}`));
    expect(found.map((p) => p.name)).toContain('Bảo dưỡng hệ thống phanh ABS');
  });

  it('seeds 8 multi-paragraph news articles with pictures and 3 banners', async () => {
    const articles = listNews.response.parse(await get(listNews.path));
    expect(articles).toHaveLength(8);
    for (const article of articles) {
      expect(article.image).toMatch(/^\/media\//);
      expect(article.content.split('\n\n').length).toBeGreaterThanOrEqual(3);
    }
    // A few are promotions, for the home page's 'Tin khuyến mãi'; the rest are not.
    const promotions = listNews.response.parse(await get(`${listNews.path}?promotion=true`));
    expect(promotions.map((article) => article.title).sort()).toEqual(articles.filter((article) => article.promotion).map((article) => article.title).sort());
    expect(promotions.length).toBeGreaterThanOrEqual(2);
    expect(promotions.length).toBeLessThan(articles.length);
    const banners = listBanners.response.parse(await get(listBanners.path));
    expect(banners).toHaveLength(3);
    // The headline is HTML over the picture, not drawn into it.
    for (const banner of banners) expect(banner).toMatchObject({ title: expect.any(String), description: expect.any(String), buttonLabel: 'Đặt lịch ngay', link: '/lien-he' });
  });

  it('seeds 3 staff positions and 8 staff with 10-digit phones and portraits', async () => {
    const positions = listStaffPositions.response.parse(await get(listStaffPositions.path));
    expect(positions.map((p) => p.name).sort()).toEqual(['Cố vấn dịch vụ', 'Kỹ thuật viên', 'Quản lý xưởng']);
    const team = listStaff.response.parse(await get(listStaff.path));
    expect(team).toHaveLength(8);
    for (const member of team) {
      expect(member.phone).toMatch(/^\d{10}$/);
      expect(member.image).toMatch(/^\/media\//);
      expect(positions.map((p) => p._id)).toContain(member.catestaff_id._id);
    }
  });

  it('adds customer comments to some services', async () => {
    const oil = seeded.products.find((p) => p.name === 'Thay dầu động cơ và lọc dầu')!;
    const list = listProductComments.response.parse(await get(buildPath(listProductComments.path, { productId: oil.id })));
    expect(list.length).toBeGreaterThanOrEqual(1);
    for (const comment of list) expect(new Date(comment.createdAt).getTime()).toBeLessThanOrEqual(Date.now());
  });
});
