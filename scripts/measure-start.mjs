// Time from spawn to a listening server (the first 200 from /api/health), restarting on one
// data folder that already holds the demo garage (the first start, which migrates and seeds
// it, is timed apart). Each way of starting is measured several times:
//   npm-start   `npm start` (staleness checks of both builds, then the built server)
//   built       `node dist-server/main.js` alone
//   tsx         the server compiled at run time by tsx, as `npm start` did before (its cache warm)
//   tsx-cold    the same with tsx's cache off (a fresh machine, or after the sources changed)
//
//   node scripts/measure-start.mjs                 5 restarts of each
//   node scripts/measure-start.mjs --runs 3 built tsx
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureServerBuilt, serverCommand } from './build-server.mjs';
import { freePort, root } from './demo-server.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
const ways = {
  'npm-start': () => ({ command: 'npm', args: ['start', '--silent'] }),
  built: serverCommand,
  // tsconfig.app.json, as `npm run dev`: the server renders the app's JSX pages.
  tsx: () => ({ command: process.execPath, args: ['--import', 'tsx', path.join(root, 'server', 'main.ts')], env: { TSX_TSCONFIG_PATH: 'tsconfig.app.json' } }),
  // tsx keeps what it compiled in a cache under the temp folder; a fresh machine, or a start
  // after changes, compiles again.
  'tsx-cold': () => ({ command: process.execPath, args: ['--import', 'tsx', path.join(root, 'server', 'main.ts')], env: { TSX_TSCONFIG_PATH: 'tsconfig.app.json', TSX_DISABLE_CACHE: '1' } }),
};
const chosen = args.filter((arg) => arg in ways);

async function timeStart(way, dataDir) {
  const port = await freePort();
  const { command, args: commandArgs, env = {} } = ways[way]();
  const started = performance.now();
  // Its own process group, so `npm start`'s children stop with it.
  const child = spawn(command, commandArgs, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', SKIP_BUILD: '', ...env },
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${way} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const seconds = (performance.now() - started) / 1000;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  return seconds;
}

await ensureServerBuilt();
const dataDir = mkdtempSync(path.join(tmpdir(), 'garage-start-'));
try {
  console.info(`first start (migrates and seeds ${dataDir}): ${(await timeStart('built', dataDir)).toFixed(2)} s`);
  for (const way of chosen.length ? chosen : Object.keys(ways)) {
    // One start untimed first: `npm start` may build what is out of date, and the files are read into the page cache.
    await timeStart(way, dataDir);
    const times = [];
    for (let run = 0; run < runs; run += 1) times.push(await timeStart(way, dataDir));
    const sorted = [...times].sort((a, b) => a - b);
    console.info(`${way.padEnd(10)} restart, spawn → listening: median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} s  (runs ${times.map((t) => t.toFixed(2)).join(', ')})`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
