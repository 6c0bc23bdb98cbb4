// `npm start`: builds the browser app and the server when a build is missing or older than
// its sources, then runs the built server with plain node (API, socket.io and the built app
// on one port). The database migrates and, when empty, fills with the demo garage on start.
// SKIP_BUILD=1 starts what is built without checking it is current.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { buildServer, serverBuildIsStale, serverCommand, serverEntry } from './build-server.mjs';
import { SERVER_NODE_FLAGS, startedWithServerEnv, withServerEnv } from './server-runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist', 'index.html');
const sourceDirs = ['app', 'features', 'entities', 'ui', 'contract', 'public'];
const sourceFiles = ['index.html', 'vite.config.ts', 'package.json'];

function newestSourceTime() {
  let newest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(target)) visit(path.join(target, entry));
    } else if (stat.mtimeMs > newest) {
      newest = stat.mtimeMs;
    }
  };
  sourceDirs.forEach((dir) => visit(path.join(root, dir)));
  sourceFiles.forEach((file) => visit(path.join(root, file)));
  return newest;
}

const skipBuild = process.env.SKIP_BUILD === '1';
if (!existsSync(builtIndex) || (!skipBuild && statSync(builtIndex).mtimeMs < newestSourceTime())) {
  console.info('Đang build giao diện (vite build)...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (!existsSync(serverEntry) || (!skipBuild && serverBuildIsStale())) {
  console.info('Đang build server (esbuild)...');
  await buildServer();
}

process.env.NODE_ENV ??= 'production';
if (startedWithServerEnv()) {
  // The server runs in this process (one Node start less than a child process); it handles
  // SIGINT and SIGTERM itself.
  for (const flag of SERVER_NODE_FLAGS) v8.setFlagsFromString(flag);
  process.chdir(root);
  await import(pathToFileURL(serverEntry).href);
} else {
  // glibc reads its memory settings (server-runtime.mjs: ~100 MB less resident) only when a
  // process starts, so the server runs in a child started with them: one more Node start
  // (~40 ms) and this process waiting (~40 MB). Set them in the environment (a service's unit
  // file, a container) and the server runs in this process instead.
  const { command, args } = serverCommand();
  const child = spawn(command, [...SERVER_NODE_FLAGS, ...process.execArgv, ...args], { cwd: root, stdio: 'inherit', env: withServerEnv() });
  // Ctrl+C reaches both processes; a signal sent to this one alone is passed on. The server
  // closes on the first and ignores the second.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error('Không chạy được server:', error.message);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (signal) {
      // Ends this process the same way, so whoever started it sees the signal.
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else {
      process.exit(code ?? 1);
    }
  });
}
