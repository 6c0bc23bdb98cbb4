import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { addToCart } from '../../contract/cart';
import { errorResponseSchema } from '../../contract/common';
import { buildPath } from '../../contract/endpoint';
import { format, messages } from '../../contract/messages';
import {
  createOrder,
  deleteOrder,
  getOrder,
  getOrderDetail,
  listAccountOrders,
  listOrders,
  updateOrderStatus,
} from '../../contract/orders';
import { accounts, cartItems, orderLines, orders, orderUpdates, products } from '../db/schema';
import { newObjectId } from '../lib/object-id';
import { createRoleAccounts, type TestAccount } from '../test/fixtures';
import { createProduct, quickCustomer, stockOf } from '../test/shop-fixtures';
import { createTestApp } from '../test/test-app';
import type { MailMessage } from '../plugins/mail';
import { parseMail } from './accounts-testing';
import type { App } from '../app';

const checkout = {
  name: 'Nguyễn Văn Hùng',
  phone: '0987654321',
  email: 'hung.nguyen@example.com',
  address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
  note: 'Gọi trước khi giao',
  payment_method: 'COD',
};

describe('orders', () => {
  let app: App;
  let dataDir: string;
  let customer: TestAccount;
  let admin: TestAccount;
  let master: TestAccount;
  let other: Awaited<ReturnType<typeof quickCustomer>>;
  let oil: Awaited<ReturnType<typeof createProduct>>;
  let brakes: Awaited<ReturnType<typeof createProduct>>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'garage-orders-'));
    app = await createTestApp({ dataDir });
    ({ customer, admin, master } = await createRoleAccounts(app));
    other = await quickCustomer(app, 'Khách khác');
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    oil = await createProduct(app, { name: 'Thay dầu động cơ', price: 1_250_000, quantity: 10 });
    brakes = await createProduct(app, { name: 'Thay má phanh', price: 900_000, quantity: 4 });
  });

  const addLine = async (account: { headers: Record<string, string> }, productId: string, quantity: number) => {
    const res = await app.inject({ method: 'POST', url: addToCart.path, headers: account.headers, payload: { product_id: productId, quantity } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const place = (account: { headers: Record<string, string> } | undefined, payload: Record<string, unknown> = checkout, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: createOrder.path, headers: { ...(account?.headers ?? {}), ...headers }, payload });
  /** The confirmation is sent after the answer, so wait for it to land in the outbox. */
  const waitForMail = async (text: string) => {
    const outbox = app.mailer.outboxDir!;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const files = await readdir(outbox);
      const mails = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
      const mail = mails.find((content) => content.includes(text));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail containing ${text}`);
  };
  const orderCount = async () => Number((await app.db.select({ n: count() }).from(orders))[0]!.n);
  const cartSize = async (accountId: string) => (await app.db.select().from(cartItems).where(eq(cartItems.accountId, accountId))).length;

  it('refuses anonymous checkouts and empty carts', async () => {
    expect((await place(undefined)).statusCode).toBe(401);
    const empty = await place(customer);
    expect(empty.statusCode).toBe(400);
    expect(errorResponseSchema.parse(empty.json()).message).toBe('Giỏ hàng đang trống!');
  });

  it('builds the order from the server-side cart in one go: prices, stock, empty cart, mail', async () => {
    await addLine(customer, oil.id, 2);
    await addLine(customer, brakes.id, 1);
    const before = await orderCount();
    // Prices and lines the body claims are ignored: only the cart counts.
    const res = await place(customer, { ...checkout, account_id: customer.id, total: 1, items: [{ product_id: oil.id, price: 1 }] });
    expect(res.statusCode, res.body).toBe(201);
    const order = createOrder.response.parse(res.json());
    expect(order).toMatchObject({
      account_id: customer.id,
      name: checkout.name,
      phone: checkout.phone,
      email: checkout.email,
      address: checkout.address,
      note: checkout.note,
      payment_method: 'COD',
      status: 'pending',
      total: 2 * 1_250_000 + 900_000,
    });
    expect(order.lines.map((line) => [line.product_id.name, line.quantity, line.price]).sort()).toEqual([
      ['Thay dầu động cơ', 2, 1_250_000],
      ['Thay má phanh', 1, 900_000],
    ]);
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(app, oil.id)).toBe(8);
    expect(await stockOf(app, brakes.id)).toBe(3);
    expect(await cartSize(customer.id)).toBe(0);

    const mail = parseMail(await waitForMail(order._id.slice(-6).toUpperCase()));
    // To the account's own verified address, whatever the form's e-mail field said.
    expect(mail.to).toBe(customer.email);
    // HTML in the garage's look, and the same words as plain text.
    expect(mail.headers.get('content-type')).toContain('multipart/alternative');
    expect(mail.text).toContain('Tổng cộng: 3.400.000');
    expect(mail.html).toContain('Thay má phanh');
  });

  it("sends the confirmation only to the account's verified address, never to the typed one (no mail relay)", async () => {
    await app.mailQueue.flush();
    const sent: MailMessage[] = [];
    const send = app.mailer.send;
    app.mailer.send = async (message) => {
      sent.push(message);
    };
    try {
      const relay = { ...checkout, email: 'nan-nhan@example.net', note: 'Quảng cáo: bấm vào http://lua-dao.example 🎁'.repeat(20) };
      await addLine(other, oil.id, 1);
      const res = await place(other, relay);
      expect(res.statusCode, res.body).toBe(201);
      // The order keeps the contact e-mail typed for it.
      expect(createOrder.response.parse(res.json()).email).toBe('nan-nhan@example.net');
      await app.mailQueue.flush();
      expect(sent.map((message) => message.to)).toEqual([other.email]);

      // An account whose address is not proven gets no mail at all.
      await app.db.update(accounts).set({ verified: false }).where(eq(accounts.id, other.id));
      await addLine(other, oil.id, 1);
      const unverified = await place(other, relay);
      expect(unverified.statusCode, unverified.body).toBe(201);
      await app.mailQueue.flush();
      expect(sent).toHaveLength(1);
    } finally {
      app.mailer.send = send;
      await app.db.update(accounts).set({ verified: true }).where(eq(accounts.id, other.id));
    }
  });

  it('keeps the ordered name and price even if the service changes later', async () => {
    await addLine(customer, oil.id, 1);
    const order = createOrder.response.parse((await place(customer)).json());
    await app.db.update(products).set({ name: 'Thay dầu (mới)', price: 2_000_000 }).where(eq(products.id, oil.id));
    const res = await app.inject({ method: 'GET', url: buildPath(getOrderDetail.path, { id: order._id }), headers: customer.headers });
    const lines = getOrderDetail.response.parse(res.json());
    expect(lines).toEqual([
      { _id: lines[0]!._id, order_id: order._id, product_id: { _id: oil.id, name: 'Thay dầu động cơ', price: 1_250_000 }, quantity: 1, price: 1_250_000, createdAt: lines[0]!.createdAt },
    ]);
  });

  it('creates one order for a repeated submit with the same idempotency key', async () => {
    await addLine(customer, oil.id, 3);
    const key = `checkout-${newObjectId()}`;
    const first = await place(customer, checkout, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const again = await place(customer, checkout, { 'idempotency-key': key });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(createOrder.response.parse(again.json())._id).toBe(createOrder.response.parse(first.json())._id);
    expect(await stockOf(app, oil.id)).toBe(7);

    // The same key in the body works for clients that cannot set headers.
    await addLine(customer, oil.id, 1);
    const bodyKey = `body-${newObjectId()}`;
    const a = createOrder.response.parse((await place(customer, { ...checkout, idempotencyKey: bodyKey })).json());
    const b = createOrder.response.parse((await place(customer, { ...checkout, idempotencyKey: bodyKey })).json());
    expect(b._id).toBe(a._id);
    const mismatch = await place(customer, { ...checkout, idempotencyKey: 'a' }, { 'idempotency-key': 'b' });
    expect(mismatch.statusCode).toBe(400);
    expect(errorResponseSchema.parse(mismatch.json()).message).toBe(messages.orders.idempotencyKeyInvalid);
  });

  it('refuses a checkout beyond stock, naming what is left, and changes nothing', async () => {
    await addLine(customer, oil.id, 1);
    await addLine(customer, brakes.id, 4);
    await app.db.update(products).set({ quantity: 2 }).where(eq(products.id, brakes.id));
    const before = await orderCount();
    const res = await place(customer);
    expect(res.statusCode).toBe(409);
    expect(errorResponseSchema.parse(res.json()).message).toBe(format(messages.orders.stockShort, { name: 'Thay má phanh', n: 2 }));
    expect(await orderCount()).toBe(before);
    expect(await stockOf(app, oil.id)).toBe(10);
    expect(await stockOf(app, brakes.id)).toBe(2);
    expect(await cartSize(customer.id)).toBe(2);
    await app.db.delete(cartItems).where(eq(cartItems.accountId, customer.id));
  });

  it.each([
    ['a missing name', { name: undefined }, messages.validation.fullNameRequired],
    ['a blank name', { name: '   ' }, messages.validation.fullNameRequired],
    ['a short phone number', { phone: '09876' }, messages.validation.phoneInvalid],
    ['a missing phone number', { phone: undefined }, messages.validation.phoneRequired],
    ['a malformed e-mail', { email: 'hung@' }, messages.validation.emailInvalid],
    ['another payment method', { payment_method: 'CARD' }, messages.orders.paymentMethodInvalid],
  ])('refuses %s with a Vietnamese message', async (_, change, message) => {
    await addLine(customer, oil.id, 1);
    const res = await place(customer, { ...checkout, ...change });
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).message).toBe(message);
    expect(await stockOf(app, oil.id)).toBe(10);
    await app.db.delete(cartItems).where(eq(cartItems.accountId, customer.id));
  });

  it("never orders for another account named in the body", async () => {
    await addLine(other, oil.id, 1);
    const res = await place(customer, { ...checkout, account_id: other.id });
    expect(res.statusCode).toBe(403);
    expect(await cartSize(other.id)).toBe(1);
    await app.db.delete(cartItems).where(eq(cartItems.accountId, other.id));
  });

  it('accepts a checkout without an address, as the deployed client sends it', async () => {
    await addLine(other, oil.id, 1);
    const { address: _address, ...withoutAddress } = checkout;
    const res = await place(other, withoutAddress);
    expect(res.statusCode, res.body).toBe(201);
    expect(createOrder.response.parse(res.json()).address).toBe('');
  });

  it('keeps the order when the confirmation mail fails', async () => {
    const send = app.mailer.send;
    app.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      await addLine(other, oil.id, 1);
      const res = await place(other);
      expect(res.statusCode).toBe(201);
      const order = createOrder.response.parse(res.json());
      expect((await app.db.select().from(orders).where(eq(orders.id, order._id))).length).toBe(1);
    } finally {
      app.mailer.send = send;
    }
  });

  it('lists all orders for staff only, newest first', async () => {
    const res = await app.inject({ method: 'GET', url: listOrders.path, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const list = listOrders.response.parse(res.json());
    expect(list.length).toBe(await orderCount());
    const times = list.map((order) => order.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await app.inject({ method: 'GET', url: listOrders.path, headers: customer.headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: listOrders.path })).statusCode).toBe(401);
  });

  it("shows an account's orders to that account and staff only (IDOR)", async () => {
    const url = buildPath(listAccountOrders.path, { accountId: customer.id });
    const own = listAccountOrders.response.parse((await app.inject({ method: 'GET', url, headers: customer.headers })).json());
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((order) => order.account_id === customer.id)).toBe(true);
    const staff = await app.inject({ method: 'GET', url, headers: master.headers });
    expect(listAccountOrders.response.parse(staff.json())).toHaveLength(own.length);
    expect((await app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(403);
  });

  it("shows an order and its lines to its owner and staff only (IDOR)", async () => {
    await addLine(customer, brakes.id, 2);
    const order = createOrder.response.parse((await place(customer)).json());
    const detailUrl = buildPath(getOrderDetail.path, { id: order._id });
    const headerUrl = buildPath(getOrder.path, { id: order._id });
    for (const account of [customer, admin]) {
      const lines = getOrderDetail.response.parse((await app.inject({ method: 'GET', url: detailUrl, headers: account.headers })).json());
      expect(lines.map((line) => line.quantity)).toEqual([2]);
      const header = getOrder.response.parse((await app.inject({ method: 'GET', url: headerUrl, headers: account.headers })).json());
      expect(header).toMatchObject({ _id: order._id, address: checkout.address, status: 'pending', total: 1_800_000 });
    }
    expect((await app.inject({ method: 'GET', url: detailUrl, headers: other.headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: headerUrl, headers: other.headers })).statusCode).toBe(403);
    const missing = await app.inject({ method: 'GET', url: buildPath(getOrderDetail.path, { id: newObjectId() }), headers: admin.headers });
    expect(missing.statusCode).toBe(404);
    expect(errorResponseSchema.parse(missing.json()).message).toBe(messages.orders.detailNotFound);
  });

  it('lets staff set any status; cancelling returns the goods, reviving takes them again', async () => {
    await addLine(customer, brakes.id, 3);
    const order = createOrder.response.parse((await place(customer)).json());
    const url = buildPath(updateOrderStatus.path, { id: order._id });
    expect(await stockOf(app, brakes.id)).toBe(1);

    expect((await app.inject({ method: 'PUT', url, headers: customer.headers, payload: { status: 'completed' } })).statusCode).toBe(403);
    const bad = await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { status: 'shipped' } });
    expect(bad.statusCode).toBe(400);
    expect(errorResponseSchema.parse(bad.json()).message).toBe(messages.validation.statusInvalid);

    for (const status of ['processing', 'completed', 'cancelled'] as const) {
      const res = await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { status } });
      expect(res.statusCode).toBe(200);
      expect(updateOrderStatus.response.parse(res.json())).toEqual({ message: messages.orders.statusUpdateSuccess });
    }
    expect(await stockOf(app, brakes.id)).toBe(4);

    await app.db.update(products).set({ quantity: 2 }).where(eq(products.id, brakes.id));
    const short = await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { status: 'pending' } });
    expect(short.statusCode).toBe(409);
    await app.db.update(products).set({ quantity: 4 }).where(eq(products.id, brakes.id));
    expect((await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { status: 'pending' } })).statusCode).toBe(200);
    expect(await stockOf(app, brakes.id)).toBe(1);
    const missing = await app.inject({ method: 'PUT', url: buildPath(updateOrderStatus.path, { id: newObjectId() }), headers: admin.headers, payload: { status: 'pending' } });
    expect(missing.statusCode).toBe(404);
  });

  it('lets a customer delete only their own pending order; staff delete any', async () => {
    await addLine(customer, oil.id, 2);
    const pending = createOrder.response.parse((await place(customer)).json());
    await addLine(customer, brakes.id, 1);
    const processing = createOrder.response.parse((await place(customer)).json());
    await app.inject({ method: 'PUT', url: buildPath(updateOrderStatus.path, { id: processing._id }), headers: admin.headers, payload: { status: 'processing' } });

    expect((await app.inject({ method: 'DELETE', url: buildPath(deleteOrder.path, { id: pending._id }), headers: other.headers })).statusCode).toBe(403);
    const refused = await app.inject({ method: 'DELETE', url: buildPath(deleteOrder.path, { id: processing._id }), headers: customer.headers });
    expect(refused.statusCode).toBe(409);
    expect(errorResponseSchema.parse(refused.json()).message).toBe(messages.orders.deleteOnlyPending);

    const own = await app.inject({ method: 'DELETE', url: buildPath(deleteOrder.path, { id: pending._id }), headers: customer.headers });
    expect(own.statusCode).toBe(200);
    expect(deleteOrder.response.parse(own.json())).toEqual({ message: messages.orders.deleteSuccess });
    expect(await stockOf(app, oil.id)).toBe(10);
    expect((await app.db.select().from(orderLines).where(eq(orderLines.orderId, pending._id))).length).toBe(0);

    const staff = await app.inject({ method: 'DELETE', url: buildPath(deleteOrder.path, { id: processing._id }), headers: admin.headers });
    expect(staff.statusCode).toBe(200);
    expect(await stockOf(app, brakes.id)).toBe(4);
    const gone = await app.inject({ method: 'DELETE', url: buildPath(deleteOrder.path, { id: processing._id }), headers: admin.headers });
    expect(gone.statusCode).toBe(404);
    expect(errorResponseSchema.parse(gone.json()).message).toBe(messages.orders.notFound);
  });

  it("answers a failed delete with 'Không thể xóa đơn hàng!', which the deployed client's order history shows", async () => {
    await addLine(customer, oil.id, 1);
    const order = createOrder.response.parse((await place(customer)).json());
    const url = buildPath(deleteOrder.path, { id: order._id });
    const transaction = vi.spyOn(app.db, 'transaction').mockRejectedValueOnce(new Error('connection lost'));
    try {
      const failed = await app.inject({ method: 'DELETE', url, headers: customer.headers });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ message: messages.orders.deleteFailed });
    } finally {
      transaction.mockRestore();
    }
    // Nothing was deleted: the next try does it.
    expect((await app.inject({ method: 'DELETE', url, headers: customer.headers })).statusCode).toBe(200);
  });

  it('records each real status change with who made it, newest first; the same status records nothing', async () => {
    await addLine(customer, oil.id, 1);
    const order = createOrder.response.parse((await place(customer)).json());
    const url = buildPath(updateOrderStatus.path, { id: order._id });
    const detailUrl = buildPath(getOrder.path, { id: order._id });
    const detail = async (account: { headers: Record<string, string> }) => {
      const res = await app.inject({ method: 'GET', url: detailUrl, headers: account.headers });
      expect(res.statusCode, res.body).toBe(200);
      return getOrder.response.parse(res.json());
    };
    const setStatus = async (account: TestAccount, status: string) => {
      const res = await app.inject({ method: 'PUT', url, headers: account.headers, payload: { status } });
      expect(res.statusCode, res.body).toBe(200);
    };
    expect((await detail(admin)).updates).toEqual([]);

    await setStatus(admin, 'processing');
    await setStatus(admin, 'processing');
    await setStatus(master, 'cancelled');
    await setStatus(admin, 'completed');
    const history = (await detail(admin)).updates;
    expect(history.map(({ from, to }) => [from, to])).toEqual([
      ['cancelled', 'completed'],
      ['processing', 'cancelled'],
      ['pending', 'processing'],
    ]);
    expect(history.map((update) => update.account)).toEqual([
      { _id: admin.id, fullName: admin.fullName },
      { _id: master.id, fullName: master.fullName },
      { _id: admin.id, fullName: admin.fullName },
    ]);
    const times = history.map((update) => update.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // The no-op wrote nothing, and a refused change (stock gone) writes nothing either.
    expect((await app.db.select().from(orderUpdates).where(eq(orderUpdates.orderId, order._id))).length).toBe(3);
    await setStatus(admin, 'cancelled');
    await app.db.update(products).set({ quantity: 0 }).where(eq(products.id, oil.id));
    expect((await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { status: 'pending' } })).statusCode).toBe(409);
    expect((await detail(master)).updates).toHaveLength(4);

    // The customer sees what changed and when, never who.
    const own = await detail(customer);
    expect(own.updates.map(({ from, to }) => [from, to])).toEqual((await detail(admin)).updates.map(({ from, to }) => [from, to]));
    expect(own.updates.every((update) => update.account === null)).toBe(true);
  });

  it('keeps the history of a staff account that is deleted later, without its name', async () => {
    await addLine(customer, oil.id, 1);
    const order = createOrder.response.parse((await place(customer)).json());
    const [temporary] = await app.db.insert(accounts).values({ fullName: 'Nhân viên thời vụ', email: `thoi-vu-${newObjectId()}@example.com`, verified: true }).returning();
    await app.db.insert(orderUpdates).values({ orderId: order._id, accountId: temporary!.id, fromStatus: 'pending', toStatus: 'processing' });
    await app.db.delete(accounts).where(eq(accounts.id, temporary!.id));
    const res = await app.inject({ method: 'GET', url: buildPath(getOrder.path, { id: order._id }), headers: admin.headers });
    expect(getOrder.response.parse(res.json()).updates).toMatchObject([{ from: 'pending', to: 'processing', account: null }]);
  });
});
