// The real server for end-to-end tests, as `npm start` runs it: the built app and the built
// server (dist-server/, plain node), a fresh embedded database with the demo data in a
// temporary folder, on the port Playwright chose. The folder is removed on exit.
// E2E_SKIP_BUILD=1 uses the builds as they are (`npm test` builds both once before the suite).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureServerBuilt, serverCommand, serverEntry } from './build-server.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// Skipped on request, but a missing build is made all the same.
const skipBuild = process.env.E2E_SKIP_BUILD === '1';
if (!skipBuild || !existsSync(path.join(root, 'dist', 'index.html'))) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!skipBuild || !existsSync(serverEntry)) await ensureServerBuilt();
// playwright.config.ts makes the folder (so tests can read the mail outbox); run alone, make one here.
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(path.join(tmpdir(), 'garage-e2e-'));
console.info(`e2e data folder: ${dataDir}`);
const { command, args } = serverCommand();
const server = spawn(command, args, {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Every journey books from 127.0.0.1, many with the same phone; the limits have their own server tests.
    BOOKING_LIMIT_PER_ADDRESS: '1000',
    BOOKING_LIMIT_PER_PHONE: '1000',
    // The same for sign-ins and registrations: every journey's logins and new customers come from
    // 127.0.0.1 (a phone journey's new customer was once refused its login); the limits per address,
    // account and code have their own server tests.
    RATE_LIMIT_PER_IP: '1000',
    // A reply to a customer who left is mailed within seconds, not two minutes.
    CHAT_OFFLINE_MAIL_DELAY_SECONDS: '2',
    GARAGE_NOTIFY_EMAIL: 'datlich@garaotosaigon.vn',
    E2E_DATA_DIR: dataDir,
  },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
