// Runs the server tests that need a Postgres server, Redis or several processes (`npm test`
// runs the whole server suite on PGlite, which takes one transaction at a time and hides
// races). A file is picked when it reads TEST_DATABASE_URL or TEST_REDIS_URL, or says
// `@postgres` because its requests race each other. Each file creates and drops its own
// database through TEST_DATABASE_URL (the admin connection). `--all` runs the whole suite.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redis = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const testFiles = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
const needsPostgres = (file) => /TEST_DATABASE_URL|TEST_REDIS_URL|@postgres/.test(readFileSync(file, 'utf8'));
const files = process.argv.includes('--all') ? [] : testFiles('server').filter(needsPostgres);

console.info(`Server tests against ${url.replace(/:[^:@/]*@/, ':***@')} (Redis ${redis})${files.length ? `: ${files.length} files` : ''}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server*', ...files], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url, TEST_REDIS_URL: redis },
});
process.exit(result.status ?? 1);
