import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createBooking, lookupBooking } from '../../contract/bookings';
import { buildPath } from '../../contract/endpoint';
import { saveQuote, setNextService, type Quote } from '../../contract/repair-quotes';
import { openRepair, type RepairDetail } from '../../contract/repairs';
import type { App } from '../app';
import { accounts, bookings, orders, repairOrders } from '../db/schema';
import { createRoleAccounts, type TestAccount } from '../test/fixtures';
import { createProduct, quickCustomer } from '../test/shop-fixtures';
import { addToCart } from '../../contract/cart';
import { createOrder } from '../../contract/orders';
import { updateAccount } from '../../contract/accounts';
import { openDayAhead } from '../test/open-days';
import { driveTo } from '../test/repair-flow';
import { createTestApp } from '../test/test-app';

// Numbers and phones as Vietnamese people type them reach the database as what they mean: the
// server reads each request with the contract's rule (contract/typed-number-rules.ts), so '200.000' đ is
// never saved as 200 đ and '0912 345 678' is one phone however it is written.

describe('numbers and phones typed the Vietnamese way', () => {
  let app: App;
  let admin: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    ({ admin } = await createRoleAccounts(app));
  });
  afterAll(() => app.close());

  const checkIn = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: openRepair.path, headers: admin.headers, payload });

  it('checks a car in with its km and phone as typed at the desk, stored as numbers and ten digits', async () => {
    const res = await checkIn({ fullName: 'Phạm Thu Hà', numberPhone: '+84 912 345 678', branch: 'quan-12', plate: '51A-555.01', odometerKm: '23.500 km', fuelLevel: 50 });
    expect(res.statusCode, res.body).toBe(201);
    const job = res.json<RepairDetail>();
    expect(job).toMatchObject({ numberPhone: '0912345678', odometerKm: 23_500 });
    const [row] = await app.db.select().from(repairOrders).where(eq(repairOrders.id, job._id));
    expect(row).toMatchObject({ numberPhone: '0912345678', odometerKm: 23_500 });
  });

  it("refuses km that cannot be read, saying what was expected, and opens nothing", async () => {
    const res = await checkIn({ fullName: 'Phạm Thu Hà', numberPhone: '0912345679', branch: 'quan-12', plate: '51A-555.02', odometerKm: '23,5', fuelLevel: 50 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('ví dụ 23.500');
  });

  it("saves a quote typed as staff type it: '200.000' đ an hour, '1,5' hours, a '50 000' discount, '10.000' km of warranty", async () => {
    const opened = (await checkIn({ fullName: 'Lê Minh', numberPhone: '0912 000 111', branch: 'thu-duc', plate: '51A-555.03', odometerKm: '40000', fuelLevel: 25 })).json<RepairDetail>();
    const job = await driveTo(app, admin.headers, opened._id, 'inspection');
    const res = await app.inject({
      method: 'PUT',
      url: buildPath(saveQuote.path, { id: job._id }),
      headers: admin.headers,
      payload: {
        version: 0,
        vatRate: '0',
        discount: '50 000',
        lines: [{ kind: 'labour', description: 'Công thay má phanh', quantity: '1,5', unitPrice: '200.000', warrantyKm: '10.000', warrantyMonths: '' }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json<Quote>();
    expect(quote.lines[0]).toMatchObject({ quantity: 1.5, unitPrice: 200_000, lineTotal: 300_000, warrantyKm: 10_000, warrantyMonths: null });
    expect(quote.totals).toMatchObject({ subtotal: 300_000, discount: 50_000, total: 250_000 });

    const refused = await app.inject({
      method: 'PUT',
      url: buildPath(saveQuote.path, { id: job._id }),
      headers: admin.headers,
      payload: { version: quote.version, vatRate: 0, lines: [{ kind: 'labour', description: 'Công', quantity: 1, unitPrice: '200.000,5' }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('ví dụ 200.000');

    const next = await app.inject({ method: 'PUT', url: buildPath(setNextService.path, { id: job._id }), headers: admin.headers, payload: { on: null, km: '50.000' } });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json()).toEqual({ on: null, km: 50_000 });
  });

  it('books with a phone written with spaces or dots and finds the booking again by the phone written another way', async () => {
    const res = await app.inject({
      method: 'POST',
      url: createBooking.path,
      remoteAddress: '10.77.0.1',
      payload: { fullName: 'Trần Văn Nam', numberPhone: '0987.654.001', date: openDayAhead(3), timeSlot: '10:00', description: 'Thay dầu', images: [] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = createBooking.response.parse(res.json());
    expect(booking.numberPhone).toBe('0987654001');
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row!.numberPhone).toBe('0987654001');

    const found = await app.inject({ method: 'GET', url: `${lookupBooking.path}?code=${booking.code}&phone=${encodeURIComponent('+84 987 654 001')}`, remoteAddress: '10.77.0.2' });
    expect(found.statusCode, found.body).toBe(200);
  });

  it("lists the catalogue from a price typed '200.000'", async () => {
    const res = await app.inject({ method: 'GET', url: `/api/products?page=1&limit=10&minPrice=${encodeURIComponent('200.000')}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("stores a phone typed with dots, spaces or +84 at checkout and in the account as its ten digits", async () => {
    const customer = await quickCustomer(app, 'Trần Thị Mai');
    const product = await createProduct(app, { name: 'Nước làm mát', price: 150_000, quantity: 5 });
    const added = await app.inject({ method: 'POST', url: addToCart.path, headers: customer.headers, payload: { product_id: product.id, quantity: 1 } });
    expect(added.statusCode, added.body).toBe(200);
    const placed = await app.inject({
      method: 'POST',
      url: createOrder.path,
      headers: customer.headers,
      payload: { name: 'Trần Thị Mai', phone: '+84 912.345.678', email: 'mai@example.com', address: '12 Lê Lợi, Quận 1', note: '', payment_method: 'COD' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = await app.db.select({ phone: orders.phone }).from(orders).where(eq(orders.accountId, customer.id));
    expect(order?.phone).toBe('0912345678');

    const profile = await app.inject({ method: 'PUT', url: buildPath(updateAccount.path, { id: customer.id }), headers: customer.headers, payload: { phone: '0912 345 679' } });
    expect(profile.statusCode, profile.body).toBe(200);
    const [account] = await app.db.select({ phone: accounts.phone }).from(accounts).where(eq(accounts.id, customer.id));
    expect(account?.phone).toBe('0912345679');
  });
});
