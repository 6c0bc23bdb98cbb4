import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../test/test-app';
import { seedIfEmpty } from '../seed/seed';
import { openDatabase, type Database } from './client';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('two processes starting at once on an empty Postgres database', () => {
  let database: { url: string; drop: () => Promise<void> };
  const opened: Database[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(adminUrl!);
  });
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
    await database.drop();
  });

  it('both migrate it (one after the other) and both start', async () => {
    const starts = await Promise.allSettled([0, 1, 2].map(() => openDatabase({ databaseUrl: database.url, dataDir: '/nonexistent', inMemory: false })));
    for (const start of starts) if (start.status === 'fulfilled') opened.push(start.value);
    expect(starts.map((start) => (start.status === 'rejected' ? String(start.reason) : 'started'))).toEqual(['started', 'started', 'started']);
    const applied = await opened[0]!.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    const rows = (applied as unknown as { rows: Array<{ count: number }> }).rows;
    // Each migration applied once, not once per process.
    expect(rows[0]!.count).toBeGreaterThan(10);
    const journal = await import('./migrations/meta/_journal.json', { with: { type: 'json' } });
    expect(rows[0]!.count).toBe(journal.default.entries.length);
  });

  it('seeds the demo garage once, whichever process comes first', async () => {
    const seeds = await Promise.allSettled(opened.map((database) => seedIfEmpty(database.db)));
    expect(seeds.map((seed) => (seed.status === 'rejected' ? String(seed.reason) : seed.value)).sort()).toEqual([false, false, true]);
  }, 120_000);
});
