import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull } from 'drizzle-orm';
import { createBooking, createDeskBooking, rescheduleMyBooking } from '../contract/bookings';
import { updateBranchCapacity } from '../contract/branches';
import { errorResponseSchema } from '../contract/common';
import { format, messages } from '../contract/messages';
import { buildPath } from '../contract/endpoint';
import { createOrder, getOrder, updateOrderStatus } from '../contract/orders';
import { deleteProduct } from '../contract/products';
import { bookings, bookingSlots, cartItems, orderLines, orders, products } from './db/schema';
import { openDayAhead } from './test/open-days';
import { createRoleAccounts } from './test/fixtures';
import { createProduct, quickCustomer, stockOf } from './test/shop-fixtures';
import { createTestApp, usingPostgres } from './test/test-app';
import { BOOKING_PHONE } from '../contract/garage';
import { anonymousPlacesOf } from './services/bookings/slots';
import type { App } from './app';

/**
 * Races fought through real concurrent requests. On PGlite every transaction runs alone,
 * so these prove the rules; on Postgres (CI, TEST_DATABASE_URL) the requests really overlap
 * on a pool of 10 connections, which is where overselling and overbooking would show.
 */
describe(`concurrency (${usingPostgres() ? 'Postgres' : 'PGlite'})`, () => {
  let app: App;
  const CAPACITY = 3;

  beforeAll(async () => {
    app = await createTestApp({ bookingSlotCapacity: CAPACITY });
    // The confirmation mails are not what is measured here.
    app.mailer.send = async () => {};
  });
  afterAll(() => app.close());

  it('50 concurrent checkouts of a service with stock 10 make exactly 10 orders and stock 0', async () => {
    const product = await createProduct(app, { name: 'Thay lọc gió điều hòa', price: 450_000, quantity: 10 });
    const customers = await Promise.all(Array.from({ length: 50 }, (_, i) => quickCustomer(app, `Khách ${i + 1}`)));
    await app.db.insert(cartItems).values(customers.map((customer) => ({ accountId: customer.id, productId: product.id, quantity: 1 })));

    const checkout = { name: 'Khách hàng', phone: '0900000000', email: 'khach@example.com', address: 'TP. Hồ Chí Minh', payment_method: 'COD' };
    const started = Date.now();
    const responses = await Promise.all(
      customers.map((customer) => app.inject({ method: 'POST', url: createOrder.path, headers: customer.headers, payload: checkout })),
    );
    const elapsed = Date.now() - started;

    const statuses = responses.map((res) => res.statusCode);
    const created = responses.filter((res) => res.statusCode === 201);
    const refused = responses.filter((res) => res.statusCode === 409);
    console.info(`checkouts: ${created.length} created, ${refused.length} refused, ${elapsed} ms`);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const res of created) createOrder.response.parse(res.json());
    for (const res of refused) {
      expect(errorResponseSchema.parse(res.json()).message).toBe(format(messages.orders.stockShort, { name: 'Thay lọc gió điều hòa', n: 0 }));
    }

    expect(await stockOf(app, product.id)).toBe(0);
    const [orderRows] = await app.db.select({ n: count() }).from(orders);
    expect(Number(orderRows!.n)).toBe(10);
    const [lineRows] = await app.db.select({ n: count() }).from(orderLines).where(eq(orderLines.productId, product.id));
    expect(Number(lineRows!.n)).toBe(10);
    // The 40 who missed out keep their cart line; the 10 buyers' carts are empty.
    const [cartRows] = await app.db.select({ n: count() }).from(cartItems).where(eq(cartItems.productId, product.id));
    expect(Number(cartRows!.n)).toBe(40);
  });

  it('a double submit with one idempotency key, sent at the same time, makes one order', async () => {
    const product = await createProduct(app, { name: 'Vệ sinh kim phun', price: 700_000, quantity: 5 });
    const customer = await quickCustomer(app, 'Khách bấm hai lần');
    await app.db.insert(cartItems).values({ accountId: customer.id, productId: product.id, quantity: 1 });
    const headers = { ...customer.headers, 'idempotency-key': 'double-click-1' };
    const payload = { name: 'Khách', phone: '0911111111', email: 'k@example.com', payment_method: 'COD' };
    const responses = await Promise.all(Array.from({ length: 5 }, () => app.inject({ method: 'POST', url: createOrder.path, headers, payload })));
    expect(responses.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(responses.map((res) => createOrder.response.parse(res.json())._id));
    expect(ids.size).toBe(1);
    const [rows] = await app.db.select({ n: count() }).from(orders).where(eq(orders.accountId, customer.id));
    expect(Number(rows!.n)).toBe(1);
    expect(await stockOf(app, product.id)).toBe(4);
  });

  it(`20 concurrent bookings for one slot get exactly the capacity (${CAPACITY}); the rest are told it is full`, async () => {
    const date = openDayAhead(3);
    // Twenty different customers, half signed in: one address or phone would be stopped by the booking limits.
    const members = await Promise.all(Array.from({ length: 10 }, (_, i) => quickCustomer(app, `Khách thành viên ${i + 1}`)));
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: createBooking.path,
          headers: i % 2 ? members[i >> 1]!.headers : {},
          payload: { fullName: `Khách đặt lịch ${i + 1}`, numberPhone: `09123456${String(i).padStart(2, '0')}`, date, timeSlot: '09:00', description: '' },
          remoteAddress: `192.0.2.${i + 1}`,
        }),
      ),
    );
    const elapsed = Date.now() - started;
    const created = responses.filter((res) => res.statusCode === 201);
    const refused = responses.filter((res) => res.statusCode === 409);
    console.info(`bookings: ${created.length} booked, ${refused.length} refused, ${elapsed} ms`);
    expect(responses.filter((res) => res.statusCode !== 201 && res.statusCode !== 409).map((res) => res.body)).toEqual([]);
    expect(created).toHaveLength(CAPACITY);
    expect(refused).toHaveLength(20 - CAPACITY);
    const shareTaken = format(messages.bookings.anonymousShareTaken, { phone: BOOKING_PHONE.display });
    for (const res of refused) expect([messages.bookings.slotFull, shareTaken]).toContain(errorResponseSchema.parse(res.json()).message);

    const [stored] = await app.db.select({ n: count() }).from(bookings).where(and(eq(bookings.date, date), eq(bookings.timeSlot, '09:00')));
    expect(Number(stored!.n)).toBe(CAPACITY);
    const [anonymous] = await app.db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.date, date), eq(bookings.timeSlot, '09:00'), isNull(bookings.bookedBy)));
    expect(Number(anonymous!.n)).toBeLessThanOrEqual(anonymousPlacesOf(CAPACITY));
    const [slot] = await app.db.select().from(bookingSlots).where(and(eq(bookingSlots.date, date), eq(bookingSlots.timeSlot, '09:00')));
    expect(slot!.booked).toBe(CAPACITY);
  });

  it(`20 concurrent bookings without an account for one slot get exactly their share (${anonymousPlacesOf(CAPACITY)} of ${CAPACITY}); a signed-in customer then gets the last place`, async () => {
    const date = openDayAhead(3);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: createBooking.path,
          payload: { fullName: `Khách vãng lai ${i + 1}`, numberPhone: `09134567${String(i).padStart(2, '0')}`, date, timeSlot: '14:00', description: '' },
          remoteAddress: `192.0.3.${i + 1}`,
        }),
      ),
    );
    expect(responses.filter((res) => res.statusCode !== 201 && res.statusCode !== 409).map((res) => res.body)).toEqual([]);
    expect(responses.filter((res) => res.statusCode === 201)).toHaveLength(anonymousPlacesOf(CAPACITY));
    const shareTaken = format(messages.bookings.anonymousShareTaken, { phone: BOOKING_PHONE.display });
    for (const res of responses.filter((r) => r.statusCode === 409)) expect(errorResponseSchema.parse(res.json()).message).toBe(shareTaken);

    const member = await quickCustomer(app, 'Khách thành viên');
    const last = await app.inject({
      method: 'POST',
      url: createBooking.path,
      headers: member.headers,
      payload: { fullName: 'Khách thành viên', numberPhone: '0913456799', date, timeSlot: '14:00', description: '' },
      remoteAddress: '192.0.3.200',
    });
    expect(last.statusCode, last.body).toBe(201);
    const [slot] = await app.db.select().from(bookingSlots).where(and(eq(bookingSlots.date, date), eq(bookingSlots.timeSlot, '14:00')));
    expect(slot!.booked).toBe(CAPACITY);
  });

  it('50 concurrent bookings for one slot split over both branches: each branch gets exactly its own capacity', async () => {
    const date = openDayAhead(4);
    const { master } = await createRoleAccounts(app);
    const own = await app.inject({ method: 'PUT', url: buildPath(updateBranchCapacity.path, { branch: 'thu-duc' }), headers: master.headers, payload: { slotCapacity: 2 } });
    expect(own.statusCode, own.body).toBe(200);
    // Signed in: the whole capacity is theirs (bookings without an account have a share of it).
    const members = await Promise.all(Array.from({ length: 50 }, (_, i) => quickCustomer(app, `Khách ${i + 1}`)));
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: createBooking.path,
          headers: members[i]!.headers,
          payload: { fullName: `Khách ${i + 1}`, numberPhone: `09234567${String(i).padStart(2, '0')}`, date, timeSlot: '10:00', branch: i % 2 ? 'thu-duc' : 'quan-12' },
          remoteAddress: `198.51.100.${i + 1}`,
        }),
      ),
    );
    expect(responses.filter((res) => res.statusCode !== 201 && res.statusCode !== 409).map((res) => res.body)).toEqual([]);
    const made = responses.filter((res) => res.statusCode === 201).map((res) => createBooking.response.parse(res.json()));
    const atBranch = (branch: string) => made.filter((booking) => booking.branch === branch).length;
    console.info(`bookings over two branches: ${atBranch('quan-12')} at Quận 12, ${atBranch('thu-duc')} at Thủ Đức, ${50 - made.length} refused`);
    expect(atBranch('quan-12')).toBe(CAPACITY);
    expect(atBranch('thu-duc')).toBe(2);
    for (const branch of ['quan-12', 'thu-duc']) {
      const [stored] = await app.db
        .select({ n: count() })
        .from(bookings)
        .where(and(eq(bookings.date, date), eq(bookings.timeSlot, '10:00'), eq(bookings.branch, branch)));
      const [slot] = await app.db
        .select()
        .from(bookingSlots)
        .where(and(eq(bookingSlots.date, date), eq(bookingSlots.timeSlot, '10:00'), eq(bookingSlots.branch, branch)));
      expect(Number(stored!.n)).toBe(slot!.booked);
    }
    await app.inject({ method: 'PUT', url: buildPath(updateBranchCapacity.path, { branch: 'thu-duc' }), headers: master.headers, payload: { slotCapacity: null } });
  });

  it('one phone entered ten times at once, at both branches, holds one place', async () => {
    const date = openDayAhead(5);
    // At the desk: staff are not held by the per-phone limit, so every copy reaches the database.
    const { admin } = await createRoleAccounts(app);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: createDeskBooking.path,
          headers: admin.headers,
          payload: { fullName: 'Khách gọi nhiều lần', numberPhone: '0934567890', date, timeSlot: '11:00', branch: i % 2 ? 'thu-duc' : 'quan-12' },
        }),
      ),
    );
    expect(responses.map((res) => res.statusCode).sort()).toEqual([201, ...Array.from({ length: 9 }, () => 409)]);
    for (const res of responses.filter((r) => r.statusCode === 409)) {
      expect(errorResponseSchema.parse(res.json()).message).toBe(messages.bookings.samePhoneTaken);
    }
    const places = await app.db.select().from(bookingSlots).where(and(eq(bookingSlots.date, date), eq(bookingSlots.timeSlot, '11:00')));
    expect(places.reduce((sum, slot) => sum + slot.booked, 0)).toBe(1);
  });

  it('a customer moving into the last place races a new booking for it: one gets it, and the mover keeps their place when refused', async () => {
    const date = openDayAhead(6);
    const fromDate = openDayAhead(7);
    const outcomes: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      const timeSlot = (['08:00', '09:00', '10:00', '13:00', '14:00', '15:00'] as const)[round]!;
      const mover = await quickCustomer(app, `Khách đổi lịch ${round}`);
      const mine = await app.inject({
        method: 'POST',
        url: createBooking.path,
        headers: mover.headers,
        payload: { fullName: 'Khách đổi lịch', numberPhone: `09456789${String(round).padStart(2, '0')}`, date: fromDate, timeSlot, branch: 'thu-duc' },
        remoteAddress: `198.51.102.${round + 1}`,
      });
      expect(mine.statusCode, mine.body).toBe(201);
      const booking = createBooking.response.parse(mine.json());
      // The target slot at Quận 12 with one place left.
      for (let i = 0; i < CAPACITY - 1; i += 1) {
        const filler = await app.inject({
          method: 'POST',
          url: createBooking.path,
          payload: { fullName: 'Khách', numberPhone: `0956${String(round * 10 + i).padStart(6, '0')}`, date, timeSlot, branch: 'quan-12' },
          remoteAddress: `198.51.103.${round * 10 + i + 1}`,
        });
        expect(filler.statusCode, filler.body).toBe(201);
      }
      // Signed in like the mover: the fillers took the share of bookings without an account.
      const newcomerAccount = await quickCustomer(app, `Khách mới ${round}`);
      const [moved, newcomer] = await Promise.all([
        app.inject({
          method: 'PUT',
          url: buildPath(rescheduleMyBooking.path, { id: booking._id }),
          headers: mover.headers,
          payload: { date, timeSlot, branch: 'quan-12' },
        }),
        app.inject({
          method: 'POST',
          url: createBooking.path,
          headers: newcomerAccount.headers,
          payload: { fullName: 'Khách mới', numberPhone: `0967${String(round).padStart(6, '0')}`, date, timeSlot, branch: 'quan-12' },
          remoteAddress: `198.51.104.${round + 1}`,
        }),
      ]);
      expect([moved.statusCode, newcomer.statusCode]).toEqual(moved.statusCode === 200 ? [200, 409] : [409, 201]);
      expect(errorResponseSchema.parse((moved.statusCode === 200 ? newcomer : moved).json()).message).toBe(messages.bookings.slotFull);
      outcomes.push(moved.statusCode === 200 ? 'moved' : 'newcomer');
      const [slot] = await app.db
        .select()
        .from(bookingSlots)
        .where(and(eq(bookingSlots.date, date), eq(bookingSlots.timeSlot, timeSlot), eq(bookingSlots.branch, 'quan-12')));
      expect(slot!.booked).toBe(CAPACITY);
      const [old] = await app.db
        .select()
        .from(bookingSlots)
        .where(and(eq(bookingSlots.date, fromDate), eq(bookingSlots.timeSlot, timeSlot), eq(bookingSlots.branch, 'thu-duc')));
      expect(old!.booked).toBe(moved.statusCode === 200 ? 0 : 1);
      const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking._id));
      expect(row).toMatchObject(moved.statusCode === 200 ? { date, branch: 'quan-12' } : { date: fromDate, branch: 'thu-duc' });
    }
    console.info(`reschedule races: ${outcomes.join(', ')}`);
  });

  it('concurrent status changes of one order leave a history chain that ends in the order’s status', async () => {
    const product = await createProduct(app, { name: 'Thay nước làm mát', price: 300_000, quantity: 100 });
    const customer = await quickCustomer(app, 'Khách có đơn');
    const { admin, master } = await createRoleAccounts(app);
    await app.db.insert(cartItems).values({ accountId: customer.id, productId: product.id, quantity: 3 });
    const placed = await app.inject({
      method: 'POST',
      url: createOrder.path,
      headers: customer.headers,
      payload: { name: 'Khách', phone: '0900000000', email: 'k@example.com', payment_method: 'COD' },
    });
    const order = createOrder.response.parse(placed.json());
    expect(await stockOf(app, product.id)).toBe(97);

    const wanted = ['processing', 'cancelled', 'completed', 'pending', 'cancelled', 'processing', 'completed', 'cancelled', 'pending', 'processing', 'cancelled', 'completed'];
    const url = buildPath(updateOrderStatus.path, { id: order._id });
    const responses = await Promise.all(
      wanted.map((status, i) => app.inject({ method: 'PUT', url, headers: (i % 2 ? admin : master).headers, payload: { status } })),
    );
    expect(responses.map((res) => res.statusCode)).toEqual(wanted.map(() => 200));

    const detail = getOrder.response.parse((await app.inject({ method: 'GET', url: buildPath(getOrder.path, { id: order._id }), headers: admin.headers })).json());
    const chain = [...detail.updates].reverse();
    console.info(`order status race: ${chain.map((u) => u.to).join(' -> ')}`);
    expect(chain.length).toBeGreaterThan(0);
    expect(chain[0]!.from).toBe('pending');
    for (const [i, update] of chain.entries()) {
      expect(update.from).not.toBe(update.to);
      if (i > 0) expect(update.from, `row ${i}`).toBe(chain[i - 1]!.to);
      expect([admin.id, master.id]).toContain(update.account?._id);
    }
    expect(detail.status).toBe(chain[chain.length - 1]!.to);
    // Every change moved the stock with it: back on the shelf exactly when the order ends cancelled.
    expect(await stockOf(app, product.id)).toBe(detail.status === 'cancelled' ? 100 : 97);
  });

  it('deleting a service while checkouts of it run: every answer 201 or 409 in Vietnamese, never a deadlock or a 500', async () => {
    const { admin } = await createRoleAccounts(app);
    const customers = await Promise.all(Array.from({ length: 30 }, (_, i) => quickCustomer(app, `Khách giỏ hàng ${i + 1}`)));
    const statuses: number[] = [];
    // A few rounds: on Postgres the two sides overlap differently each time.
    for (let round = 1; round <= 4; round += 1) {
      const doomed = await createProduct(app, { name: `Dịch vụ sắp ngừng ${round}`, price: 200_000, quantity: 12 });
      const lasting = await createProduct(app, { name: `Rửa xe ${round}`, price: 50_000, quantity: 1_000 });
      await app.db.insert(cartItems).values(
        customers.flatMap((customer) => [
          { accountId: customer.id, productId: doomed.id, quantity: 1 },
          { accountId: customer.id, productId: lasting.id, quantity: 1 },
        ]),
      );
      const checkout = { name: 'Khách hàng', phone: '0900000000', email: 'khach@example.com', address: 'TP. Hồ Chí Minh', payment_method: 'COD' };
      const requests = customers.map((customer) => () => app.inject({ method: 'POST', url: createOrder.path, headers: customer.headers, payload: checkout }));
      const removal = () => app.inject({ method: 'DELETE', url: buildPath(deleteProduct.path, { id: doomed.id }), headers: admin.headers });
      requests.splice(4 + round * 5, 0, removal);
      const responses = await Promise.all(requests.map((send) => send()));
      const deleted = responses[4 + round * 5]!;
      const checkouts = responses.filter((res) => res !== deleted);

      expect(deleted.statusCode, deleted.body).toBe(200);
      const unexpected = checkouts.filter((res) => res.statusCode !== 201 && res.statusCode !== 409).map((res) => `${res.statusCode} ${res.body}`);
      expect(unexpected).toEqual([]);
      for (const res of checkouts.filter((r) => r.statusCode === 409)) {
        expect([messages.orders.cartChanged, format(messages.orders.stockShort, { name: doomed.name, n: 0 })]).toContain(
          errorResponseSchema.parse(res.json()).message,
        );
      }
      statuses.push(...checkouts.map((res) => res.statusCode));

      // Stock was never oversold: at most 12 orders hold the removed service, and the other one
      // went down by exactly the orders made.
      const made = checkouts.filter((res) => res.statusCode === 201).map((res) => createOrder.response.parse(res.json()));
      const withDoomed = made.filter((order) => order.lines.some((line) => line.product_id.name === doomed.name));
      expect(withDoomed.length).toBeLessThanOrEqual(12);
      expect(await stockOf(app, lasting.id)).toBe(1_000 - made.length);
      expect(await app.db.select().from(products).where(eq(products.id, doomed.id))).toEqual([]);
      expect(await app.db.select().from(cartItems).where(eq(cartItems.productId, doomed.id))).toEqual([]);
      await app.db.delete(cartItems);
    }
    console.info(`checkouts during deletes: ${statuses.filter((s) => s === 201).length} made, ${statuses.filter((s) => s === 409).length} refused`);
  });
});
