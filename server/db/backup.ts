import { execFile } from 'node:child_process';
import { existsSync, openAsBlob } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/**
 * Backup and restore of either database the app runs on:
 * - embedded PGlite (DATA_DIR/pglite): PGlite's own dump of its data folder (a gzipped tar,
 *   `dumpDataDir`), restored with `loadDataDir` when a new instance is created. PGlite takes
 *   no lock, so two processes could open one folder and corrupt it: both directions refuse
 *   while the folder is open (PGlite keeps `postmaster.pid` in it until it is closed).
 * - Postgres (DATABASE_URL): `pg_dump --format=custom`, one consistent snapshot, so it may run
 *   while the server serves; restored with `pg_restore` in a single transaction.
 * A restore goes into an empty data folder or database only, unless `force` is given.
 */

const execFileAsync = promisify(execFile);

/** A refusal or failure the CLI prints as is: Vietnamese first, then English. */
export class BackupError extends Error {}

const fail = (vietnamese: string, english: string) => new BackupError(`${vietnamese}\n${english}`);

export interface BackupTarget {
  /** Postgres server; without it the embedded database in dataDir/pglite. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

export interface BackupResult {
  kind: 'pglite' | 'postgres';
  file: string;
  bytes: number;
}

const extensions = { pg_trgm };
const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');
/** A sortable date for backup names and the folder a forced restore moves the old data to. */
const stamp = (date = new Date()) => date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** Where `npm run db:backup` writes when no file is named: ./backups/garage-<kind>-<date>.<ext>. */
export function defaultBackupFile(target: BackupTarget, now = new Date()): string {
  const kind = target.databaseUrl ? 'postgres' : 'pglite';
  return path.resolve('backups', `garage-${kind}-${stamp(now)}${kind === 'postgres' ? '.dump' : '.tar.gz'}`);
}

function assertPgliteClosed(folder: string) {
  if (existsSync(path.join(folder, 'postmaster.pid'))) {
    throw fail(
      `Cơ sở dữ liệu ${folder} đang mở: hãy dừng máy chủ (Ctrl+C) rồi chạy lại. Nếu máy chủ không chạy, lần trước nó đã bị dừng đột ngột: chạy npm start một lần, dừng bằng Ctrl+C, rồi chạy lại lệnh này.`,
      `The database ${folder} is open: stop the server (Ctrl+C) and run this again. If no server is running, the last one was stopped abruptly: run npm start once, stop it with Ctrl+C, then run this again.`,
    );
  }
}

async function writeBlob(file: string, blob: Blob): Promise<number> {
  await mkdir(path.dirname(file), { recursive: true });
  // Written beside, then renamed: a backup interrupted half-way never looks like a whole one.
  const partial = `${file}.partial`;
  await writeFile(partial, Readable.fromWeb(blob.stream() as NodeReadableStream<Uint8Array>));
  await rename(partial, file);
  return blob.size;
}

async function backupPglite(dataDir: string, file: string): Promise<BackupResult> {
  const folder = pgliteFolder(dataDir);
  if (!existsSync(path.join(folder, 'PG_VERSION'))) {
    throw fail(`Không có cơ sở dữ liệu nào trong ${folder}.`, `There is no database in ${folder}.`);
  }
  assertPgliteClosed(folder);
  const client = new PGlite(folder, { extensions });
  try {
    await client.waitReady;
    // Everything committed is in the data files, so the copy needs no WAL replay to be whole.
    await client.exec('CHECKPOINT');
    const blob = await client.dumpDataDir('gzip');
    return { kind: 'pglite', file, bytes: await writeBlob(file, blob) };
  } finally {
    await client.close();
  }
}

/** The first bytes of a backup tell which database made it. */
async function backupKind(file: string): Promise<'pglite' | 'postgres'> {
  if (!existsSync(file)) throw fail(`Không tìm thấy tệp ${file}.`, `File not found: ${file}.`);
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
    if (head.toString('latin1') === 'PGDMP') return 'postgres';
  } finally {
    await handle.close();
  }
  throw fail(
    `${file} không phải bản sao lưu của ứng dụng này (npm run db:backup).`,
    `${file} is not a backup made by this app (npm run db:backup).`,
  );
}

async function restorePglite(dataDir: string, file: string, force: boolean): Promise<void> {
  const folder = pgliteFolder(dataDir);
  let movedAside: string | undefined;
  if (existsSync(folder) && (await readdir(folder)).length > 0) {
    assertPgliteClosed(folder);
    if (!force) {
      throw fail(
        `${folder} đã có dữ liệu. Chỉ khôi phục vào thư mục trống; thêm --force để thay thế (dữ liệu hiện tại được giữ lại trong ${folder}.before-restore-<ngày giờ>).`,
        `${folder} already holds data. A restore goes into an empty folder only; add --force to replace it (the current data is kept in ${folder}.before-restore-<date>).`,
      );
    }
    movedAside = `${folder}.before-restore-${stamp()}`;
    await rename(folder, movedAside);
  }
  await mkdir(folder, { recursive: true });
  try {
    const client = new PGlite(folder, { extensions, loadDataDir: await openAsBlob(file) });
    try {
      // Proves the copy opens and holds the app's tables before the restore is reported done.
      const { rows } = await client.query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_schema = 'public'");
      if (!rows[0]?.n) throw fail(`${file} không chứa bảng nào của ứng dụng.`, `${file} holds none of the app's tables.`);
    } finally {
      await client.close();
    }
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    if (movedAside) await rename(movedAside, folder);
    throw error;
  }
}

// ---------------------------------------------------------------- Postgres

async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await execFileAsync(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw fail(
        `Không tìm thấy ${tool}: hãy cài công cụ dòng lệnh của PostgreSQL (apt-get install postgresql-client), cùng phiên bản chính với máy chủ hoặc mới hơn.`,
        `${tool} not found: install the PostgreSQL client tools (apt-get install postgresql-client), of the server's major version or newer.`,
      );
    }
    const detail = failure.stderr?.trim() || failure.message;
    throw fail(`${tool} thất bại:\n${detail}`, `${tool} failed (see above).`);
  }
}

async function withClient<T>(databaseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function backupPostgres(databaseUrl: string, file: string): Promise<BackupResult> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  // Owners and grants belong to the server the dump came from; the restoring user owns all.
  await pgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${databaseUrl}`]);
  await rename(partial, file);
  return { kind: 'postgres', file, bytes: (await stat(file)).size };
}

const userRelations = `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
  where s.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and c.relkind in ('r', 'p', 'v', 'm', 'S')`;

async function restorePostgres(databaseUrl: string, file: string, force: boolean): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>(userRelations);
    if (!rows[0]?.n) return;
    if (!force) {
      throw fail(
        'Cơ sở dữ liệu đích đã có bảng. Chỉ khôi phục vào cơ sở dữ liệu trống; thêm --force để xóa dữ liệu hiện tại rồi khôi phục (hãy sao lưu nó trước).',
        'The target database already has tables. A restore goes into an empty database only; add --force to delete the current data and restore (back it up first).',
      );
    }
    // What the app's migrations create: its schema, the migrations journal, pg_trgm.
    await client.query('begin');
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema public cascade');
    await client.query('create schema public');
    await client.query('commit');
  });
  await pgTool('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${databaseUrl}`, file]);
}

// ---------------------------------------------------------------- entry points

export async function backupDatabase(target: BackupTarget, file = defaultBackupFile(target)): Promise<BackupResult> {
  const resolved = path.resolve(file);
  return target.databaseUrl ? backupPostgres(target.databaseUrl, resolved) : backupPglite(target.dataDir, resolved);
}

export async function restoreDatabase(target: BackupTarget, file: string, options: { force?: boolean } = {}): Promise<{ kind: 'pglite' | 'postgres' }> {
  const resolved = path.resolve(file);
  const kind = await backupKind(resolved);
  const targetKind = target.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== targetKind) {
    throw kind === 'pglite'
      ? fail(
          `${resolved} là bản sao lưu của cơ sở dữ liệu nhúng (PGlite): bỏ DATABASE_URL để khôi phục vào DATA_DIR.`,
          `${resolved} is a backup of the embedded database (PGlite): unset DATABASE_URL to restore it into DATA_DIR.`,
        )
      : fail(
          `${resolved} là bản sao lưu của Postgres: đặt DATABASE_URL tới cơ sở dữ liệu cần khôi phục.`,
          `${resolved} is a Postgres backup: set DATABASE_URL to the database to restore into.`,
        );
  }
  if (target.databaseUrl) await restorePostgres(target.databaseUrl, resolved, options.force ?? false);
  else await restorePglite(target.dataDir, resolved, options.force ?? false);
  return { kind };
}
