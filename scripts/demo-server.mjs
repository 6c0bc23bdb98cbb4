// The real server with the demo data, for measuring scripts: builds the app into a
// temporary folder (so it never disturbs dist/), builds the server if dist-server/ is out of
// date, starts it as `npm start` does (plain node, with server-runtime.mjs's settings) on a
// free loopback port with a fresh embedded database, and stops and cleans up on request.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureServerBuilt, serverCommand } from './build-server.mjs';
import { SERVER_NODE_FLAGS, withServerEnv } from './server-runtime.mjs';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** Builds the app (unless `outDir` already holds a build) and returns { baseUrl, staticDir, pid, stop }. */
export async function startDemoServer({ outDir, build = true } = {}) {
  const work = mkdtempSync(path.join(tmpdir(), 'garage-measure-'));
  const staticDir = outDir ?? path.join(work, 'dist');
  if (build) {
    const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', staticDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('vite build failed');
  }
  await ensureServerBuilt();
  const port = await freePort();
  const { command, args } = serverCommand();
  const child = spawn(command, [...SERVER_NODE_FLAGS, ...args], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...withServerEnv(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL: '',
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('server did not start in 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    rmSync(work, { recursive: true, force: true });
  };
  return { baseUrl, staticDir, pid: child.pid, stop };
}

export { chromiumFlags } from './chromium-flags.mjs';

/**
 * A loopback proxy in front of `target` that gzips text answers (HTML, JS, CSS, JSON, SVG)
 * for clients that accept it, as a production web server or CDN would. The app server
 * compresses on its own (API answers per request, the built files ahead), so this only
 * compares against a front proxy at gzip -9.
 */
export async function startGzipProxy(target) {
  const { createServer: createHttpServer, request: httpRequest } = await import('node:http');
  const { createGzip } = await import('node:zlib');
  const upstream = new URL(target);
  const server = createHttpServer((req, res) => {
    const proxied = httpRequest(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' } },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const compressible = /text\/|javascript|json|svg/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        const headers = { ...answer.headers };
        if (compressible) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = 'Accept-Encoding';
          res.writeHead(answer.statusCode ?? 200, headers);
          answer.pipe(createGzip({ level: 9 })).pipe(res);
        } else {
          res.writeHead(answer.statusCode ?? 200, headers);
          answer.pipe(res);
        }
      },
    );
    proxied.on('error', () => res.destroy());
    req.pipe(proxied);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/** The id of the first item a demo garage's list answers (`/api/products`, `/api/news`): each fresh garage draws its ids anew. */
export async function firstId(baseUrl, listPath) {
  const list = await (await fetch(baseUrl + listPath)).json();
  if (!Array.isArray(list) || !list[0]?._id) throw new Error(`${listPath} answered no items`);
  return list[0]._id;
}
