import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../app';
import { accounts, orders, staffAlertMarks } from '../db/schema';
import { createAccount } from '../test/fixtures';
import { createTestApp } from '../test/test-app';
import { alertsOf, markSeen } from './alerts';

const MIGRATIONS = new URL('../db/migrations/', import.meta.url);
const SEED_TAG = '0024_alert-marks-seed';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const DAY = 86_400_000;
let phone = 0;
async function orderAt(createdAt: Date) {
  phone += 1;
  await app.db.insert(orders).values({
    name: 'Lê Văn Mua',
    phone: `0912${String(100_000 + phone).slice(-6)}`,
    email: 'mua@example.vn',
    address: '5 Nguyễn Huệ',
    total: 350_000,
    createdAt,
    updatedAt: createdAt,
  });
}

describe('new orders on the back office badge', () => {
  beforeEach(async () => {
    await app.db.delete(orders);
  });

  it('counts the orders stored since the staff member last opened the orders list, and none after they open it', async () => {
    const admin = await createAccount(app, { roles: ['admin'] });
    const other = await createAccount(app, { roles: ['master'] });
    await markSeen(app.db, admin.id, 'orders');
    await markSeen(app.db, other.id, 'orders');
    expect((await alertsOf(app.db, admin.id)).counts.newOrders).toBe(0);

    await orderAt(new Date(Date.now() + 1000));
    await orderAt(new Date(Date.now() + 2000));
    expect((await alertsOf(app.db, admin.id)).counts.newOrders).toBe(2);

    // Seen a moment later than both: nothing new for this person, still two for the other.
    await app.db.update(staffAlertMarks).set({ ordersSeenAt: new Date(Date.now() + 3000) }).where(eq(staffAlertMarks.accountId, admin.id));
    expect((await alertsOf(app.db, admin.id)).counts.newOrders).toBe(0);
    expect((await alertsOf(app.db, other.id)).counts.newOrders).toBe(2);
    // Opening the bookings list is no look at the orders.
    expect((await markSeen(app.db, other.id, 'bookings')).counts.newOrders).toBe(2);
  });

  it('starts the badges of accounts made before them from the day they were installed, not from the account itself', async () => {
    const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', MIGRATIONS), 'utf8')) as { entries: { tag: string }[] };
    expect(journal.entries.map((entry) => entry.tag)).toContain(SEED_TAG);

    // A staff member of two years who never opened the orders list, and a year of orders.
    const veteran = await createAccount(app, { roles: ['admin'] });
    const joined = new Date(Date.now() - 730 * DAY);
    await app.db.update(accounts).set({ createdAt: joined }).where(eq(accounts.id, veteran.id));
    for (let month = 1; month <= 12; month += 1) await orderAt(new Date(Date.now() - month * 30 * DAY));
    // One who switched the sound on before the upgrade has a mark without a look.
    const listener = await createAccount(app, { roles: ['admin'] });
    await app.db.update(accounts).set({ createdAt: joined }).where(eq(accounts.id, listener.id));
    await app.db.insert(staffAlertMarks).values({ accountId: listener.id, sound: true });
    // And one who did look, a week ago: their own mark stands.
    const looked = await createAccount(app, { roles: ['master'] });
    await app.db.insert(staffAlertMarks).values({ accountId: looked.id, ordersSeenAt: new Date(Date.now() - 45 * DAY) });

    await app.db.execute(sql.raw(readFileSync(new URL(`${SEED_TAG}.sql`, MIGRATIONS), 'utf8')));

    expect((await alertsOf(app.db, veteran.id)).counts).toMatchObject({ newOrders: 0, newBookings: 0 });
    expect(await alertsOf(app.db, listener.id)).toMatchObject({ counts: { newOrders: 0 }, settings: { sound: true } });
    expect((await alertsOf(app.db, looked.id)).counts.newOrders).toBe(1);

    await orderAt(new Date(Date.now() + 1000));
    expect((await alertsOf(app.db, veteran.id)).counts.newOrders).toBe(1);
  });
});
