import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { maintainTables } from './pglite-maintenance';
import { tellActorInTransactions } from '../lib/actor-context';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type services use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Brings the planner's statistics of the listed tables up to date and vacuums those with
   * many dead or new rows. Postgres does this on its own (autovacuum); PGlite never does, so
   * the app checks at start and every STATISTICS_REFRESH_MS, and acts on the tables past
   * autovacuum's thresholds (see pglite-maintenance.ts): without statistics a common search
   * word is planned as a rare one.
   */
  refreshStatistics(): Promise<void>;
  /** The Postgres connection pool's use (for /metrics); PGlite has one connection and no pool. */
  poolUse(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

/** The tables the back-office lists, the start page's figures and the exports page, filter, search and count. */
const LIST_TABLES = [
  'products',
  'product_specifications',
  'categories',
  'news',
  'banners',
  'staff',
  'staff_positions',
  'orders',
  'order_lines',
  'order_updates',
  'bookings',
  'booking_slots',
  'accounts',
  'account_roles',
  'roles',
];
/** How often PGlite's tables are checked (autovacuum's own interval); a quiet database costs one small query. */
export const STATISTICS_REFRESH_MS = 60_000;

/** Closing twice (a test's teardown and the app's) is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  inMemory?: boolean;
}

const BYTEA_OID = 17;

/**
 * Pictures (bytea) to and from PGlite without its default codec, which turns every byte into
 * two hex characters in JavaScript one at a time: a 3 MB picture took ~1 s on the one thread
 * every request shares (~80 ms this way). Sent as a binary parameter, read back through
 * Buffer's native hex decoder.
 */
const BYTEA_CODEC = {
  serializers: {
    // Typed as text, but PGlite binds any ArrayBuffer view as a binary parameter.
    [BYTEA_OID]: (value: unknown): string => {
      if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return value as unknown as string;
    },
  },
  parsers: { [BYTEA_OID]: (text: string) => new Uint8Array(Buffer.from(text.slice(2), 'hex')) },
};

/**
 * Postgres settings of the embedded database. PGlite's memory is one WebAssembly memory: it
 * grows to the most Postgres ever used and is never given back, and all of it stays resident.
 * Postgres' defaults size it for a database server: shared_buffers alone is 128 MB, zeroed at
 * start, most of the server's RSS. The demo database is ~30 MB on disk, a page missing from
 * shared buffers is read from the operating system's file cache, and the public lists and
 * details are answered from the answer cache (server/plugins/public-cache.ts). With 16 MB,
 * bench:lists' back-office cases (100,000 bookings, 50,000 orders) were no slower.
 * maintenance_work_mem bounds what an index build or VACUUM takes (64 MB by default): a peak
 * that would stay for good.
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB', 'maintenance_work_mem=16MB'] as const;

const pgliteStartParams = () => [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])];

/**
 * Creates a new PGlite data folder (initdb) in a short-lived child process, on the first start
 * only. Done in this process, initdb runs a second PGlite and holds the new folder as a tar in
 * memory, taking the process to ~750 MB; the allocator then keeps ~50 MB of it resident for the
 * life of the server. The child gives all of it back when it exits. A folder that is not
 * empty is left to PGlite as before, and so is everything if the child fails.
 */
async function createDataFolderApart(folder: string): Promise<void> {
  const entries = await readdir(folder).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? null : undefined));
  if (entries === undefined || (entries !== null && entries.length > 0)) return;
  // Made beside the folder and renamed into place: a folder half made by a child that died is never opened.
  const staging = `${folder}.new`;
  await rm(staging, { recursive: true, force: true });
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = 'const [entry, folder, params] = process.argv.slice(1); require(entry).PGlite.create(folder, { startParams: JSON.parse(params) }).then((db) => db.close());';
  try {
    await promisify(execFile)(process.execPath, ['-e', script, entry, staging, JSON.stringify(pgliteStartParams())]);
    if (entries !== null) await rmdir(folder);
    await rename(staging, folder);
  } catch (error) {
    console.warn('PGlite: could not create the data folder in a child process, creating it here:', (error as Error).message);
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Only tests open in-memory databases, several hundred a run: initdb and the migrations took
 * ~3 s each time, a copy of a migrated folder loads in ~1.2 s. The first opening for a given
 * PGlite and set of migrations leaves that copy in the system's temporary folder (written
 * beside and renamed, so a test process never reads half of one); the others start from it.
 */
let imagePath: Promise<string> | undefined;
const migratedImagePath = () => (imagePath ??= findMigratedImagePath());

async function findMigratedImagePath(): Promise<string> {
  const hash = createHash('sha256');
  // The package does not export its package.json; its entry sits in dist/.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(path.join(path.dirname(entry), '..', 'package.json')).catch(() => entry));
  for (const name of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    if (name.endsWith('.sql') || name.endsWith('_journal.json')) hash.update(name).update(await readFile(path.join(migrationsFolder, name)));
  }
  return path.join(tmpdir(), `garage-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function readMigratedImage(): Promise<Blob | undefined> {
  const file = await migratedImagePath();
  return readFile(file).then(
    (bytes) => new Blob([bytes]),
    () => undefined,
  );
}

async function saveMigratedImage(client: PGlite): Promise<void> {
  const file = await migratedImagePath();
  const staging = `${file}.${process.pid}.${Date.now()}`;
  try {
    await writeFile(staging, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await rename(staging, file);
  } catch (error) {
    console.warn('PGlite: could not keep a migrated copy for the next in-memory database:', (error as Error).message);
    await rm(staging, { force: true });
  }
}

/** Any fixed number: the key of the advisory lock every process of this app takes to migrate. */
const MIGRATION_LOCK_KEY = 7_310_245_118;

/**
 * Two processes starting at once on an empty database would both create the same tables and
 * one would crash. Each takes a session-level advisory lock on a connection of its own, so they
 * migrate one after the other; the second finds nothing left to do. The lock ends with the
 * connection if the process dies holding it.
 */
async function migrateAlone(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate();
    } finally {
      await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    lockHolder.release();
  }
}

/** Opens the database and brings its schema up to date before anything reads it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('Postgres idle connection error:', error.message));
    const db = drizzlePg(pool, { schema });
    await migrateAlone(pool, () => migratePg(db, { migrationsFolder }));
    return {
      db: tellActorInTransactions(db as unknown as Db),
      kind: 'postgres',
      refreshStatistics: async () => {},
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: once(() => pool.end()),
    };
  }
  // The trigram index of the product search (migration 0002) needs pg_trgm loaded.
  const pgliteOptions = { extensions: { pg_trgm }, startParams: pgliteStartParams(), ...BYTEA_CODEC };
  let client: PGlite;
  let image: Blob | undefined;
  if (options.inMemory) {
    image = await readMigratedImage();
    client = new PGlite({ ...pgliteOptions, ...(image ? { loadDataDir: image } : {}) });
  } else {
    const folder = path.join(options.dataDir, 'pglite');
    await mkdir(options.dataDir, { recursive: true });
    await createDataFolderApart(folder);
    await mkdir(folder, { recursive: true });
    client = new PGlite(folder, pgliteOptions);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  if (options.inMemory && !image) await saveMigratedImage(client);
  // PGlite runs it between requests: a check is one small query, an ANALYZE of 100,000 rows ~0.3 s.
  const refreshStatistics = async () => {
    await maintainTables(client, LIST_TABLES);
  };
  await refreshStatistics();
  const timer = setInterval(() => {
    refreshStatistics().catch((error: Error) => console.error('PGlite statistics refresh failed:', error.message));
  }, STATISTICS_REFRESH_MS);
  timer.unref();
  return {
    db: tellActorInTransactions(db as unknown as Db),
    kind: 'pglite',
    refreshStatistics,
    poolUse: () => null,
    close: once(async () => {
      clearInterval(timer);
      await client.close();
    }),
  };
}
