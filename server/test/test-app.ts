import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyServerOptions } from 'fastify';
import { buildApp, type App } from '../app';
import { loadConfig, type AppConfig } from '../config';

/**
 * A server with its own empty database: in-memory PGlite by default, or a new database on
 * the Postgres server named by TEST_DATABASE_URL (CI), dropped again on close.
 */
/** A new, empty database on the Postgres server named by TEST_DATABASE_URL, and how to drop it. */
export async function createTestDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `garage_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A server with its own empty database: in-memory PGlite by default, or a new database on
 * the Postgres server named by TEST_DATABASE_URL (CI), dropped again on close. Given a
 * `databaseUrl`, it uses that one (two server processes sharing a database) and drops nothing.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}, options: { logger?: FastifyServerOptions['logger'] } = {}): Promise<App> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl = overrides.databaseUrl;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (adminUrl && !databaseUrl) {
    const created = await createTestDatabase(adminUrl);
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    {
      inMemoryDatabase: !databaseUrl,
      seedDemoData: false,
      jwtSecret: 'test-secret-that-is-long-enough-123456',
      staticDir: '/nonexistent-static-dir',
      ...overrides,
      databaseUrl,
    },
  );
  const app = await buildApp(config, { logger: options.logger ?? false });
  if (dropDatabase) {
    const drop = dropDatabase;
    // The pool must be closed before the database is dropped under it.
    app.addHook('onClose', async () => {
      await app.database.close();
      await drop();
    });
  }
  return app;
}

export const usingPostgres = () => Boolean(process.env.TEST_DATABASE_URL);
