import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { maintainTables, maintenanceNeeded } from './pglite-maintenance';

/** PGlite's stand-in for autovacuum: acts on the tables past autovacuum's thresholds, and only on those. */
describe('PGlite table maintenance', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = new PGlite();
    await client.exec(`
      create table busy (id int primary key, status text not null);
      create table quiet (id int primary key);
      insert into busy select g, 'pending' from generate_series(1, 5000) g;
      insert into quiet select g from generate_series(1, 10) g;`);
  });
  afterAll(() => client.close());

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
});
