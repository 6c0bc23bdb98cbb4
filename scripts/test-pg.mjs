// Runs the server suite against a Postgres server: each test file creates and drops its
// own database through TEST_DATABASE_URL (the admin connection), so races are real here.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redis = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
console.info(`Server tests against ${url.replace(/:[^:@/]*@/, ':***@')} (Redis ${redis})`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url, TEST_REDIS_URL: redis },
});
process.exit(result.status ?? 1);
