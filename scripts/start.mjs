// `npm start`: builds the browser app when the build is missing or older than its sources,
// then starts the server (API, socket.io and the built app on one port). The database
// migrates and, when empty, fills with the demo garage on start.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
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

const needsBuild = process.env.SKIP_BUILD !== '1' && (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < newestSourceTime());
if (needsBuild) {
  console.info('Đang build giao diện (vite build)...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
