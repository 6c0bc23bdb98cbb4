import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite has no autovacuum: without this nothing would ever refresh the planner's statistics
 * (a common search word would be planned as a rare one), reclaim the rows that updates and
 * deletes leave behind, or mark pages all-visible (which lets count(*) read an index alone).
 * This does what autovacuum would, with its default thresholds, for the tables named.
 */
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
const INSERT_VACUUM_BASE = 1000;
const INSERT_VACUUM_SCALE = 0.2;

interface TableActivity {
  relname: string;
  n_live_tup: string | number;
  n_dead_tup: string | number;
  n_mod_since_analyze: string | number;
  n_ins_since_vacuum: string | number;
  last_analyze: Date | null;
}

/** Which tables need VACUUM (ANALYZE) and which only ANALYZE, by autovacuum's rules. */
export function maintenanceNeeded(rows: TableActivity[]): { vacuum: string[]; analyze: string[] } {
  const vacuum: string[] = [];
  const analyze: string[] = [];
  for (const row of rows) {
    const live = Number(row.n_live_tup);
    const needsVacuum =
      Number(row.n_dead_tup) > VACUUM_BASE + VACUUM_SCALE * live || Number(row.n_ins_since_vacuum) > INSERT_VACUUM_BASE + INSERT_VACUUM_SCALE * live;
    const needsAnalyze = row.last_analyze === null || Number(row.n_mod_since_analyze) > ANALYZE_BASE + ANALYZE_SCALE * live;
    if (needsVacuum) vacuum.push(row.relname);
    else if (needsAnalyze) analyze.push(row.relname);
  }
  return { vacuum, analyze };
}

const quoted = (tables: string[]) => tables.map((table) => `"${table.replaceAll('"', '""')}"`).join(', ');

/**
 * Reads the tables' activity counters and vacuums or analyzes those past the thresholds; a
 * quiet database costs one small query. Answers what it did.
 */
export async function maintainTables(client: PGlite, tables: readonly string[]): Promise<{ vacuum: string[]; analyze: string[] }> {
  // The counters of the last second's transactions are flushed at the end of the next one.
  await client.query('select pg_stat_force_next_flush()');
  const { rows } = await client.query<TableActivity>(
    // The activity counters start empty after a restart, the statistics themselves are kept in
    // pg_statistic: a table that has them counts as analysed, so a restart does not ANALYZE all.
    `select relname, n_live_tup, n_dead_tup, n_mod_since_analyze, n_ins_since_vacuum,
       coalesce(last_analyze, last_autoanalyze, case when exists (select 1 from pg_statistic where starelid = relid) then to_timestamp(0) end) as last_analyze
     from pg_stat_user_tables where relname = any($1)`,
    [tables],
  );
  const needed = maintenanceNeeded(rows);
  // One statement per call: VACUUM cannot run inside the implicit transaction of several.
  if (needed.vacuum.length) await client.exec(`VACUUM (ANALYZE) ${quoted(needed.vacuum)}`);
  if (needed.analyze.length) await client.exec(`ANALYZE ${quoted(needed.analyze)}`);
  return needed;
}
