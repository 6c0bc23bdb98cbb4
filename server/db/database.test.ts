import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { isBookingCode } from '../../contract/booking-code';
import { messages } from '../../contract/messages';
import { foldSearchText, productSearchDocument } from '../lib/search-text';
import { openDatabase, type Database } from './client';
import { maintainTables, maintenanceNeeded } from './pglite-maintenance';

/**
 * The embedded database, on one PGlite: migration 0002 adds the products' search document
 * and fills it for the services already stored, in SQL; migrations 0003 and 0004 have the
 * database compute the search text of orders, bookings and accounts (for rows stored before
 * them the result must be what JavaScript folds); the table maintenance that stands in
 * for autovacuum; and a database on a data folder, as the server opens it.
 */
const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** The migrations folder cut after the given number of migrations. */
async function firstMigrations(count: number): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  folders.push(folder);
  await cp(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

/** Rows stored before migrations 0002 to 0004, in one database migrated through them. */
const products = [
  { name: 'Thay dầu ĐỘNG CƠ  và lọc dầu', category: 'Bảo dưỡng định kỳ', description: 'Dầu tổng hợp\ttoàn phần, kiểm tra 20 hạng mục.' },
  { name: 'Láng đĩa phanh', category: 'Hệ thống phanh', description: 'Khử rung vô lăng (100% an toàn)'.normalize('NFD') },
];
const orderId = '68f5a1b0aabbccddeeab12cd';
let client: PGlite;

beforeAll(async () => {
  client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: await firstMigrations(2) });
  for (const [i, row] of products.entries()) {
    const categoryId = `c${i}`.padEnd(24, '0');
    await client.query('insert into categories (id, name) values ($1, $2)', [categoryId, row.category]);
    await client.query('insert into products (id, name, description, price, quantity, category_id) values ($1, $2, $3, 1000, 1, $4)', [
      `p${i}`.padEnd(24, '0'),
      row.name,
      row.description,
      categoryId,
    ]);
  }
  await client.query(`insert into orders (id, name, phone, email, address, total) values ($1, $2, '0987654321', 'Hung.Nguyen@Example.com', '', 1000)`, [
    orderId,
    'NGUYỄN  Văn Hùng'.normalize('NFD'),
  ]);
  await client.query(`insert into bookings (id, full_name, number_phone, date, time_slot) values ($1, $2, '0912345667', '2026-03-16', '08:00')`, [
    'b'.padEnd(24, '0'),
    'Đặng Văn Khoa',
  ]);
  await client.query(`insert into accounts (id, full_name, email) values ($1, 'Võ Thị Ngọc Hà', 'NgocHa@Example.com')`, ['a'.padEnd(24, '0')]);
  await migrate(db, { migrationsFolder: migrations });
});
afterAll(() => client.close());

describe('migration 0002: the search document of existing services', () => {
  it('is filled in SQL exactly as productSearchDocument writes it', async () => {
    const stored = await client.query<{ search_document: string }>('select search_document from products order by id');
    expect(stored.rows.map((r) => r.search_document)).toEqual(products.map((r) => productSearchDocument(r.name, r.category, r.description)));
  });
});

describe('migrations 0003 and 0004: the search document of existing orders, bookings and accounts', () => {
  it('is computed by the database for the rows already stored, folded as foldSearchText folds', async () => {
    const order = await client.query<{ search_document: string }>('select search_document from orders');
    expect(order.rows[0]!.search_document).toBe(['ab12cd', foldSearchText('NGUYỄN  Văn Hùng'), '0987654321', 'hung.nguyen@example.com'].join('\n'));
    const booking = await client.query<{ search_document: string }>('select search_document from bookings');
    expect(booking.rows[0]!.search_document).toBe(`${foldSearchText('Đặng Văn Khoa')}\n0912345667`);
    const account = await client.query<{ search_document: string }>('select search_document from accounts');
    expect(account.rows[0]!.search_document).toBe('vo thi ngoc ha\nngocha@example.com');
  });
});

describe('migration 0015: bookings per branch, with a reference', () => {
  let before: PGlite;
  beforeAll(async () => {
    before = new PGlite({ extensions: { pg_trgm } });
    const db = drizzle(before);
    await migrate(db, { migrationsFolder: await firstMigrations(15) });
    const book = (id: string, phone: string, branch: string | null, status: string) =>
      before.query(`insert into bookings (id, full_name, number_phone, date, time_slot, branch, status) values ($1, 'Khách', $2, '2026-03-16', '09:00', $3, $4)`, [
        id.padEnd(24, '0'),
        phone,
        branch,
        status,
      ]);
    await book('b1', '0912000001', null, 'pending');
    await book('b2', '0912000002', 'thu-duc', 'confirmed');
    await book('b3', '0912000003', null, 'cancelled');
    // The same phone twice in one slot, stored before the rule: both are kept.
    await book('b4', '0912000001', null, 'pending');
    await before.query(`insert into booking_slots (date, time_slot, booked) values ('2026-03-16', '09:00', 3)`);
    // Many more, cancelled, on other days: every one must get a reference of its own.
    await before.query(`insert into bookings (id, full_name, number_phone, date, time_slot, status)
      select 'e' || lpad(to_hex(g), 23, '0'), 'Khách cũ', '0900000000', date '2025-01-01' + (g % 300), '08:00', 'cancelled' from generate_series(1, 20000) g`);
    await migrate(db, { migrationsFolder: migrations });
  });
  afterAll(() => before.close());

  it('puts bookings without a branch at Quận 12, says so in their history, and recounts places per branch', async () => {
    const rows = await before.query<{ id: string; branch: string; code: string; same_phone_allowed: boolean }>(
      `select id, branch, code, same_phone_allowed from bookings where id like 'b%' order by id`,
    );
    const codes = await before.query<{ n: number; distinct: number; bad: number }>(
      `select count(*)::int as n, count(distinct code)::int as distinct, count(*) filter (where code !~ '^[A-HJ-NP-Z2-9]{6}$')::int as bad from bookings`,
    );
    expect(codes.rows[0]).toEqual({ n: 20_004, distinct: 20_004, bad: 0 });
    expect(rows.rows.map((row) => row.branch)).toEqual(['quan-12', 'thu-duc', 'quan-12', 'quan-12']);
    const history = await before.query<{ booking_id: string; reason: string; changes: unknown }>(
      `select booking_id, reason, changes from booking_updates where booking_id like 'b%' order by booking_id`,
    );
    expect(history.rows.map((row) => row.booking_id.slice(0, 2))).toEqual(['b1', 'b3', 'b4']);
    for (const row of history.rows) {
      expect(row.reason).toBe(messages.bookings.migratedBranchReason);
      expect(row.changes).toEqual({ branch: { from: '', to: 'quan-12' } });
    }
    const places = await before.query<{ branch: string; booked: number }>(`select branch, booked from booking_slots where date = '2026-03-16' order by branch`);
    expect(places.rows).toEqual([
      { branch: 'quan-12', booked: 2 },
      { branch: 'thu-duc', booked: 1 },
    ]);
    for (const row of rows.rows) expect(isBookingCode(row.code)).toBe(true);
    expect(rows.rows.map((row) => row.same_phone_allowed)).toEqual([false, false, false, true]);
  });
});

/** PGlite's stand-in for autovacuum: acts on the tables past autovacuum's thresholds, and only on those. */
describe('PGlite table maintenance', () => {
  beforeAll(async () => {
    await client.exec(`
      create table busy (id int primary key, status text not null);
      create table quiet (id int primary key);
      insert into busy select g, 'pending' from generate_series(1, 5000) g;
      insert into quiet select g from generate_series(1, 10) g;`);
  });

  const row = (overrides: Partial<Parameters<typeof maintenanceNeeded>[0][number]>) => ({
    relname: 't',
    n_live_tup: 10_000,
    n_dead_tup: 0,
    n_mod_since_analyze: 0,
    n_ins_since_vacuum: 0,
    last_analyze: new Date(),
    ...overrides,
  });

  it('follows autovacuum’s default thresholds', () => {
    expect(maintenanceNeeded([row({})])).toEqual({ vacuum: [], analyze: [] });
    expect(maintenanceNeeded([row({ last_analyze: null })])).toEqual({ vacuum: [], analyze: ['t'] });
    expect(maintenanceNeeded([row({ n_mod_since_analyze: 1050 })])).toEqual({ vacuum: [], analyze: [] });
    expect(maintenanceNeeded([row({ n_mod_since_analyze: 1051 })])).toEqual({ vacuum: [], analyze: ['t'] });
    expect(maintenanceNeeded([row({ n_dead_tup: '2051' })])).toEqual({ vacuum: ['t'], analyze: [] });
    expect(maintenanceNeeded([row({ n_ins_since_vacuum: 3001 })])).toEqual({ vacuum: ['t'], analyze: [] });
  });

  it('vacuums a bulk load and a table with many dead rows, analyzes one changed enough, and leaves quiet tables be', async () => {
    expect(await maintainTables(client, ['busy', 'quiet'])).toEqual({ vacuum: ['busy'], analyze: ['quiet'] });
    expect(await maintainTables(client, ['busy', 'quiet'])).toEqual({ vacuum: [], analyze: [] });
    await client.exec(`update busy set status = 'done' where id <= 1200`);
    expect(await maintainTables(client, ['busy', 'quiet'])).toEqual({ vacuum: ['busy'], analyze: [] });
    await client.exec(`update busy set status = 'pending' where id <= 600`);
    expect(await maintainTables(client, ['busy', 'quiet'])).toEqual({ vacuum: [], analyze: ['busy'] });
    expect(await maintainTables(client, ['busy', 'quiet'])).toEqual({ vacuum: [], analyze: [] });
  });

  it('does not analyze again after a restart, which empties the activity counters but keeps the statistics', async () => {
    await client.exec(`create table fresh (id int primary key); insert into fresh select g from generate_series(1, 10) g;`);
    await client.query('select pg_stat_reset()');
    expect(await maintainTables(client, ['busy', 'quiet', 'fresh'])).toEqual({ vacuum: [], analyze: ['fresh'] });
  });
});

describe('the embedded database on a data folder', () => {
  const settingsOf = async (database: Database) => {
    const { rows } = (await database.db.execute(
      sql`select name, current_setting(name) as value from unnest(array['shared_buffers', 'maintenance_work_mem']) as name`,
    )) as unknown as { rows: { name: string; value: string }[] };
    return Object.fromEntries(rows.map((row) => [row.name, row.value]));
  };

  it('creates a new folder (over what an interrupted first start left), keeps Postgres small, and finds its data again after a restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pglite-folder-'));
    folders.push(dataDir);
    // What an interrupted first start would leave beside the folder.
    await mkdir(path.join(dataDir, 'pglite.new'), { recursive: true });
    await writeFile(path.join(dataDir, 'pglite.new', 'half-made'), '');
    const first = await openDatabase({ dataDir });
    try {
      expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      expect(existsSync(path.join(dataDir, 'pglite.new'))).toBe(false);
      expect(await settingsOf(first)).toEqual({ shared_buffers: '16MB', maintenance_work_mem: '16MB' });
      await first.db.execute(sql`insert into categories (id, name) values ('c1'::text, 'Bảo dưỡng')`);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir });
    try {
      const { rows } = (await again.db.execute(sql`select name from categories`)) as unknown as { rows: { name: string }[] };
      expect(rows).toEqual([{ name: 'Bảo dưỡng' }]);
      expect(await settingsOf(again)).toEqual({ shared_buffers: '16MB', maintenance_work_mem: '16MB' });
    } finally {
      await again.close();
    }
  });
});
