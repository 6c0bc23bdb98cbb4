import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { createBooking, getBooking } from '../contract/bookings';
import { TIME_SLOTS } from '../contract/constants';
import { buildPath } from '../contract/endpoint';
import { createOrder, getOrder } from '../contract/orders';
import { openDatabase } from './db/client';
import { cartItems } from './db/schema';
import { openDayAhead } from './test/open-days';
import { createAccount } from './test/fixtures';
import { startServer, type ServerProcess } from './test/server-process';
import { createProduct, quickCustomer } from './test/shop-fixtures';
import { createTestApp, createTestDatabase, usingPostgres } from './test/test-app';

/**
 * Crash recovery: the real server (its own process) is killed with SIGKILL in the middle of a
 * burst of checkouts and bookings, then started again on the same data. Every request it
 * answered 2xx must be stored, and nothing may be half-written: no order without its lines or
 * with a wrong total, stock that does not match what the orders took, a cart both ordered and
 * kept, a slot count that differs from its bookings, a booking picture missing or left over.
 * On a real PGlite data folder, or a new Postgres database when TEST_DATABASE_URL is set.
 */

const DATABASE = usingPostgres() ? 'Postgres' : 'PGlite';
const JWT_SECRET = 'fault-test-secret-that-is-long-enough-123456';
const CAPACITY = 3;
const CHECKOUTS = 20;
const BOOKINGS = 20;
/** The server is killed once this many answers have arrived. */
const KILL_AFTER_ANSWERS = 10;
const STOCK_A = 100;
/** Fewer than the customers who want it: some checkouts are refused whole. */
const STOCK_B = 6;

const workDir = await mkdtemp(path.join(tmpdir(), 'garage-fault-test-'));
const dataDir = path.join(workDir, 'data');
const cleanups: Array<() => Promise<unknown>> = [() => rm(workDir, { recursive: true, force: true })];
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Outcome = { index: number; kind: 'order' | 'booking'; status: number; body: Record<string, unknown> } | { index: number; kind: 'order' | 'booking'; error: string };

async function rowsOf<T>(db: Awaited<ReturnType<typeof openDatabase>>['db'], query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A tiny picture of its own colour per booking, so each stores its own image row. */
const picture = async (index: number) =>
  `data:image/png;base64,${(await sharp({ create: { width: 4, height: 4, channels: 3, background: { r: index * 10, g: 80, b: 160 } } }).png().toBuffer()).toString('base64')}`;

describe(`a server killed mid-burst loses nothing it confirmed and leaves nothing half-written (${DATABASE})`, () => {
  it('SIGKILL during 40 concurrent checkouts and bookings, restart on the same data', { timeout: 90_000 }, async () => {
    let databaseUrl: string | undefined;
    if (usingPostgres()) {
      const created = await createTestDatabase(process.env.TEST_DATABASE_URL!);
      databaseUrl = created.url;
      cleanups.push(created.drop);
    }

    // Customers, carts, services and a staff account, written before the server starts.
    const setup = await createTestApp({ dataDir, databaseUrl, inMemoryDatabase: false, jwtSecret: JWT_SECRET });
    await setup.ready();
    const productA = await createProduct(setup, { name: 'Thay dầu động cơ', price: 350_000, quantity: STOCK_A });
    const productB = await createProduct(setup, { name: 'Cân chỉnh thước lái', price: 600_000, quantity: STOCK_B });
    const customers = await Promise.all(Array.from({ length: CHECKOUTS + 1 }, (_, i) => quickCustomer(setup, `Khách ${i + 1}`)));
    await setup.db.insert(cartItems).values(
      customers.flatMap((customer, i) => [
        { accountId: customer.id, productId: productA.id, quantity: (i % 3) + 1 },
        ...(i % 2 === 0 ? [{ accountId: customer.id, productId: productB.id, quantity: 1 }] : []),
      ]),
    );
    const staff = await createAccount(setup, { roles: ['admin'] });
    await setup.close();
    const lateCustomer = customers.pop()!;

    server = await startServer({
      dataDir,
      databaseUrl,
      jwtSecret: JWT_SECRET,
      // Bookings come from several addresses, as from several visitors behind the proxy.
      env: { BOOKING_SLOT_CAPACITY: String(CAPACITY), TRUST_PROXY: 'true' },
    });
    const running = server;

    const bookingDay = openDayAhead(3);
    const pictures = await Promise.all(Array.from({ length: BOOKINGS }, (_, i) => (i % 2 === 0 ? picture(i) : Promise.resolve(undefined))));
    const requests: Array<{ kind: 'order' | 'booking'; send: () => Promise<Response> }> = [];
    for (let i = 0; i < Math.max(CHECKOUTS, BOOKINGS); i += 1) {
      const customer = customers[i];
      if (customer) {
        requests.push({
          kind: 'order',
          send: () =>
            fetch(running.url + createOrder.path, {
              method: 'POST',
              headers: { ...customer.headers, 'content-type': 'application/json', 'idempotency-key': `fault-${i}` },
              body: JSON.stringify({ name: customer.fullName, phone: '0900000000', email: customer.email, address: 'Quận 1', payment_method: 'COD' }),
            }),
        });
      }
      if (i < BOOKINGS) {
        requests.push({
          kind: 'booking',
          send: () =>
            fetch(running.url + createBooking.path, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
              body: JSON.stringify({
                fullName: `Người đặt ${i + 1}`,
                numberPhone: `09${String(10_000_000 + i)}`,
                date: bookingDay,
                timeSlot: TIME_SLOTS[i % 4],
                description: `Lịch thứ ${i + 1}`,
                images: pictures[i] ? [pictures[i]] : [],
              }),
            }),
        });
      }
    }

    // The burst: everything at once; the kill lands as the tenth answer arrives.
    let answers = 0;
    const outcomes: Outcome[] = await Promise.all(
      requests.map(async ({ kind, send }, index): Promise<Outcome> => {
        try {
          const response = await send();
          const body = (await response.json()) as Record<string, unknown>;
          answers += 1;
          if (answers === KILL_AFTER_ANSWERS) running.child.kill('SIGKILL');
          return { index, kind, status: response.status, body };
        } catch (error) {
          return { index, kind, error: (error as Error).message };
        }
      }),
    );
    expect(await running.exited).toBe('SIGKILL');

    const answered = outcomes.filter((outcome) => 'status' in outcome);
    const confirmed = answered.filter((outcome) => outcome.status >= 200 && outcome.status < 300);
    const cut = outcomes.filter((outcome) => 'error' in outcome);
    console.info(`${DATABASE}: ${answered.length} answered (${confirmed.length} 2xx), ${cut.length} cut off by the kill`);
    // Only 201 (done) and 409 (stock short, slot full) are expected answers.
    expect(answered.filter((outcome) => outcome.status !== 201 && outcome.status !== 409)).toEqual([]);
    // The kill fell inside the burst: some requests were confirmed, some never answered.
    expect(confirmed.length).toBeGreaterThan(0);
    expect(cut.length).toBeGreaterThan(0);

    // Restart on the same data: it recovers, serves what it confirmed, and takes new orders.
    server = await startServer({ dataDir, databaseUrl, jwtSecret: JWT_SECRET, env: { BOOKING_SLOT_CAPACITY: String(CAPACITY) } });
    const restarted = server;
    for (const outcome of confirmed) {
      const id = String(outcome.body._id);
      const url = outcome.kind === 'order' ? buildPath(getOrder.path, { id }) : buildPath(getBooking.path, { id });
      const response = await fetch(restarted.url + url, { headers: staff.headers });
      expect(response.status, `${outcome.kind} ${id}`).toBe(200);
      if (outcome.kind === 'order') {
        const stored = getOrder.response.parse(await response.json());
        expect(stored.lines.map((line) => line._id).sort()).toEqual((outcome.body.lines as Array<{ _id: string }>).map((line) => line._id).sort());
        expect(stored.total).toBe(outcome.body.total);
      }
    }
    const late = await fetch(restarted.url + createOrder.path, {
      method: 'POST',
      headers: { ...lateCustomer.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: lateCustomer.fullName, phone: '0900000000', email: lateCustomer.email, payment_method: 'COD' }),
    });
    expect([201, 409]).toContain(late.status);
    expect(await restarted.stop('SIGTERM')).toBe('0');

    // Nothing half-written: every rule checked in the database itself.
    const database = await openDatabase({ dataDir, databaseUrl });
    try {
      const db = database.db;
      const confirmedOrders = confirmed.filter((outcome) => outcome.kind === 'order').map((outcome) => String(outcome.body._id));
      const confirmedBookings = confirmed.filter((outcome) => outcome.kind === 'booking').map((outcome) => String(outcome.body._id));
      const orderIds = (await rowsOf<{ id: string }>(db, sql`select id from orders`)).map((row) => row.id);
      const bookingIds = (await rowsOf<{ id: string }>(db, sql`select id from bookings`)).map((row) => row.id);
      expect(orderIds).toEqual(expect.arrayContaining(confirmedOrders));
      expect(bookingIds).toEqual(expect.arrayContaining(confirmedBookings));

      expect(
        await rowsOf(db, sql`select o.id, o.total, coalesce(sum(l.price * l.quantity), 0)::int as lines from orders o left join order_lines l on l.order_id = o.id
          group by o.id having count(l.id) = 0 or o.total <> coalesce(sum(l.price * l.quantity), 0)`),
        'orders without lines or with a wrong total',
      ).toEqual([]);
      expect(await rowsOf(db, sql`select account_id, count(*)::int as n from orders group by account_id having count(*) > 1`), 'one order per customer').toEqual([]);

      const stock = await rowsOf<{ id: string; quantity: number; sold: number }>(
        db,
        sql`select p.id, p.quantity, coalesce((select sum(l.quantity) from order_lines l where l.product_id = p.id), 0)::int as sold
          from products p where p.id in (${productA.id}, ${productB.id}) order by p.price`,
      );
      expect(stock.map((row) => row.quantity + row.sold), 'stock left plus sold').toEqual([STOCK_A, STOCK_B]);

      // A customer either ordered (cart emptied in the same transaction) or still has the whole cart.
      const carts = await rowsOf<{ account_id: string; ordered: boolean; cart_lines: number }>(
        db,
        sql`select a.id as account_id, exists (select 1 from orders o where o.account_id = a.id) as ordered,
          (select count(*)::int from cart_items c where c.account_id = a.id) as cart_lines
          from accounts a where a.id in (${sql.join(customers.map((customer) => sql`${customer.id}`), sql`, `)})`,
      );
      expect(carts).toHaveLength(CHECKOUTS);
      for (const [i, customer] of customers.entries()) {
        const cart = carts.find((row) => row.account_id === customer.id)!;
        expect(cart.cart_lines, `cart of customer ${i + 1}`).toBe(cart.ordered ? 0 : i % 2 === 0 ? 2 : 1);
      }

      expect(
        await rowsOf(db, sql`select coalesce(s.date, b.date) as date, coalesce(s.time_slot, b.time_slot) as slot, s.booked, b.n
          from booking_slots s full join (select date, time_slot, count(*)::int as n from bookings where status <> 'cancelled' group by date, time_slot) b
          on b.date = s.date and b.time_slot = s.time_slot
          where coalesce(s.booked, 0) <> coalesce(b.n, 0) or coalesce(s.booked, 0) > ${CAPACITY}`),
        'slot counts that differ from their bookings',
      ).toEqual([]);

      // Pictures are stored in the booking's transaction: none missing, none without its booking.
      const pictureRows = await rowsOf<{ url: string; stored: boolean }>(
        db,
        sql`select u.url, exists (select 1 from images i where '/media/' || i.id = split_part(u.url, '.', 1)) as stored
          from bookings b cross join lateral jsonb_array_elements_text(b.images) as u(url)`,
      );
      expect(pictureRows.filter((row) => !row.stored), 'booking pictures missing').toEqual([]);
      expect(
        await rowsOf(db, sql`select i.id from images i where not exists (select 1 from bookings b, jsonb_array_elements_text(b.images) as u(url) where split_part(u.url, '.', 1) = '/media/' || i.id)`),
        'pictures without their booking',
      ).toEqual([]);

      // Each order's confirmation was queued in the order's own transaction: exactly one each.
      expect(
        await rowsOf(db, sql`select o.id from orders o where (select count(*) from mail_queue m where m.kind = 'orderConfirmation' and m.subject like '%#' || upper(right(o.id, 6)) || ' %') <> 1`),
        'orders without exactly one confirmation mail',
      ).toEqual([]);
      // Every mail the outbox holds is a queued one, each once; every mail marked sent is there.
      const files = (await readdir(path.join(dataDir, 'outbox'))).filter((name) => name.endsWith('.eml'));
      const fileIds = files.map((name) => name.slice(-'.eml'.length - 24, -'.eml'.length));
      const queued = await rowsOf<{ id: string; status: string }>(db, sql`select id, status from mail_queue`);
      expect(new Set(fileIds).size, 'one outbox file per mail').toBe(fileIds.length);
      expect(fileIds.filter((id) => !queued.some((row) => row.id === id)), 'outbox files of no queued mail').toEqual([]);
      expect(queued.filter((row) => row.status === 'sent' && !fileIds.includes(row.id)), 'mails marked sent but never written').toEqual([]);
    } finally {
      await database.close();
    }
  });
});
