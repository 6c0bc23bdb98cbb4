import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addToCart, getCart, removeCartItem, updateCartItem } from '../../contract/cart';
import { errorResponseSchema } from '../../contract/common';
import { buildPath } from '../../contract/endpoint';
import { format, messages } from '../../contract/messages';
import { cartItems } from '../db/schema';
import { newObjectId } from '../lib/object-id';
import { createRoleAccounts, type TestAccount } from '../test/fixtures';
import { createProduct, quickCustomer } from '../test/shop-fixtures';
import { createTestApp } from '../test/test-app';
import type { App } from '../app';

describe('cart', () => {
  let app: App;
  let customer: TestAccount;
  let admin: TestAccount;
  let other: Awaited<ReturnType<typeof quickCustomer>>;
  let oil: Awaited<ReturnType<typeof createProduct>>;
  let tyres: Awaited<ReturnType<typeof createProduct>>;
  let soldOut: Awaited<ReturnType<typeof createProduct>>;

  beforeAll(async () => {
    app = await createTestApp();
    ({ customer, admin } = await createRoleAccounts(app));
    other = await quickCustomer(app, 'Khách khác');
    oil = await createProduct(app, { name: 'Thay dầu động cơ', price: 1_250_000, quantity: 5 });
    tyres = await createProduct(app, { name: 'Đảo lốp', price: 200_000, quantity: 8 });
    soldOut = await createProduct(app, { name: 'Phủ gầm', price: 2_000_000, quantity: 0 });
  });
  afterAll(() => app.close());

  const add = (headers: Record<string, string> | undefined, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: addToCart.path, ...(headers ? { headers } : {}), payload });
  const cartOf = async (accountId: string, headers: Record<string, string>) => {
    const res = await app.inject({ method: 'GET', url: buildPath(getCart.path, { accountId }), headers });
    expect(res.statusCode, res.body).toBe(200);
    return getCart.response.parse(res.json());
  };

  it('refuses anonymous callers', async () => {
    expect((await add(undefined, { product_id: oil.id })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: buildPath(getCart.path, { accountId: customer.id }) })).statusCode).toBe(401);
  });

  it('adds a line with one unit by default and merges repeated adds into it', async () => {
    const first = await add(customer.headers, { product_id: oil.id, account_id: customer.id });
    expect(first.statusCode, first.body).toBe(200);
    const line = addToCart.response.parse(first.json());
    expect(line.quantity).toBe(1);
    expect(line.product_id).toEqual({ _id: oil.id, name: 'Thay dầu động cơ', price: 1_250_000, image: null, quantity: 5 });

    const second = await add(customer.headers, { product_id: oil.id, quantity: 2 });
    expect(addToCart.response.parse(second.json())).toMatchObject({ _id: line._id, quantity: 3 });
    const cart = await cartOf(customer.id, customer.headers);
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ _id: line._id, quantity: 3, product_id: { _id: oil.id, quantity: 5 } });
  });

  it('never goes above stock: the spec message names what is left when the cart holds none', async () => {
    const res = await add(customer.headers, { product_id: tyres.id, quantity: 9 });
    expect(res.statusCode).toBe(409);
    expect(errorResponseSchema.parse(res.json()).message).toBe(format(messages.cart.stockLimit, { n: 8 }));
    expect(errorResponseSchema.parse(res.json()).message).toBe('Không thể thêm vào giỏ hàng. Chỉ còn 8 sản phẩm trong kho!');
    // An absurd number is the same refusal, never an integer overflow in the database.
    const huge = await add(customer.headers, { product_id: tyres.id, quantity: 2 ** 40 });
    expect(huge.statusCode).toBe(409);
    expect(await app.db.select().from(cartItems).where(eq(cartItems.productId, tyres.id))).toEqual([]);

    const none = await add(customer.headers, { product_id: soldOut.id });
    expect(none.statusCode).toBe(409);
    expect(errorResponseSchema.parse(none.json()).message).toBe(messages.cart.outOfStock);
    expect(errorResponseSchema.parse(none.json()).message).toBe('Sản phẩm đã hết hàng.');
  });

  it('counts what the cart holds against the stock and says how many can still be added', async () => {
    // 3 of the 5 are in the cart already.
    const res = await add(customer.headers, { product_id: oil.id, quantity: 3 });
    expect(res.statusCode).toBe(409);
    expect(errorResponseSchema.parse(res.json()).message).toBe(format(messages.cart.addLimit, { inCart: 3, n: 2 }));
    const [row] = await app.db.select().from(cartItems).where(eq(cartItems.productId, oil.id));
    expect(row!.quantity).toBe(3);

    expect((await add(customer.headers, { product_id: oil.id, quantity: 2 })).statusCode).toBe(200);
    const full = await add(customer.headers, { product_id: oil.id, quantity: 1 });
    expect(full.statusCode).toBe(409);
    expect(errorResponseSchema.parse(full.json()).message).toBe(format(messages.cart.allInCart, { n: 5 }));
    // Back to 3 for the tests below.
    const [line] = await cartOf(customer.id, customer.headers);
    const put = await app.inject({ method: 'PUT', url: buildPath(updateCartItem.path, { cartItemId: line!._id }), headers: customer.headers, payload: { quantity: 3 } });
    expect(put.statusCode).toBe(200);
  });

  it.each([
    ['zero', { quantity: 0 }, messages.cart.quantityMin],
    ['a negative number', { quantity: -2 }, messages.cart.quantityMin],
    ['a fraction', { quantity: 1.5 }, messages.cart.quantityMin],
    ['text', { quantity: 'hai' }, messages.cart.quantityMin],
  ])('refuses a quantity of %s', async (_, extra, message) => {
    const res = await add(customer.headers, { product_id: tyres.id, ...extra });
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).message).toBe(message);
  });

  it('refuses an unknown or malformed product', async () => {
    const unknown = await add(customer.headers, { product_id: newObjectId() });
    expect(unknown.statusCode).toBe(404);
    expect(errorResponseSchema.parse(unknown.json()).message).toBe(messages.products.notFound);
    const malformed = await add(customer.headers, { product_id: { _id: oil.id } });
    expect(malformed.statusCode).toBe(400);
  });

  it("never fills someone else's cart", async () => {
    const res = await add(other.headers, { product_id: tyres.id, account_id: customer.id });
    expect(res.statusCode).toBe(403);
    const cart = await cartOf(customer.id, customer.headers);
    expect(cart.map((line) => line.product_id._id)).toEqual([oil.id]);
  });

  it('lets staff read a cart, and refuses other customers (IDOR)', async () => {
    expect(await cartOf(customer.id, admin.headers)).toHaveLength(1);
    const res = await app.inject({ method: 'GET', url: buildPath(getCart.path, { accountId: customer.id }), headers: other.headers });
    expect(res.statusCode).toBe(403);
  });

  it('changes the quantity of your own line between 1 and the stock', async () => {
    const [line] = await cartOf(customer.id, customer.headers);
    const url = buildPath(updateCartItem.path, { cartItemId: line!._id });
    const ok = await app.inject({ method: 'PUT', url, headers: customer.headers, payload: { quantity: 5 } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(updateCartItem.response.parse(ok.json()).quantity).toBe(5);

    const tooMany = await app.inject({ method: 'PUT', url, headers: customer.headers, payload: { quantity: 6 } });
    expect(tooMany.statusCode).toBe(409);
    expect(errorResponseSchema.parse(tooMany.json()).message).toBe(format(messages.cart.stockLimit, { n: 5 }));
    const zero = await app.inject({ method: 'PUT', url, headers: customer.headers, payload: { quantity: 0 } });
    expect(zero.statusCode).toBe(400);
    expect(errorResponseSchema.parse(zero.json()).message).toBe(messages.cart.quantityMin);
    const missing = await app.inject({ method: 'PUT', url: buildPath(updateCartItem.path, { cartItemId: newObjectId() }), headers: customer.headers, payload: { quantity: 1 } });
    expect(missing.statusCode).toBe(404);
    expect(errorResponseSchema.parse(missing.json()).message).toBe(messages.cart.itemNotFound);
  });

  it("refuses to change or remove another customer's line, even for staff (IDOR)", async () => {
    const [line] = await cartOf(customer.id, customer.headers);
    for (const account of [other, admin]) {
      const put = await app.inject({ method: 'PUT', url: buildPath(updateCartItem.path, { cartItemId: line!._id }), headers: account.headers, payload: { quantity: 1 } });
      expect(put.statusCode).toBe(403);
      const del = await app.inject({ method: 'DELETE', url: buildPath(removeCartItem.path, { cartItemId: line!._id }), headers: account.headers });
      expect(del.statusCode).toBe(403);
    }
    const [row] = await app.db.select().from(cartItems).where(eq(cartItems.id, line!._id));
    expect(row!.quantity).toBe(5);
  });

  it('removes your own line with a message, then answers 404', async () => {
    const [line] = await cartOf(customer.id, customer.headers);
    const url = buildPath(removeCartItem.path, { cartItemId: line!._id });
    const res = await app.inject({ method: 'DELETE', url, headers: customer.headers });
    expect(res.statusCode).toBe(200);
    expect(removeCartItem.response.parse(res.json())).toEqual({ message: messages.cart.removeSuccess });
    expect(await cartOf(customer.id, customer.headers)).toEqual([]);
    const again = await app.inject({ method: 'DELETE', url, headers: customer.headers });
    expect(again.statusCode).toBe(404);
  });
});
