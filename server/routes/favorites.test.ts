import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { errorResponseSchema } from '../../contract/common';
import { buildPath } from '../../contract/endpoint';
import { getLikeCount, getLiked, likeProduct, listFavoriteProducts, unlikeProduct } from '../../contract/favorites';
import { messages } from '../../contract/messages';
import { favorites } from '../db/schema';
import { newObjectId } from '../lib/object-id';
import { createRoleAccounts, type TestAccount } from '../test/fixtures';
import { createProduct, quickCustomer } from '../test/shop-fixtures';
import { createTestApp } from '../test/test-app';
import type { App } from '../app';

describe('favourites', () => {
  let app: App;
  let customer: TestAccount;
  let admin: TestAccount;
  let other: Awaited<ReturnType<typeof quickCustomer>>;
  let oil: Awaited<ReturnType<typeof createProduct>>;
  let brakes: Awaited<ReturnType<typeof createProduct>>;

  beforeAll(async () => {
    app = await createTestApp();
    ({ customer, admin } = await createRoleAccounts(app));
    other = await quickCustomer(app, 'Khách khác');
    oil = await createProduct(app, { name: 'Thay dầu động cơ', price: 1_250_000 });
    brakes = await createProduct(app, { name: 'Thay má phanh', price: 900_000, categoryName: 'Hệ thống phanh' });
  });
  afterAll(() => app.close());

  const like = (headers: Record<string, string> | undefined, payload: unknown) =>
    app.inject({ method: 'POST', url: likeProduct.path, ...(headers ? { headers } : {}), payload: payload as Record<string, unknown> });
  const countOf = async (productId: string) => {
    const res = await app.inject({ method: 'GET', url: buildPath(getLikeCount.path, { productId }) });
    expect(res.statusCode).toBe(200);
    return getLikeCount.response.parse(res.json());
  };
  const likedBy = (accountId: string, productId: string, headers?: Record<string, string>) =>
    app.inject({ method: 'GET', url: buildPath(getLiked.path, { accountId, productId }), ...(headers ? { headers } : {}) });

  it('refuses anonymous likes', async () => {
    const res = await like(undefined, { productId: oil.id });
    expect(res.statusCode).toBe(401);
    expect(errorResponseSchema.parse(res.json()).message).toBe(messages.common.unauthorized);
  });

  it('likes once for the signed-in account, however often it is asked', async () => {
    const first = await like(customer.headers, { accountId: customer.id, productId: oil.id });
    expect(first.statusCode).toBe(200);
    expect(likeProduct.response.parse(first.json())).toEqual({ message: messages.favorites.likedService, count: 1 });
    const again = await like(customer.headers, { productId: oil.id });
    expect(likeProduct.response.parse(again.json()).count).toBe(1);
    const [row] = await app.db.select({ n: count() }).from(favorites).where(eq(favorites.productId, oil.id));
    expect(row!.n).toBe(1);
    expect(await countOf(oil.id)).toBe(1);
  });

  it('never likes for another account named in the body', async () => {
    const res = await like(other.headers, { accountId: customer.id, productId: brakes.id });
    expect(res.statusCode).toBe(403);
    const rows = await app.db.select().from(favorites).where(eq(favorites.productId, brakes.id));
    expect(rows).toEqual([]);
  });

  it.each([
    ['a malformed product id', { productId: 'abc' }, 400, messages.common.invalidId],
    ['an unknown product', { productId: newObjectId() }, 404, messages.products.notFound],
  ])('refuses %s', async (_, payload, status, message) => {
    const res = await like(customer.headers, payload);
    expect(res.statusCode).toBe(status);
    expect(errorResponseSchema.parse(res.json()).message).toBe(message);
  });

  it('refuses a body without a product id with a Vietnamese message', async () => {
    const res = await like(customer.headers, {});
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).message).toMatch(/[^\x20-\x7e]/);
  });

  it('answers liked as a bare boolean: true for your own like, false when anonymous', async () => {
    const own = await likedBy(customer.id, oil.id, customer.headers);
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe('true');
    expect(getLiked.response.parse(own.json())).toBe(true);
    const notLiked = await likedBy(customer.id, brakes.id, customer.headers);
    expect(notLiked.body).toBe('false');
    const anonymous = await likedBy(customer.id, oil.id);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).toBe('false');
  });

  it("does not tell another signed-in account what someone likes", async () => {
    const res = await likedBy(customer.id, oil.id, other.headers);
    expect(res.statusCode).toBe(403);
    const staff = await likedBy(customer.id, oil.id, admin.headers);
    expect(staff.statusCode).toBe(403);
  });

  it('answers the like count as a bare number, and 404 for an unknown service', async () => {
    const res = await app.inject({ method: 'GET', url: buildPath(getLikeCount.path, { productId: oil.id }) });
    expect(res.body).toBe('1');
    const missing = await app.inject({ method: 'GET', url: buildPath(getLikeCount.path, { productId: newObjectId() }) });
    expect(missing.statusCode).toBe(404);
  });

  it('lists your own favourites newest liked first, with category_id as a plain id', async () => {
    await like(customer.headers, { productId: brakes.id });
    const res = await app.inject({ method: 'GET', url: buildPath(listFavoriteProducts.path, { accountId: customer.id }), headers: customer.headers });
    expect(res.statusCode).toBe(200);
    const list = listFavoriteProducts.response.parse(res.json());
    expect(list.map((p) => p.name)).toEqual(['Thay má phanh', 'Thay dầu động cơ']);
    expect(list[0]!.category_id).toBe(brakes.categoryId);
    expect(list[1]!.price).toBe(1_250_000);
  });

  it("refuses to list someone else's favourites, even to staff", async () => {
    for (const account of [other, admin]) {
      const res = await app.inject({ method: 'GET', url: buildPath(listFavoriteProducts.path, { accountId: customer.id }), headers: account.headers });
      expect(res.statusCode).toBe(403);
    }
    const anonymous = await app.inject({ method: 'GET', url: buildPath(listFavoriteProducts.path, { accountId: customer.id }) });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses to unlike for someone else and keeps their like", async () => {
    const res = await app.inject({ method: 'DELETE', url: buildPath(unlikeProduct.path, { accountId: customer.id, productId: oil.id }), headers: other.headers });
    expect(res.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'DELETE', url: buildPath(unlikeProduct.path, { accountId: customer.id, productId: oil.id }) });
    expect(anonymous.statusCode).toBe(401);
    expect(await countOf(oil.id)).toBe(1);
  });

  it('unlikes with a JSON string answer, and the count never goes below 0', async () => {
    const url = buildPath(unlikeProduct.path, { accountId: customer.id, productId: oil.id });
    const res = await app.inject({ method: 'DELETE', url, headers: customer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).toBe(JSON.stringify(messages.favorites.unliked));
    expect(unlikeProduct.response.parse(res.json())).toBe(messages.favorites.unliked);
    expect(await countOf(oil.id)).toBe(0);

    const again = await app.inject({ method: 'DELETE', url, headers: customer.headers });
    expect(again.statusCode).toBe(200);
    expect(await countOf(oil.id)).toBe(0);
    const rows = await app.db.select().from(favorites).where(and(eq(favorites.accountId, customer.id), eq(favorites.productId, oil.id)));
    expect(rows).toEqual([]);
  });

  it('accepts the login cookie instead of the bearer header', async () => {
    const res = await like({ cookie: `jwt=${other.token}` }, { productId: oil.id });
    expect(res.statusCode).toBe(200);
    const liked = await likedBy(other.id, oil.id, { cookie: `jwt=${other.token}` });
    expect(liked.body).toBe('true');
  });
});
