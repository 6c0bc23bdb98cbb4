// `npm run db:backup [-- <file>]` and `npm run db:restore -- <file> [--force]`: the database
// the server would open (DATABASE_URL, else the embedded one in DATA_DIR). See server/db/backup.ts.
import { loadConfig } from '../config';
import { BackupError, backupDatabase, restoreDatabase } from './backup';

const usage = `Cách dùng / usage:
  npm run db:backup [-- <tệp/file>]            mặc định / default: backups/garage-<db>-<ngày giờ>
  npm run db:restore -- <tệp/file> [--force]   chỉ vào dữ liệu trống, trừ khi có --force / into empty data only, unless --force`;

const [command, ...rest] = process.argv.slice(2);
const force = rest.includes('--force');
const files = rest.filter((arg) => !arg.startsWith('--'));
const unknown = rest.filter((arg) => arg.startsWith('--') && arg !== '--force');

// A given jwtSecret keeps loadConfig from writing a session secret into the data folder.
const config = loadConfig(process.env, { jwtSecret: 'not-used-by-backups-not-used-by-backups' });
const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
const where = config.databaseUrl ? 'Postgres (DATABASE_URL)' : `PGlite (${config.dataDir})`;

try {
  if (command === 'backup' && files.length <= 1 && unknown.length === 0 && !force) {
    const result = await backupDatabase(target, files[0]);
    console.info(`Đã sao lưu ${where} vào / backed up to ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB)`);
  } else if (command === 'restore' && files.length === 1 && unknown.length === 0) {
    await restoreDatabase(target, files[0]!, { force });
    console.info(`Đã khôi phục ${files[0]} vào / restored into ${where}`);
  } else {
    console.error(usage);
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
