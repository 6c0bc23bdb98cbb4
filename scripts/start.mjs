// `npm start`: builds the browser app and the server when a build is missing or older than
// its sources, then runs the built server with plain node (API, socket.io and the built app
// on one port). The database migrates and, when empty, fills with the demo garage on start.
// SKIP_BUILD=1 starts what is built without checking it is current.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, serverBuildIsStale, serverEntry } from './build-server.mjs';

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

// The server runs in this process (one Node start less than a child process); it handles
// SIGINT and SIGTERM itself. Stack traces point at the TypeScript sources.
process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);
process.chdir(root);
await import(pathToFileURL(serverEntry).href);
