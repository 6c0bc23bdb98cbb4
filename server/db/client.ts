import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { maintainTables } from './pglite-maintenance';
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

/** Opens the database and brings its schema up to date before anything reads it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('Postgres idle connection error:', error.message));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', refreshStatistics: async () => {}, close: once(() => pool.end()) };
  }
  // The trigram index of the product search (migration 0002) needs pg_trgm loaded.
  const pgliteOptions = { extensions: { pg_trgm }, ...BYTEA_CODEC };
  let client: PGlite;
  if (options.inMemory) {
    client = new PGlite(pgliteOptions);
  } else {
    const folder = path.join(options.dataDir, 'pglite');
    await mkdir(folder, { recursive: true });
    client = new PGlite(folder, pgliteOptions);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
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
    db: db as unknown as Db,
    kind: 'pglite',
    refreshStatistics,
    close: once(async () => {
      clearInterval(timer);
      await client.close();
    }),
  };
}
