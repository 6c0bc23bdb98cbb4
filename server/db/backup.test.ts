import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { App } from '../app';
import { seedIfEmpty } from '../seed/seed';
import { createTestApp, createTestDatabase, usingPostgres } from '../test/test-app';
import { backupDatabase, restoreDatabase } from './backup';
import { openDatabase } from './client';

/**
 * `npm run db:backup` / `db:restore`: the demo garage (pictures included) is backed up and
 * restored into an empty data folder (PGlite) or a new empty database (Postgres, when
 * TEST_DATABASE_URL is set), and the app opens it and finds every row of every table.
 */

const workDir = await mkdtemp(path.join(tmpdir(), 'garage-backup-test-'));
const cleanups: Array<() => Promise<void>> = [() => rm(workDir, { recursive: true, force: true })];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * Row count and a checksum of every table's content (as in fuzz.test.ts), and the migrations
 * applied. Not the pictures' resized copies: a server that opens the restored data makes the
 * missing ones in the background, while the snapshot is read.
 */
async function snapshot(app: App): Promise<Record<string, string>> {
  const rows = async <T,>(text: string) => ((await app.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ name: string }>(
    "select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' and table_name <> 'image_variants' order by 1",
  );
  const state: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ n: number; sum: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${name.replace('.', '."')}" t`,
    );
    state[name] = `${row!.n} rows, ${row!.sum}`;
  }
  return state;
}

/** Seeding the demo garage (its pictures drawn by sharp), a backup and a restore: slow on a busy machine. */
const SEED_BACKUP_RESTORE_MS = 120_000;

/** The demo garage in a database that stays after the app closes; answers its snapshot. */
async function seededSnapshot(overrides: { dataDir?: string; databaseUrl?: string; inMemoryDatabase?: boolean }) {
  const app = await createTestApp(overrides);
  try {
    await app.ready();
    expect(await seedIfEmpty(app.db)).toBe(true);
    return await snapshot(app);
  } finally {
    await app.close();
  }
}

async function openedSnapshot(overrides: { dataDir?: string; databaseUrl?: string; inMemoryDatabase?: boolean }) {
  const app = await createTestApp(overrides);
  try {
    await app.ready();
    return await snapshot(app);
  } finally {
    await app.close();
  }
}

describe.runIf(!usingPostgres())('backup and restore of the embedded database (PGlite)', () => {
  const source = path.join(workDir, 'source');
  const target = path.join(workDir, 'target');
  const file = path.join(workDir, 'backups', 'garage.tar.gz');
  let before: Record<string, string>;

  it('backs up the data folder and restores it into an empty one with every row', async () => {
    before = await seededSnapshot({ dataDir: source, inMemoryDatabase: false });
    expect(Number(before['public.images']!.split(' ')[0])).toBeGreaterThan(0);

    const result = await backupDatabase({ dataDir: source }, file);
    expect(result).toMatchObject({ kind: 'pglite', file });
    expect(await readdir(path.dirname(file))).toEqual(['garage.tar.gz']);

    await restoreDatabase({ dataDir: target }, file);
    expect(await openedSnapshot({ dataDir: target, inMemoryDatabase: false })).toEqual(before);
  }, SEED_BACKUP_RESTORE_MS);

  it('refuses while the database is open, and leaves it alone', async () => {
    const open = await openDatabase({ dataDir: source });
    try {
      await expect(backupDatabase({ dataDir: source }, path.join(workDir, 'while-open.tar.gz'))).rejects.toThrow(/đang mở.*\n.*is open/s);
      await expect(restoreDatabase({ dataDir: source }, file, { force: true })).rejects.toThrow(/is open/);
    } finally {
      await open.close();
    }
    expect(existsSync(path.join(workDir, 'while-open.tar.gz'))).toBe(false);
  });

  it('refuses to overwrite a folder with data unless forced, and then keeps the old data aside', async () => {
    await expect(restoreDatabase({ dataDir: target }, file)).rejects.toThrow(/--force/);
    await restoreDatabase({ dataDir: target }, file, { force: true });
    const entries = await readdir(target);
    expect(entries.filter((entry) => entry.startsWith('pglite.before-restore-'))).toHaveLength(1);
    expect(await openedSnapshot({ dataDir: target, inMemoryDatabase: false })).toEqual(before);
  });

  it('refuses a file that is not a backup, and a PGlite backup when DATABASE_URL is set', async () => {
    await expect(restoreDatabase({ dataDir: path.join(workDir, 'other') }, path.join(source, 'pglite', 'PG_VERSION'))).rejects.toThrow(
      /not a backup/,
    );
    await expect(restoreDatabase({ dataDir: workDir, databaseUrl: 'postgres://127.0.0.1:1/none' }, file)).rejects.toThrow(/unset DATABASE_URL/);
    expect(existsSync(path.join(workDir, 'other'))).toBe(false);
  });
});

describe.runIf(usingPostgres())('backup and restore of a Postgres database', () => {
  const file = path.join(workDir, 'garage.dump');

  it('dumps the database and restores it into a new empty one with every row; refuses a database with tables unless forced', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const source = await createTestDatabase(adminUrl);
    cleanups.push(source.drop);
    const target = await createTestDatabase(adminUrl);
    cleanups.push(target.drop);

    const before = await seededSnapshot({ databaseUrl: source.url });
    expect(Number(before['public.images']!.split(' ')[0])).toBeGreaterThan(0);
    expect(await backupDatabase({ databaseUrl: source.url, dataDir: workDir }, file)).toMatchObject({ kind: 'postgres', file });

    await restoreDatabase({ databaseUrl: target.url, dataDir: workDir }, file);
    expect(await openedSnapshot({ databaseUrl: target.url })).toEqual(before);

    await expect(restoreDatabase({ databaseUrl: target.url, dataDir: workDir }, file)).rejects.toThrow(/--force/);
    await restoreDatabase({ databaseUrl: target.url, dataDir: workDir }, file, { force: true });
    expect(await openedSnapshot({ databaseUrl: target.url })).toEqual(before);
  }, SEED_BACKUP_RESTORE_MS);
});
