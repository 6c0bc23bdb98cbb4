// @postgres: requests here race each other; scripts/test-pg.mjs runs this file on the Postgres server too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { errorResponseSchema } from '../../contract/common';
import { buildPath, type Endpoint } from '../../contract/endpoint';
import { format, messages } from '../../contract/messages';
import { LIST_LIMIT_MAX, LIST_PAGE_MAX, LIST_SEARCH_MAX, TOTAL_COUNT_HEADER } from '../../contract/paging';
import { createProduct, listProducts, updateProduct, type CreateProductBody } from '../../contract/products';
import { createCategory, listCategories, updateCategory } from '../../contract/categories';
import { createNews, listNews } from '../../contract/news';
import { createBanner, listBanners } from '../../contract/banners';
import { createStaffPosition, listStaffPositions } from '../../contract/staff-positions';
import { createStaff, listStaff } from '../../contract/staff';
import { listOrders } from '../../contract/orders';
import { listBookings } from '../../contract/bookings';
import { listAccounts } from '../../contract/accounts';
import { orderCode } from '../../contract/format';
import { accountRoles, accounts, bookings, orders, products, roles } from '../db/schema';
import { newObjectId } from '../lib/object-id';
import { foldSearchText } from '../lib/search-text';
import { createRoleAccounts, type TestAccount } from '../test/fixtures';
import { pngDataUrl } from '../test/catalog-fixtures';
import { createTestApp } from '../test/test-app';
import type { App } from '../app';

/**
 * The back-office lists: a bare array, newest first, the matching total in X-Total-Count;
 * page/limit in the database, q folded (case and diacritics ignored, every word must match),
 * a price range for services, and 400 with a Vietnamese message for bad query values.
 */
const ORIGIN = 'http://quan-ly.example.com';

let app: App;
let customer: TestAccount;
let admin: TestAccount;
let master: TestAccount;

beforeAll(async () => {
  app = await createTestApp({ corsOrigins: [ORIGIN] });
  ({ customer, admin, master } = await createRoleAccounts(app));
});
afterAll(() => app.close());

type ListEndpoint = Endpoint & { response: z.ZodArray<z.ZodType> };

async function list<E extends ListEndpoint>(endpoint: E, query: Record<string, string | number> = {}, headers: Record<string, string> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const url = search.size ? `${endpoint.path}?${search.toString()}` : endpoint.path;
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  const items = endpoint.response.parse(res.json()) as z.output<E['response']>;
  const total = Number(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]);
  expect(Number.isInteger(total), `${url}: X-Total-Count ${String(res.headers[TOTAL_COUNT_HEADER.toLowerCase()])}`).toBe(true);
  return { items, total };
}

async function refused(url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
  return errorResponseSchema.parse(res.json()).message;
}

const ids = (items: readonly { _id: string }[]) => items.map((item) => item._id);

describe('GET /api/products (services)', () => {
  let maintenance: { _id: string; name: string };
  let brakes: { _id: string; name: string };
  let all: z.output<typeof listProducts.response>;

  async function addCategory(name: string) {
    const res = await app.inject({ method: 'POST', url: createCategory.path, headers: admin.headers, payload: { name } });
    expect(res.statusCode, res.body).toBe(201);
    return createCategory.response.parse(res.json());
  }

  async function addProduct(overrides: Partial<CreateProductBody>) {
    const payload: CreateProductBody = {
      name: 'Dịch vụ',
      description: 'Mô tả',
      price: 100_000,
      quantity: 5,
      category_id: maintenance._id,
      image: null,
      subImages: [],
      ...overrides,
    };
    const res = await app.inject({ method: 'POST', url: createProduct.path, headers: admin.headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    return createProduct.response.parse(res.json());
  }

  beforeAll(async () => {
    maintenance = await addCategory('Bảo dưỡng định kỳ');
    brakes = await addCategory('Hệ thống phanh');
    await addProduct({ name: 'Thay dầu động cơ', description: 'Dầu tổng hợp chính hãng, kèm lọc dầu.', price: 650_000 });
    await addProduct({ name: 'Thay má phanh trước', description: 'Má phanh gốm, êm và bền.', price: 1_200_000, category_id: brakes._id });
    await addProduct({ name: 'Láng đĩa phanh', description: 'Khử rung vô lăng khi đạp phanh.', price: 400_000, category_id: brakes._id });
    await addProduct({ name: 'Vệ sinh điều hòa', description: 'Làm sạch dàn lạnh, khử mùi (100% an toàn).', price: 550_000 });
    await addProduct({ name: 'Kiểm tra ắc quy', description: 'Đo điện áp, sạc bổ sung.', price: 0 });
    for (let i = 1; i <= 20; i += 1) {
      await addProduct({ name: `Gói chăm sóc số ${i}`, description: `Gói dịch vụ tổng hợp thứ ${i}.`, price: 1_000_000 + i * 10_000 });
    }
    ({ items: all } = await list(listProducts));
  });

  it('answers the whole list as before without page/limit, newest first, its length in X-Total-Count', async () => {
    const { items, total } = await list(listProducts);
    expect(items).toHaveLength(25);
    expect(total).toBe(25);
    const order = items.map((p) => [Date.parse(p.createdAt), p._id] as const);
    const sorted = [...order].sort((a, b) => b[0] - a[0] || (a[1] < b[1] ? 1 : a[1] > b[1] ? -1 : 0));
    expect(order).toEqual(sorted);
    expect(items[items.length - 1]!.name).toBe('Thay dầu động cơ');
  });

  it('pages in the database: 10 rows by default, any limit up to 100, the total on every page', async () => {
    const first = await list(listProducts, { page: 1 });
    expect(ids(first.items)).toEqual(ids(all.slice(0, 10)));
    expect(first.total).toBe(25);
    const third = await list(listProducts, { page: 3, limit: 10 });
    expect(ids(third.items)).toEqual(ids(all.slice(20)));
    expect(third.total).toBe(25);
    expect(ids((await list(listProducts, { page: 2, limit: 7 })).items)).toEqual(ids(all.slice(7, 14)));
    expect(ids((await list(listProducts, { limit: 3 })).items)).toEqual(ids(all.slice(0, 3)));
    expect((await list(listProducts, { page: 1, limit: LIST_LIMIT_MAX })).items).toHaveLength(25);
    expect((await list(listProducts, { page: 1, limit: 1 })).items).toHaveLength(1);
    // The page a product lands on carries its specifications and category as the full list does.
    expect((await list(listProducts, { page: 5, limit: 5 })).items).toEqual(all.slice(20));
  });

  it('answers [] past the last page, with the right total', async () => {
    expect(await list(listProducts, { page: 4 })).toEqual({ items: [], total: 25 });
    expect(await list(listProducts, { page: LIST_PAGE_MAX, limit: LIST_LIMIT_MAX })).toEqual({ items: [], total: 25 });
  });

  it('finds q in the name, the category name or the description, ignoring case and diacritics', async () => {
    const names = async (q: string, extra: Record<string, string | number> = {}) => {
      const { items, total } = await list(listProducts, { q, ...extra });
      expect(total).toBe(items.length);
      return items.map((p) => p.name).sort();
    };
    expect(await names('dầu động cơ')).toEqual(['Thay dầu động cơ']);
    expect(await names('DAU DONG CO')).toEqual(['Thay dầu động cơ']);
    // Category name.
    expect(await names('he thong phanh')).toEqual(['Láng đĩa phanh', 'Thay má phanh trước']);
    expect(await names('bảo dưỡng định kỳ ắc quy')).toEqual(['Kiểm tra ắc quy']);
    // Description.
    expect(await names('khử mùi')).toEqual(['Vệ sinh điều hòa']);
    expect(await names('gom')).toEqual(['Thay má phanh trước']);
    // Every word must match, in any order.
    expect(await names('phanh láng')).toEqual(['Láng đĩa phanh']);
    expect(await names('phanh dầu')).toEqual([]);
    // LIKE wildcards are plain characters.
    expect(await names('100%')).toEqual(['Vệ sinh điều hòa']);
    expect(await names('%')).toEqual(['Vệ sinh điều hòa']);
    expect(await names('_')).toEqual([]);
    // A blank q is no filter.
    expect(await names('   ')).toHaveLength(25);
    // Paged search: the page and the total of the matches.
    const page = await list(listProducts, { q: 'goi cham soc', page: 2, limit: 15 });
    expect(page.total).toBe(20);
    expect(page.items).toHaveLength(5);
    expect(page.items.every((p) => p.name.startsWith('Gói chăm sóc'))).toBe(true);
  });

  it('filters by an inclusive price range in whole dong', async () => {
    const prices = async (query: Record<string, string | number>) => {
      const { items, total } = await list(listProducts, query);
      expect(total).toBe(items.length);
      return items.map((p) => p.price).sort((a, b) => a - b);
    };
    expect(await prices({ minPrice: 550_000, maxPrice: 650_000 })).toEqual([550_000, 650_000]);
    expect(await prices({ maxPrice: 400_000 })).toEqual([0, 400_000]);
    expect(await prices({ minPrice: 1_200_000 })).toEqual([1_200_000, 1_200_000]);
    expect(await prices({ minPrice: 0, maxPrice: 0 })).toEqual([0]);
    expect(await prices({ minPrice: 1_195_000, maxPrice: 1_199_999 })).toEqual([]);
    expect(await prices({ maxPrice: 999_999_999_999 })).toHaveLength(25);
    expect(await prices({ minPrice: 999_999_999_999 })).toEqual([]);
    // With q and paging together.
    const page = await list(listProducts, { q: 'phanh', minPrice: 500_000, page: 1, limit: 10 });
    expect(page).toMatchObject({ total: 1, items: [{ name: 'Thay má phanh trước' }] });
  });

  it('filters by stock at most maxQuantity, alone or with the other filters', async () => {
    const stock: Record<string, number> = { 'Thay dầu động cơ': 0, 'Láng đĩa phanh': 2, 'Vệ sinh điều hòa': 3, 'Gói chăm sóc số 4': 3 };
    // Straight into the table, the services' own times kept (a later test compares them).
    const keepTimes = { updatedAt: sql`${products.updatedAt}` };
    for (const [name, quantity] of Object.entries(stock)) await app.db.update(products).set({ quantity, ...keepTimes }).where(eq(products.name, name));
    try {
      const names = async (query: Record<string, string | number>) => {
        const { items, total } = await list(listProducts, query);
        expect(total).toBe(items.length);
        return items.map((p) => `${p.name}:${p.quantity}`).sort();
      };
      expect(await names({ maxQuantity: 3 })).toEqual(['Gói chăm sóc số 4:3', 'Láng đĩa phanh:2', 'Thay dầu động cơ:0', 'Vệ sinh điều hòa:3']);
      expect(await names({ maxQuantity: 0 })).toEqual(['Thay dầu động cơ:0']);
      expect(await names({ maxQuantity: 2, q: 'phanh' })).toEqual(['Láng đĩa phanh:2']);
      expect(await names({ maxQuantity: 3, minPrice: 500_000, maxPrice: 1_000_000 })).toEqual(['Thay dầu động cơ:0', 'Vệ sinh điều hòa:3']);
      expect(await names({ maxQuantity: '' })).toHaveLength(25);
      expect(await names({ maxQuantity: 999_999_999_999 })).toHaveLength(25);
      expect(await list(listProducts, { maxQuantity: 3, page: 2, limit: 3 })).toMatchObject({ total: 4 });
      for (const bad of ['-1', '1.5', 'abc', '1e3', '9'.repeat(16)]) {
        expect(await refused(`${listProducts.path}?maxQuantity=${bad}`), bad).toBe(messages.lists.quantityInvalid);
      }
    } finally {
      await app.db.update(products).set({ quantity: 5, ...keepTimes }).where(inArray(products.name, Object.keys(stock)));
    }
  });

  it('keeps the search text current when a product or its category is renamed', async () => {
    const product = all.find((p) => p.name === 'Kiểm tra ắc quy')!;
    const res = await app.inject({
      method: 'PUT',
      url: buildPath(updateProduct.path, { id: product._id }),
      headers: admin.headers,
      payload: { name: 'Kiểm tra bình điện', description: 'Đo điện áp, sạc bổ sung.', price: 0, quantity: 5, category_id: brakes._id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(listProducts, { q: 'ac quy' })).total).toBe(0);
    expect((await list(listProducts, { q: 'binh dien he thong phanh' })).items.map((p) => p._id)).toEqual([product._id]);

    const renamed = await app.inject({
      method: 'PUT',
      url: buildPath(updateCategory.path, { id: brakes._id }),
      headers: admin.headers,
      payload: { name: 'Phanh và an toàn' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await list(listProducts, { q: 'he thong' })).total).toBe(0);
    const found = await list(listProducts, { q: 'an toan' });
    expect(found.items.map((p) => p.name).sort()).toEqual(['Kiểm tra bình điện', 'Láng đĩa phanh', 'Thay má phanh trước', 'Vệ sinh điều hòa']);
    // Name and description parts survive the rename; the products' own times do not move.
    expect((await list(listProducts, { q: 'khu rung an toan' })).total).toBe(1);
    const after = (await list(listProducts)).items.find((p) => p._id === product._id)!;
    expect(after.category_id.name).toBe('Phanh và an toàn');
    const before = (await list(listProducts, { q: 'lang dia' })).items[0]!;
    expect(before.updatedAt).toBe(all.find((p) => p._id === before._id)!.updatedAt);
  });

  it('refuses bad query values with 400 and a Vietnamese message, never a 500', async () => {
    const pageInvalid = format(messages.lists.pageInvalid, { max: LIST_PAGE_MAX });
    const limitInvalid = format(messages.lists.limitInvalid, { max: LIST_LIMIT_MAX });
    const path = listProducts.path;
    for (const page of ['0', '-1', '1.5', 'abc', '1e3', String(LIST_PAGE_MAX + 1), '9'.repeat(30)]) {
      expect(await refused(`${path}?page=${page}`), page).toBe(pageInvalid);
    }
    expect(await refused(`${path}?page=1&page=2`)).toBe(pageInvalid);
    for (const limit of ['0', '101', '1000', '-5', 'mười']) {
      expect(await refused(`${path}?page=1&limit=${encodeURIComponent(limit)}`), limit).toBe(limitInvalid);
    }
    for (const price of ['abc', '-1', '1.5', '1e6', '0x10', '9'.repeat(16)]) {
      expect(await refused(`${path}?minPrice=${price}`), price).toBe(messages.lists.priceInvalid);
      expect(await refused(`${path}?maxPrice=${price}`), price).toBe(messages.lists.priceInvalid);
    }
    expect(await refused(`${path}?minPrice=700000&maxPrice=600000`)).toBe(messages.lists.priceRangeInvalid);
    expect(await refused(`${path}?q=${'a'.repeat(LIST_SEARCH_MAX + 1)}`)).toBe(format(messages.lists.searchTooLong, { max: LIST_SEARCH_MAX }));
    expect((await list(listProducts, { q: 'a'.repeat(LIST_SEARCH_MAX) })).total).toBe(0);
    expect(await refused(`${path}?q=phanh%00`)).toBe(messages.lists.searchInvalid);
    expect(await refused(`${path}?q=%01`)).toBe(messages.lists.searchInvalid);
    expect(await refused(`${path}?q=a&q=b`)).toBe(messages.lists.searchInvalid);
  });

  it('exposes X-Total-Count to the browser through CORS', async () => {
    const res = await app.inject({ method: 'GET', url: `${listProducts.path}?page=1`, headers: { origin: ORIGIN } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(String(res.headers['access-control-expose-headers'])).toContain(TOTAL_COUNT_HEADER);
  });

  it('folds in SQL exactly as in JavaScript (the migration and the small lists rely on it)', async () => {
    const letters = [...'aàáảãạăằắẳẵặâầấẩẫậbcdđeèéẻẽẹêềếểễệghiìíỉĩịklmnoòóỏõọôồốổỗộơờớởỡợpqrstuùúủũụưừứửữựvxyỳýỷỹỵ0123456789 \t\n-%'];
    const text = fc
      .array(fc.constantFrom(...letters, ...letters.map((c) => c.toUpperCase())), { maxLength: 40 })
      .map((chars) => chars.join(''))
      .chain((value) => fc.constantFrom(value, value.normalize('NFD')));
    await fc.assert(
      fc.asyncProperty(text, async (value) => {
        const result = await app.db.execute(sql`select search_fold(${value}) as folded`);
        const [row] = (result as unknown as { rows: { folded: string }[] }).rows;
        expect(row!.folded).toBe(foldSearchText(value));
      }),
      { numRuns: 60 },
    );
  });
});

describe('the other back-office lists', () => {
  it('news: pages and finds q in the title or the content, case and diacritics ignored', async () => {
    const titles = ['Dấu hiệu cần thay dầu', 'Mùa mưa: kiểm tra gạt nước', 'Lốp xe và áp suất', 'Khuyến mãi tháng 9'];
    for (const [i, title] of titles.entries()) {
      const res = await app.inject({
        method: 'POST',
        url: createNews.path,
        headers: admin.headers,
        payload: { title, content: i === 2 ? 'Bơm lốp đúng áp suất giúp tiết kiệm NHIÊN LIỆU.' : 'Nội dung bài viết.' },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const whole = await list(listNews);
    expect(whole.items.map((n) => n.title)).toEqual([...titles].reverse());
    expect(whole.total).toBe(4);
    expect(await list(listNews, { page: 2, limit: 3 })).toEqual({ items: whole.items.slice(3), total: 4 });
    expect(await list(listNews, { page: 3, limit: 3 })).toEqual({ items: [], total: 4 });
    expect((await list(listNews, { q: 'MÙA MƯA' })).items.map((n) => n.title)).toEqual(['Mùa mưa: kiểm tra gạt nước']);
    expect((await list(listNews, { q: 'mua mua' })).total).toBe(1);
    expect((await list(listNews, { q: 'nhiên liệu' })).items.map((n) => n.title)).toEqual(['Lốp xe và áp suất']);
    expect(await list(listNews, { q: 'bảo hiểm' })).toEqual({ items: [], total: 0 });
    expect(await refused(`${listNews.path}?page=0`)).toBe(format(messages.lists.pageInvalid, { max: LIST_PAGE_MAX }));
  });

  it('banners: pages newest first with the total', async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await app.inject({ method: 'POST', url: createBanner.path, headers: admin.headers, payload: { image: pngDataUrl('image/png', `banner-${i}`) } });
      expect(res.statusCode, res.body).toBe(201);
    }
    const whole = await list(listBanners);
    expect(whole.total).toBe(3);
    expect(await list(listBanners, { page: 1, limit: 2 })).toEqual({ items: whole.items.slice(0, 2), total: 3 });
    expect(await list(listBanners, { page: 2, limit: 2 })).toEqual({ items: whole.items.slice(2), total: 3 });
    expect(await refused(`${listBanners.path}?limit=101`)).toBe(format(messages.lists.limitInvalid, { max: LIST_LIMIT_MAX }));
  });

  it('categories: finds q in the name', async () => {
    const whole = await list(listCategories);
    expect(whole.total).toBe(whole.items.length);
    expect((await list(listCategories, { q: 'bao duong' })).items.map((c) => c.name)).toEqual(['Bảo dưỡng định kỳ']);
    expect((await list(listCategories, { q: 'PHANH', page: 1 })).items.map((c) => c.name)).toEqual(['Phanh và an toàn']);
    expect(await list(listCategories, { q: 'sơn', page: 1 })).toEqual({ items: [], total: 0 });
  });

  it('staff positions and staff: find q in the name, phone, job title or position', async () => {
    const positions: Record<string, string> = {};
    for (const name of ['Kỹ thuật viên', 'Cố vấn dịch vụ', 'Thu ngân']) {
      const res = await app.inject({ method: 'POST', url: createStaffPosition.path, headers: master.headers, payload: { name } });
      expect(res.statusCode, res.body).toBe(201);
      positions[name] = createStaffPosition.response.parse(res.json())._id;
    }
    expect((await list(listStaffPositions, { q: 'ky thuat' })).items.map((p) => p.name)).toEqual(['Kỹ thuật viên']);
    expect(await list(listStaffPositions, { page: 1, limit: 2 })).toMatchObject({ total: 3, items: [{ name: 'Thu ngân' }, { name: 'Cố vấn dịch vụ' }] });

    const people = [
      { name: 'Nguyễn Văn An', phone: '0903123456', position: 'Trưởng nhóm máy', catestaff_id: positions['Kỹ thuật viên']!, image: '' },
      { name: 'Trần Thị Bình', phone: '0912000111', position: 'Tư vấn bảo hiểm', catestaff_id: positions['Cố vấn dịch vụ']!, image: '' },
      { name: 'Lê Văn Cường', phone: '0987654321', position: 'Thợ điện', catestaff_id: positions['Kỹ thuật viên']!, image: '' },
    ];
    for (const person of people) {
      const res = await app.inject({ method: 'POST', url: createStaff.path, headers: master.headers, payload: person });
      expect(res.statusCode, res.body).toBe(201);
    }
    const names = async (q: string) => (await list(listStaff, { q })).items.map((s) => s.name);
    expect(await names('binh')).toEqual(['Trần Thị Bình']);
    expect(await names('0987')).toEqual(['Lê Văn Cường']);
    expect(await names('trưởng nhóm')).toEqual(['Nguyễn Văn An']);
    expect(await names('ky thuat vien')).toEqual(['Lê Văn Cường', 'Nguyễn Văn An']);
    expect(await names('văn thợ')).toEqual(['Lê Văn Cường']);
    // "van" is in two names and in "Tư vấn": three matches, the second page of one row each.
    expect(await list(listStaff, { q: 'van', page: 2, limit: 1 })).toMatchObject({ total: 3, items: [{ name: 'Trần Thị Bình' }] });
    expect(await refused(`${listStaff.path}?q=an%00`)).toBe(messages.lists.searchInvalid);
  });

  it('answers every list 200 or 400 for any query string, never a 500', async () => {
    const endpoints = [listProducts, listNews, listBanners, listCategories, listStaffPositions, listStaff, listOrders, listBookings, listAccounts];
    const key = fc.constantFrom('page', 'limit', 'q', 'minPrice', 'maxPrice', 'maxQuantity', 'status', 'date', 'timeSlot', 'createdFrom', 'other');
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer({ min: -5, max: 2_000_000 }).map(String),
      fc.constantFrom('', '%00', '1e9', '99999999999999999999', 'NaN', '%E0%A4%A', '%ED%A0%80', '[]', '{}', 'pending', 'cancelled', '08:00', '12:00', '2026-02-30', '2026-03-01'),
    );
    const query = fc.array(fc.tuple(key, value), { maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), query, async (endpoint, pairs) => {
        const text = pairs.map(([k, v]) => `${k}=${/%/.test(v) ? v : encodeURIComponent(v)}`).join('&');
        const res = await app.inject({ method: 'GET', url: `${endpoint.path}?${text}`, headers: master.headers });
        expect([200, 400], `${endpoint.path}?${text}: ${res.body}`).toContain(res.statusCode);
        if (res.statusCode === 400) expect(errorResponseSchema.parse(res.json()).message).toMatch(/[^\x20-\x7e]/);
        else expect(Array.isArray(res.json())).toBe(true);
      }),
      { numRuns: 80 },
    );
  });
});

describe('orders, bookings and accounts lists (back office, part 2)', () => {
  const MINUTE = 60_000;
  const base = Date.parse('2026-10-20T03:00:00Z');

  describe('GET /api/orders', () => {
    const people = [
      { name: 'Nguyễn Văn Hùng', phone: '0987654321', email: 'hung.nguyen@example.com' },
      { name: 'Trần Thị Bích Ngọc', phone: '0912000111', email: 'ngoc.tran@example.org' },
      { name: 'Lê Đức Anh', phone: '0903555777', email: 'ducanh@congty.vn' },
      { name: 'NGUYỄN THỊ HOA', phone: '0934111222', email: 'Hoa.Nguyen@Example.com' },
      { name: 'Phạm Quốc Đạt', phone: '0977888999', email: 'dat_pham@example.com' },
    ];
    const statuses = ['pending', 'processing', 'completed', 'cancelled'] as const;
    let all: z.output<typeof listOrders.response>;
    const staff = () => admin.headers;

    beforeAll(async () => {
      const rows = Array.from({ length: 23 }, (_, i) => {
        const createdAt = new Date(base - i * 7 * MINUTE);
        const person = people[i % people.length]!;
        return {
          id: newObjectId(createdAt),
          ...person,
          address: 'TP. Hồ Chí Minh',
          total: 100_000 * (i + 1),
          status: statuses[i % statuses.length]!,
          createdAt,
          updatedAt: createdAt,
        };
      });
      await app.db.insert(orders).values(rows);
      ({ items: all } = await list(listOrders, {}, staff()));
    });

    it('answers the whole list without page/limit, newest first, and pages it in the database', async () => {
      expect(all).toHaveLength(23);
      expect(all.map((o) => o.createdAt)).toEqual([...all.map((o) => o.createdAt)].sort().reverse());
      expect(await list(listOrders, { page: 1 }, staff())).toEqual({ items: all.slice(0, 10), total: 23 });
      expect(await list(listOrders, { page: 3 }, staff())).toEqual({ items: all.slice(20), total: 23 });
      expect(await list(listOrders, { page: 2, limit: 4 }, staff())).toEqual({ items: all.slice(4, 8), total: 23 });
      expect(await list(listOrders, { page: 9 }, staff())).toEqual({ items: [], total: 23 });
    });

    it('filters by status and finds q in the code, name, phone or e-mail, case and diacritics ignored', async () => {
      const found = async (query: Record<string, string | number>) => {
        const { items, total } = await list(listOrders, query, staff());
        expect(total).toBe(items.length);
        return items.map((o) => o._id);
      };
      const where = (test: (o: (typeof all)[number]) => boolean) => all.filter(test).map((o) => o._id);
      expect(await found({ status: 'cancelled' })).toEqual(where((o) => o.status === 'cancelled'));
      expect(await found({ status: '' })).toHaveLength(23);
      expect(await found({ q: 'nguyen' })).toEqual(where((o) => /nguy/i.test(o.name)));
      expect(await found({ q: 'NGUYỄN THỊ' })).toEqual(where((o) => o.name === 'NGUYỄN THỊ HOA'));
      expect(await found({ q: 'bich ngoc' })).toEqual(where((o) => o.name === 'Trần Thị Bích Ngọc'));
      expect(await found({ q: 'duc anh' })).toEqual(where((o) => o.name === 'Lê Đức Anh'));
      expect(await found({ q: '0912 000' })).toEqual(where((o) => o.phone === '0912000111'));
      expect(await found({ q: 'EXAMPLE.ORG' })).toEqual(where((o) => o.email === 'ngoc.tran@example.org'));
      expect(await found({ q: 'dat_pham' })).toEqual(where((o) => o.email === 'dat_pham@example.com'));
      // Every word must match, in any field.
      expect(await found({ q: 'hung 0987' })).toEqual(where((o) => o.phone === '0987654321'));
      expect(await found({ q: 'hung 0912' })).toEqual([]);
      // The code is the last 6 characters of the id, either case; the rest of the id is not searched.
      const target = all[5]!;
      expect(await found({ q: orderCode(target._id) })).toEqual([target._id]);
      expect(await found({ q: orderCode(target._id).toLowerCase() })).toEqual([target._id]);
      expect(await found({ q: target._id.slice(0, 8) })).toEqual([]);
      // With the status and a page.
      const pending = where((o) => o.status === 'pending' && /nguy/i.test(o.name));
      expect(pending.length).toBeGreaterThan(1);
      expect(await list(listOrders, { q: 'nguyen', status: 'pending', page: 2, limit: 1 }, staff())).toMatchObject({
        total: pending.length,
        items: [{ _id: pending[1] }],
      });
    });

    it('is for staff only and refuses bad filters in Vietnamese', async () => {
      expect((await app.inject({ method: 'GET', url: listOrders.path, headers: customer.headers })).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: listOrders.path })).statusCode).toBe(401);
      expect(await refused(`${listOrders.path}?status=shipped`, staff())).toBe(messages.validation.statusInvalid);
      expect(await refused(`${listOrders.path}?q=a%00`, staff())).toBe(messages.lists.searchInvalid);
      expect(await refused(`${listOrders.path}?page=0`, staff())).toBe(format(messages.lists.pageInvalid, { max: LIST_PAGE_MAX }));
    });
  });

  describe('GET /api/contacts', () => {
    const slots = ['08:00', '09:00', '14:00'] as const;
    const statuses = ['pending', 'confirmed', 'cancelled'] as const;
    const names = ['Đặng Văn Khoa', 'Bùi Thị Lan', 'Trương Minh Quân', 'Phan Quốc Việt'];
    let all: z.output<typeof listBookings.response>;

    beforeAll(async () => {
      const rows = Array.from({ length: 18 }, (_, i) => {
        const createdAt = new Date(base - i * 11 * MINUTE);
        return {
          id: newObjectId(createdAt),
          fullName: names[i % names.length]!,
          numberPhone: `09${String(10_000_000 + i * 1_111).padStart(8, '0')}`,
          date: `2026-11-0${1 + (i % 3)}`,
          timeSlot: slots[i % slots.length]!,
          status: statuses[Math.floor(i / 3) % statuses.length]!,
          description: 'Bảo dưỡng',
          createdAt,
          updatedAt: createdAt,
        };
      });
      await app.db.insert(bookings).values(rows);
      ({ items: all } = await list(listBookings, {}, admin.headers));
    });

    it('pages, filters by day, slot and status, and finds q in the name or phone for staff', async () => {
      expect(all).toHaveLength(18);
      expect(await list(listBookings, { page: 2, limit: 5 }, admin.headers)).toEqual({ items: all.slice(5, 10), total: 18 });
      const found = async (query: Record<string, string | number>) => {
        const { items, total } = await list(listBookings, query, admin.headers);
        expect(total).toBe(items.length);
        return items.map((b) => b._id);
      };
      const where = (test: (b: (typeof all)[number]) => boolean) => all.filter(test).map((b) => b._id);
      expect(await found({ date: '2026-11-02' })).toEqual(where((b) => b.date === '2026-11-02'));
      expect(await found({ timeSlot: '14:00' })).toEqual(where((b) => b.timeSlot === '14:00'));
      expect(await found({ status: 'confirmed' })).toEqual(where((b) => b.status === 'confirmed'));
      expect(await found({ date: '2026-11-01', timeSlot: '08:00', status: 'pending' })).toEqual(
        where((b) => b.date === '2026-11-01' && b.timeSlot === '08:00' && b.status === 'pending'),
      );
      expect(await found({ q: 'TRUONG minh' })).toEqual(where((b) => b.fullName === 'Trương Minh Quân'));
      expect(await found({ q: 'đặng' })).toEqual(where((b) => b.fullName === 'Đặng Văn Khoa'));
      const phone = all[4]!.numberPhone;
      expect(await found({ q: phone.slice(-5) })).toEqual(where((b) => b.numberPhone.includes(phone.slice(-5))));
      expect(await found({ q: 'lan', status: 'cancelled' })).toEqual(where((b) => b.fullName === 'Bùi Thị Lan' && b.status === 'cancelled'));
      expect(await found({ q: 'khoa 9999' })).toEqual([]);
    });

    it('ignores q for anyone but staff (no probing for phone numbers), masks them, and lets the filters apply', async () => {
      const masked = await list(listBookings, { q: all[0]!.numberPhone }, customer.headers);
      expect(masked.total).toBe(18);
      expect(masked.items.every((b) => b.numberPhone.includes('*') && b.description === '')).toBe(true);
      const day = await list(listBookings, { date: '2026-11-03', q: 'khoa', page: 1, limit: 100 }, customer.headers);
      expect(day.items.map((b) => b._id)).toEqual(all.filter((b) => b.date === '2026-11-03').map((b) => b._id));
      expect((await app.inject({ method: 'GET', url: listBookings.path })).statusCode).toBe(401);
    });

    it('refuses bad filters in Vietnamese', async () => {
      expect(await refused(`${listBookings.path}?timeSlot=12:00`, admin.headers)).toBe(messages.bookings.timeSlotInvalid);
      expect(await refused(`${listBookings.path}?status=done`, admin.headers)).toBe(messages.validation.statusInvalid);
      expect(await refused(`${listBookings.path}?date=2026-02-30`, admin.headers)).toBe(messages.validation.dateInvalid);
    });
  });

  describe('GET /api/accounts', () => {
    let adminRoleId: string;
    let made: { id: string; fullName: string; email: string; createdAt: Date }[];

    beforeAll(async () => {
      const [adminRole] = await app.db.select().from(roles).where(eq(roles.name, 'admin'));
      adminRoleId = adminRole!.id;
      // 2026-10-31 23:30 and 2026-11-01 00:30 in Vietnam: on either side of the month's first day.
      const people = [
        { fullName: 'Võ Thị Ngọc Hà', email: 'ngocha@example.com', createdAt: new Date('2026-10-31T16:30:00Z') },
        { fullName: 'Hoàng Minh Tuấn', email: 'tuan.hoang@example.com', createdAt: new Date('2026-10-31T17:30:00Z') },
        { fullName: 'Đỗ Thị Mỹ Linh', email: 'mylinh@garaotosaigon.vn', createdAt: new Date('2026-11-02T02:00:00Z') },
      ];
      made = [];
      for (const person of people) {
        const [row] = await app.db.insert(accounts).values({ ...person, id: newObjectId(person.createdAt), verified: true }).returning();
        made.push({ id: row!.id, fullName: row!.fullName, email: row!.email, createdAt: person.createdAt });
      }
      await app.db.insert(accountRoles).values({ accountId: made[2]!.id, roleId: adminRoleId });
    });

    it('pages newest first and finds q in the name, e-mail or a role name', async () => {
      const whole = await list(listAccounts, {}, master.headers);
      expect(whole.total).toBe(whole.items.length);
      expect(await list(listAccounts, { page: 2, limit: 2 }, master.headers)).toEqual({ items: whole.items.slice(2, 4), total: whole.total });
      const emails = async (query: Record<string, string>) => {
        const { items, total } = await list(listAccounts, query, master.headers);
        expect(total).toBe(items.length);
        return items.map((a) => a.email).sort();
      };
      expect(await emails({ q: 'ngoc ha' })).toEqual(['ngocha@example.com']);
      expect(await emails({ q: 'HOÀNG tuấn' })).toEqual(['tuan.hoang@example.com']);
      expect(await emails({ q: 'garaotosaigon' })).toEqual(['mylinh@garaotosaigon.vn']);
      expect(await emails({ q: 'ADMIN' })).toEqual([admin.email, 'mylinh@garaotosaigon.vn'].sort());
      expect(await emails({ q: 'admin linh' })).toEqual(['mylinh@garaotosaigon.vn']);
      expect(await emails({ q: 'master' })).toEqual([master.email]);
    });

    it('keeps accounts created on createdFrom (a Vietnamese day) or later', async () => {
      const { items } = await list(listAccounts, { createdFrom: '2026-11-01' }, master.headers);
      const ids = new Set(items.map((a) => a._id));
      expect(ids.has(made[0]!.id)).toBe(false);
      expect(ids.has(made[1]!.id)).toBe(true);
      expect(ids.has(made[2]!.id)).toBe(true);
      expect(await list(listAccounts, { createdFrom: '2026-11-01', q: 'linh' }, master.headers)).toMatchObject({ total: 1 });
      expect(await refused(`${listAccounts.path}?createdFrom=2026-13-01`, master.headers)).toBe(messages.validation.dateInvalid);
    });

    it('is for the master only', async () => {
      const res = await app.inject({ method: 'GET', url: listAccounts.path, headers: admin.headers });
      expect(res.statusCode).toBe(403);
      expect(errorResponseSchema.parse(res.json()).message).toBe(messages.guard.masterOnly);
      expect((await app.inject({ method: 'GET', url: listAccounts.path, headers: customer.headers })).statusCode).toBe(403);
    });
  });
});

describe('search text under concurrent writes (meaningful on Postgres)', () => {
  it('never leaves a service with its category’s old name when renames and creates race', async () => {
    const created = await app.inject({ method: 'POST', url: createCategory.path, headers: admin.headers, payload: { name: 'Cứu hộ' } });
    const category = createCategory.response.parse(created.json());
    const rename = (name: string) =>
      app.inject({ method: 'PUT', url: buildPath(updateCategory.path, { id: category._id }), headers: admin.headers, payload: { name } });
    const add = (i: number) =>
      app.inject({
        method: 'POST',
        url: createProduct.path,
        headers: admin.headers,
        payload: { name: `Kéo xe ${i}`, description: 'Nội thành', price: 500_000, quantity: 1, category_id: category._id, image: null, subImages: [] },
      });
    // Services moved into the category while it is renamed: an edit locks the category before its row.
    const moved = [];
    for (const i of [7, 8]) moved.push(createProduct.response.parse((await add(i)).json()));
    const otherCategory = await app.inject({ method: 'POST', url: createCategory.path, headers: admin.headers, payload: { name: 'Phụ tùng' } });
    const otherId = createCategory.response.parse(otherCategory.json())._id;
    const move = (productId: string, categoryId: string, i: number) =>
      app.inject({
        method: 'PUT',
        url: buildPath(updateProduct.path, { id: productId }),
        headers: admin.headers,
        payload: { name: `Kéo xe ${i}`, description: 'Nội thành', price: 500_000, quantity: 1, category_id: categoryId },
      });
    for (const [k, product] of moved.entries()) expect((await move(product._id, otherId, 7 + k)).statusCode).toBe(200);
    const results = await Promise.all([
      add(1),
      rename('Cứu hộ 24/7'),
      move(moved[0]!._id, category._id, 7),
      add(2),
      add(3),
      rename('Cứu hộ giao thông'),
      move(moved[1]!._id, category._id, 8),
      add(4),
      add(5),
      rename('Hỗ trợ khẩn cấp'),
      add(6),
    ]);
    for (const res of results) expect(res.statusCode, res.body).toBeLessThan(300);
    // Whichever rename committed last, every service of the category is found by that name.
    const final = (await list(listCategories)).items.find((c) => c._id === category._id)!.name;
    const found = await list(listProducts, { q: final });
    expect(found.items.map((p) => p.name).sort()).toEqual(['Kéo xe 1', 'Kéo xe 2', 'Kéo xe 3', 'Kéo xe 4', 'Kéo xe 5', 'Kéo xe 6', 'Kéo xe 7', 'Kéo xe 8']);
    const rows = await app.db.execute(sql`select search_document from products where category_id = ${category._id}`);
    const lines = (rows as unknown as { rows: { search_document: string }[] }).rows.map((r) => r.search_document.split('\n')[1]);
    expect(lines).toEqual(Array(8).fill(foldSearchText(final)));
  });
});
