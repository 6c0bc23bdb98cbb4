import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { bookings, bookingSlots, cartItems, favorites, orderLines, orders } from './db/schema';
import { addDays, vietnamToday } from './lib/vietnam-time';
import { createAccount } from './test/fixtures';
import { createProduct } from './test/shop-fixtures';
import { createTestApp } from './test/test-app';
import type { App, RegisteredRoute } from './app';

/**
 * Malformed bodies (random JSON, wrong types, huge strings, missing and extra fields) and
 * odd path parameters sent, as a master so no role check stops them early, to every write
 * route the app registers, whoever added it: never a 500, and not one row changes.
 */
const RUNS_PER_ROUTE = 20;

const app: App = await createTestApp();
await app.ready();
const master = await createAccount(app, { roles: ['master'] });

// Some data of every kind, so "nothing changed" has something to compare.
const product = await createProduct(app, { name: 'Thay dầu động cơ', quantity: 5 });
const customer = await createAccount(app);
await app.db.insert(cartItems).values({ accountId: customer.id, productId: product.id, quantity: 1 });
await app.db.insert(favorites).values({ accountId: customer.id, productId: product.id });
const [order] = await app.db
  .insert(orders)
  .values({ accountId: customer.id, name: 'Khách', phone: '0900000000', email: 'k@example.com', address: 'Quận 1', total: 350_000 })
  .returning();
await app.db.insert(orderLines).values({ orderId: order!.id, productId: product.id, productName: product.name, price: 350_000, quantity: 1 });
const bookingDate = addDays(vietnamToday(), 2);
await app.db.insert(bookings).values({ fullName: 'Nguyễn Văn An', numberPhone: '0912345667', date: bookingDate, timeSlot: '09:00' });
await app.db.insert(bookingSlots).values({ date: bookingDate, timeSlot: '09:00', booked: 1 });

afterAll(() => app.close());

async function rows<T>(text: string): Promise<T[]> {
  const result = await app.db.execute(sql.raw(text));
  return (result as unknown as { rows: T[] }).rows;
}

/** Row count and a checksum of every table's content. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const state: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ n: number; sum: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${name}" t`,
    );
    state[name] = `${row!.n} rows, ${row!.sum}`;
  }
  return state;
}

const hexId = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 });
const paramValue = fc.oneof(
  { weight: 3, arbitrary: hexId },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom('0', '-1', 'null', 'undefined', '..', '%00', 'a'.repeat(300), '1e309', '{}', "' or 1=1 --") },
);

const hugeString = fc.constantFrom('ạ'.repeat(300_000), 'x'.repeat(1_000_000));
const wrongValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ unit: 'binary', maxLength: 30 }),
  hugeString,
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** What the server will see: JSON turns NaN into null, drops undefined and so on. */
const roundTrip = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? 'null');

function bodyArbitrary(schema: unknown): fc.Arbitrary<unknown> {
  const candidates: Array<fc.Arbitrary<unknown>> = [fc.jsonValue({ maxDepth: 3 }), wrongValue];
  if (schema instanceof z.ZodObject) {
    // The route's own fields with wrong values or missing, plus fields it does not know.
    const known = fc.record(Object.fromEntries(Object.keys(schema.shape).map((key) => [key, wrongValue])), { requiredKeys: [] });
    const extra = fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
    candidates.push(fc.tuple(known, extra).map(([fields, unknown]) => ({ ...unknown, ...fields })));
  }
  const body = fc.oneof(...candidates).map(roundTrip);
  // Only bodies the route's schema refuses: a valid body may rightly change data.
  return schema instanceof z.ZodType ? body.filter((value) => !schema.safeParse(value).success) : body;
}

function requestArbitrary(route: RegisteredRoute) {
  const names = [...route.url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
  const params = fc.tuple(...names.map(() => paramValue));
  return fc.record({ params, body: bodyArbitrary(route.schema?.body) }).map(({ params: values, body }) => ({
    url: names.reduce((url, name, index) => url.replace(`:${name}`, encodeURIComponent(values[index]!)), route.url),
    body,
  }));
}

const writeRoutes = app.routeTable.filter(
  (route) => ['POST', 'PUT', 'DELETE'].includes(route.method) && route.url.startsWith('/api/') && (route.url.includes(':') || route.schema?.body),
);

describe('fuzz: malformed input to every write route', () => {
  it('finds the write routes of every part', () => {
    const urls = writeRoutes.map((route) => `${route.method} ${route.url}`);
    for (const expected of ['POST /api/cart', 'POST /api/orders/create', 'PUT /api/contacts/:id', 'POST /api/favorites/like', 'POST /api/coze/chat']) {
      expect(urls).toContain(expected);
    }
  });

  for (const route of writeRoutes) {
    it(`${route.method} ${route.url}: no 500, no change`, async () => {
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async ({ url, body }) => {
          const res = await app.inject({
            method: route.method as 'POST' | 'PUT' | 'DELETE',
            url,
            headers: { ...master.headers, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          const shown = JSON.stringify(body).slice(0, 200);
          expect(res.statusCode, `${route.method} ${url} ${shown} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(typeof res.json().message, res.body).toBe('string');
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
      expect(await snapshot()).toEqual(before);
    });
  }
});

/**
 * Values a valid request may carry that the database cannot hold: NUL characters and lone
 * UTF-16 surrogates in text, days Postgres has no place for, integers past a column's range.
 * Each is put into an otherwise valid request, one field at a time, so nothing but that value
 * can refuse it: always a 400 with a Vietnamese message, and nothing changes.
 */
const textBreakers = { nul: 'Nguyễn\u0000An', loneSurrogate: 'Nguyễn\uD800An', loneLowSurrogate: '\uDC00' };
const numberBreakers = { int32Overflow: 2 ** 31, int64Overflow: 2 ** 63, huge: 1e300, int32Underflow: -(2 ** 31) - 1 };
const dayBreakers = { yearZero: '0000-01-01', farFuture: '9999-12-31', impossible: '2025-02-30' };

const validDay = addDays(vietnamToday(), 3);
const validBodies: Array<{ method: 'POST' | 'PUT'; url: string; body: Record<string, unknown> }> = [
  { method: 'POST', url: '/api/accounts/login', body: { email: 'khach@example.com', password: 'MatKhau@123' } },
  { method: 'POST', url: '/api/accounts/create', body: { fullName: 'Nguyễn Văn An', email: 'moi@example.com', password: 'MatKhau@123', image: '' } },
  { method: 'POST', url: '/api/accounts/forgot-password', body: { email: 'khach@example.com' } },
  {
    method: 'POST',
    url: '/api/contacts/create',
    body: { fullName: 'Nguyễn Văn An', numberPhone: '0912345678', date: validDay, timeSlot: '10:00', description: 'Thay dầu' },
  },
  { method: 'POST', url: '/api/comments/create', body: { comment: 'Dịch vụ tốt', productId: product.id } },
  { method: 'PUT', url: `/api/accounts/${customer.id}`, body: { fullName: 'Trần Thị Bình', image: '' } },
  { method: 'POST', url: '/api/categories/create', body: { name: 'Danh mục mới' } },
  {
    method: 'POST',
    url: '/api/products/create',
    body: { name: 'Dịch vụ mới', description: 'Mô tả', price: 100_000, quantity: 3, category_id: product.categoryId, image: null },
  },
  { method: 'POST', url: '/api/cart', body: { product_id: product.id, quantity: 1 } },
  { method: 'POST', url: '/api/coze/chat', body: { message: 'Giờ mở cửa?' } },
];

function mutations(body: Record<string, unknown>) {
  const out: Array<{ label: string; kind: 'text' | 'number' | 'day'; body: Record<string, unknown> }> = [];
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') {
      for (const [name, text] of Object.entries(textBreakers)) out.push({ label: `${key}=${name}`, kind: 'text', body: { ...body, [key]: text } });
      if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
        for (const [name, day] of Object.entries(dayBreakers)) out.push({ label: `${key}=${name}`, kind: 'day', body: { ...body, [key]: day } });
      }
    }
    if (typeof value === 'number') {
      for (const [name, number] of Object.entries(numberBreakers)) out.push({ label: `${key}=${name}`, kind: 'number', body: { ...body, [key]: number } });
    }
  }
  return out;
}

const readRoutes = app.routeTable.filter((route) => route.method === 'GET' && route.url.startsWith('/api/'));

describe('fuzz: values the database cannot hold', () => {
  for (const { method, url, body } of validBodies) {
    it(`${method} ${url}: each field in turn`, async () => {
      const before = await snapshot();
      for (const mutation of mutations(body)) {
        const res = await app.inject({ method, url, headers: master.headers, payload: mutation.body });
        // Text is refused as such; a number may also meet the route's own limit first (the cart's stock: 409).
        const expected = mutation.kind === 'text' ? [400] : [400, 409];
        expect(expected, `${mutation.label} -> ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
        expect(res.json().message, mutation.label).toMatch(/[À-ỹ]/);
      }
      expect(await snapshot()).toEqual(before);
    });
  }

  it('every read route: NUL, broken UTF-8, impossible days and huge numbers in the query and the path', async () => {
    // As they travel in a URL: a lone surrogate cannot be written in UTF-8, so its CESU bytes stand in.
    const nul = 'Nguy%E1%BB%85n%00An';
    const values = [nul, '%ED%A0%80', '%ED%B0%80', '%FF', ...Object.values(dayBreakers), '99999999999999999999', '1e308', '-2147483649', '2147483648'];
    for (const route of readRoutes) {
      const query = route.schema?.querystring;
      const keys = query instanceof z.ZodObject ? Object.keys(query.shape) : [];
      const names = [...route.url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
      const path = (value: string) => names.reduce((url, name) => url.replace(`:${name}`, value), route.url);
      for (const value of values) {
        const urls = keys.map((key) => `${path(customer.id)}?${key}=${value}`);
        if (names.length) urls.push(path(value));
        for (const url of urls) {
          const res = await app.inject({ method: 'GET', url, headers: master.headers });
          expect(res.statusCode, `${url} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (value === nul) expect(res.statusCode, url).toBe(400);
        }
      }
    }
  });
});
