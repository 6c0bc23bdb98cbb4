// Two processes of the built server behind Debian's nginx running deploy/nginx.conf, on the local
// Postgres and Redis, as deploy/ runs them in production: for `npm run test:cluster`
// (scripts/test-cluster.ts) and `npm run bench:load`'s cluster run (scripts/load.ts).
//
// The build is reused as it is (dist/ and dist-server/, made by `npm test` or `npm run build`)
// and made only when missing; CLUSTER_BUILD_DIR names another checkout's build instead. nginx
// runs as a child of this process in a temporary folder, on free loopback ports; the system's
// nginx service is never touched.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createClient } from 'redis';
import { freePort } from '../server/test/server-process';
import { createTestDatabase } from '../server/test/test-app';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const deployNginxConf = path.join(root, 'deploy', 'nginx.conf');

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

interface ServerRuntime {
  SERVER_NODE_FLAGS: readonly string[];
  SERVER_ENV: Readonly<Record<string, string>>;
}

/** The settings `npm start` gives the server process (scripts/server-runtime.mjs), which deploy/ repeats. */
export async function serverRuntime(): Promise<ServerRuntime> {
  // A computed specifier: the .mjs has no type declarations for the TypeScript check to read.
  return (await import(pathToFileURL(path.join(root, 'scripts', 'server-runtime.mjs')).href)) as ServerRuntime;
}

/** The checkout whose dist/ and dist-server/ run; built here only when missing. */
export async function ensureBuilt(): Promise<string> {
  const buildRoot = path.resolve(process.env.CLUSTER_BUILD_DIR || root);
  const missing = ['dist/index.html', 'dist-server/main.js'].filter((file) => !existsSync(path.join(buildRoot, file)));
  if (missing.length === 0) {
    // A server changed since its build would be tested as it was: the server is rebuilt (a few
    // seconds); the browser app is taken as built (CI builds both just before).
    if (buildRoot === root) {
      const { ensureServerBuilt } = (await import(pathToFileURL(path.join(root, 'scripts', 'build-server.mjs')).href)) as { ensureServerBuilt: () => Promise<boolean> };
      await ensureServerBuilt();
    }
    return buildRoot;
  }
  if (buildRoot !== root) throw new Error(`CLUSTER_BUILD_DIR=${buildRoot} has no ${missing.join(', ')}`);
  console.info(`no build (${missing.join(', ')}): npm run build`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
  return buildRoot;
}

export function nginxBinary(): string {
  const binary = process.env.NGINX_BIN || 'nginx';
  const probe = spawnSync(binary, ['-v'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) throw new Error(`nginx is not installed (${binary}): apt-get install -y nginx`);
  return binary;
}

export interface NginxPlaces {
  appPorts: [number, number];
  /** The TLS server's port, plain HTTP here. */
  port: number;
  /** The port-80 server's (the redirect to https). */
  redirectPort: number;
  /** Cache and logs. */
  dir: string;
}

/**
 * deploy/nginx.conf with the machine-specific parts replaced: the processes' addresses, the
 * listening ports (without TLS: no certificate), the cache and log paths. Each replaced text must
 * occur as often as the deploy file says, so a change there cannot quietly leave the test
 * running something else.
 */
export function renderNginxSite(source: string, places: NginxPlaces): string {
  // Directive lines only (a comment may name the same values).
  const replacements: Array<[RegExp, string, number]> = [
    [/^(?<lead>\s*server )127\.0\.0\.1:3001\b/gm, `$<lead>127.0.0.1:${places.appPorts[0]}`, 2],
    [/^(?<lead>\s*server )127\.0\.0\.1:3002\b/gm, `$<lead>127.0.0.1:${places.appPorts[1]}`, 2],
    [/^(?<lead>\s*)listen 443 ssl http2;/gm, `$<lead>listen 127.0.0.1:${places.port};`, 1],
    [/^(?<lead>\s*)listen 80;/gm, `$<lead>listen 127.0.0.1:${places.redirectPort};`, 1],
    [/^\s*ssl_certificate(_key)? .*;\n/gm, '', 2],
    [/^(?<lead>\s*proxy_cache_path )\/var\/cache\/nginx\/garage\b/gm, `$<lead>${path.join(places.dir, 'cache')}`, 1],
    [/^(?<lead>\s*access_log )\/var\/log\/nginx\/garage\.access\.log/gm, `$<lead>${path.join(places.dir, 'access.log')}`, 2],
    [/^(?<lead>\s*error_log )\/var\/log\/nginx\/garage\.error\.log/gm, `$<lead>${path.join(places.dir, 'error.log')}`, 2],
  ];
  let text = source;
  for (const [pattern, replacement, expected] of replacements) {
    const found = text.match(pattern)?.length ?? 0;
    if (found !== expected) throw new Error(`deploy/nginx.conf: expected ${pattern} ${expected} times, found ${found}`);
    text = text.replace(pattern, replacement);
  }
  return text;
}

/** The main file around the site, with the http {} settings of Debian's /etc/nginx/nginx.conf. */
function nginxMainConf(dir: string, siteFile: string): string {
  return `# Made by scripts/cluster.ts: Debian's nginx.conf, with paths of a temporary folder.
worker_processes auto;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events {
    worker_connections 768;
}
http {
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_prefer_server_ciphers on;
    access_log off;
    gzip on;
    client_body_temp_path ${path.join(dir, 'body')};
    proxy_temp_path ${path.join(dir, 'proxy')};
    fastcgi_temp_path ${path.join(dir, 'fastcgi')};
    uwsgi_temp_path ${path.join(dir, 'uwsgi')};
    scgi_temp_path ${path.join(dir, 'scgi')};
    include ${siteFile};
}
`;
}

export interface AccessLogLine {
  time: string;
  client: string;
  method: string;
  uri: string;
  transport: string;
  status: number;
  bytes: number;
  duration: number;
  /** "127.0.0.1:port", or several separated by ", " when nginx tried the next process. */
  upstream: string;
  upstreamStatus: string;
  upstreamDuration: string;
  sticky: string;
  cache: string;
}

export interface AppProcess {
  name: string;
  port: number;
  /** The process itself, bypassing nginx. */
  url: string;
  /** host:port as nginx's log names it. */
  address: string;
  child(): ChildProcess | null;
  running(): boolean;
  /** What it printed lately, for a failure's message. */
  output(): string;
  /** Starts it (again, on the same port) and resolves once /api/ready says 200. */
  start(): Promise<void>;
  /** Sends the signal and resolves with the exit code (or signal) once it has ended. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<string>;
  /** Closes its log file (after the last stop). */
  dispose(): void;
}

export interface ClusterOptions {
  /** A database to use as it is (not dropped); otherwise a new empty one, dropped at stop. */
  databaseUrl?: string;
  adminDatabaseUrl?: string;
  redisUrl?: string;
  /** A process's own way to that Redis (a path the test can cut), instead of redisUrl. */
  redisUrlOf?: Partial<Record<'A' | 'B', string>>;
  /** Without one, mail goes to each process's DATA_DIR/outbox. */
  smtpUrl?: string;
  /** The processes' shared session secret (tokens signed beforehand); random otherwise. */
  jwtSecret?: string;
  /** More environment for both processes. */
  env?: Record<string, string>;
  /** Process output goes to files in the cluster's folder; `true` also prints it. */
  echo?: boolean;
}

export interface Cluster {
  /** nginx's https server, plain HTTP here. */
  url: string;
  /** nginx's port-80 server. */
  redirectUrl: string;
  processes: [AppProcess, AppProcess];
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  jwtSecret: string;
  metricsToken: string;
  dir: string;
  /** The route the processes were waited on: 'ready', or 'health' where /api/ready does not exist. */
  readyRoute(): 'ready' | 'health';
  accessLog(): AccessLogLine[];
  /** The end of nginx's error log. */
  nginxErrors(): string;
  /** The process (A or B) an nginx upstream address belongs to. */
  processAt(upstream: string): AppProcess | undefined;
  /** A garage_sticky cookie value that nginx routes to the given process. */
  stickyKeyFor(process: AppProcess): Promise<string>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>, gaveUp?: () => string | undefined): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    const reason = gaveUp?.();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (Date.now() > deadline) throw new Error(`${what}: no answer within ${timeoutMs} ms`);
    await sleep(100);
  }
}

const liveClusters = new Set<Cluster>();
let signalsHooked = false;
function stopOnSignals() {
  if (signalsHooked) return;
  signalsHooked = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the cluster`);
      void Promise.allSettled([...liveClusters].map((cluster) => cluster.stop())).then(() => process.exit(130));
    });
  }
}

/** The Redis both processes use: the option, CLUSTER_REDIS_URL, or the local one. */
export const clusterRedisUrl = (options: ClusterOptions = {}) => options.redisUrl ?? process.env.CLUSTER_REDIS_URL ?? DEFAULT_REDIS_URL;

/**
 * Creates the database (unless given), starts both processes at the same moment and waits for
 * both, then nginx in front of them. Whatever was started is stopped again if a later part fails.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const buildRoot = await ensureBuilt();
  const nginx = nginxBinary();
  const runtime = await serverRuntime();
  stopOnSignals();

  const dir = mkdtempSync(path.join(tmpdir(), 'garage-cluster-'));
  // nginx's workers run as another user when the master is root; they write the cache here.
  chmodSync(dir, 0o755);
  // CLUSTER_KEEP=1 keeps the folder (logs of nginx and both processes) for a look afterwards.
  const cleanups: Array<() => Promise<unknown> | unknown> = [
    () => (process.env.CLUSTER_KEEP === '1' ? console.info(`cluster folder kept: ${dir}`) : rmSync(dir, { recursive: true, force: true })),
  ];
  const runCleanups = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('cluster cleanup:', (error as Error).message);
      }
    }
  };

  try {
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const created = await createTestDatabase(options.adminDatabaseUrl ?? process.env.CLUSTER_PG_URL ?? DEFAULT_PG_URL);
      databaseUrl = created.url;
      cleanups.push(created.drop);
    }
    const redisUrl = clusterRedisUrl(options);
    const redisPrefix = `garage-cluster-${randomBytes(5).toString('hex')}`;
    cleanups.push(() => deleteRedisKeys(redisUrl, redisPrefix));
    const jwtSecret = options.jwtSecret ?? randomBytes(32).toString('base64url');
    const metricsToken = randomBytes(16).toString('hex');
    const [portA, portB, port, redirectPort] = await fourFreePorts();
    const url = `http://127.0.0.1:${port}`;

    let readyRoute: 'ready' | 'health' = 'ready';
    const processes = (['A', 'B'] as const).map((name, index) => {
      const appPort = index === 0 ? portA : portB;
      const dataDir = path.join(dir, `data-${name}`);
      mkdirSync(dataDir, { recursive: true });
      return appProcess({
        name,
        port: appPort,
        buildRoot,
        runtime,
        logFile: path.join(dir, `process-${name}.log`),
        echo: options.echo === true,
        readyRoute: () => readyRoute,
        fallBackToHealth: () => {
          if (readyRoute === 'ready') console.warn('GET /api/ready answers 404: waiting on /api/health instead');
          readyRoute = 'health';
        },
        env: {
          ...runtime.SERVER_ENV,
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(appPort),
          DATA_DIR: dataDir,
          STATIC_DIR: path.join(buildRoot, 'dist'),
          DATABASE_URL: databaseUrl,
          REDIS_URL: options.redisUrlOf?.[name] ?? redisUrl,
          REDIS_PREFIX: redisPrefix,
          JWT_SECRET: jwtSecret,
          METRICS_TOKEN: metricsToken,
          PUBLIC_ORIGIN: url,
          TRUST_PROXY: 'true',
          SEED_DEMO_DATA: 'true',
          SMTP_URL: options.smtpUrl ?? '',
          LOG_LEVEL: 'warn',
          LOG_FORMAT: 'json',
          ...options.env,
        },
      });
    }) as [AppProcess, AppProcess];
    cleanups.push(async () => {
      await Promise.all(processes.map((one) => one.stop('SIGTERM', 15_000)));
      for (const one of processes) one.dispose();
    });
    // At the same moment, on the empty database: migrations and the demo seed race.
    await Promise.all(processes.map((one) => one.start()));

    const nginxDir = path.join(dir, 'nginx');
    mkdirSync(nginxDir, { recursive: true });
    chmodSync(nginxDir, 0o755);
    const siteFile = path.join(nginxDir, 'garage.conf');
    writeFileSync(siteFile, renderNginxSite(readFileSync(deployNginxConf, 'utf8'), { appPorts: [portA, portB], port, redirectPort, dir: nginxDir }));
    const mainFile = path.join(nginxDir, 'nginx.conf');
    writeFileSync(mainFile, nginxMainConf(nginxDir, siteFile));
    const nginxArgs = ['-p', `${nginxDir}/`, '-c', mainFile, '-e', path.join(nginxDir, 'error.log')];
    const check = spawnSync(nginx, [...nginxArgs, '-t', '-q'], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
    const nginxChild = spawn(nginx, [...nginxArgs, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let nginxErrors = '';
    nginxChild.stderr!.on('data', (chunk: Buffer) => (nginxErrors = (nginxErrors + chunk.toString()).slice(-5000)));
    const nginxExited = new Promise<void>((resolve) => nginxChild.once('exit', () => resolve()));
    cleanups.push(async () => {
      if (nginxChild.exitCode === null && nginxChild.signalCode === null) nginxChild.kill('SIGTERM');
      await nginxExited;
    });
    await waitFor(
      'nginx',
      10_000,
      async () => ((await fetch(`${url}/api/health`)).ok ? true : undefined),
      () => (nginxChild.exitCode !== null ? `exited ${nginxChild.exitCode}: ${nginxErrors}` : undefined),
    );

    const accessLogFile = path.join(nginxDir, 'access.log');
    const accessLog = (): AccessLogLine[] =>
      existsSync(accessLogFile)
        ? readFileSync(accessLogFile, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as AccessLogLine)
        : [];
    const processAt = (upstream: string) => processes.find((one) => upstream.trim() === one.address);

    const cluster: Cluster = {
      url,
      redirectUrl: `http://127.0.0.1:${redirectPort}`,
      processes,
      databaseUrl,
      redisUrl,
      redisPrefix,
      jwtSecret,
      metricsToken,
      dir,
      readyRoute: () => readyRoute,
      accessLog,
      nginxErrors: () => {
        const file = path.join(nginxDir, 'error.log');
        return existsSync(file) ? readFileSync(file, 'utf8').slice(-4000) : '';
      },
      processAt,
      async stickyKeyFor(target) {
        for (let attempt = 0; attempt < 64; attempt += 1) {
          const key = `probe-${randomBytes(6).toString('hex')}`;
          // No transport: the process refuses it at once (400) without opening a session.
          await fetch(`${url}/socket.io/`, { headers: { cookie: `garage_sticky=${key}` } }).then((answer) => answer.arrayBuffer());
          const line = await waitFor('the probe in the access log', 2000, async () => accessLog().find((entry) => entry.sticky === key));
          if (processAt(line.upstream) === target) return key;
        }
        throw new Error(`no sticky key reached process ${target.name}`);
      },
      async stop() {
        liveClusters.delete(cluster);
        await runCleanups();
      },
    };
    liveClusters.add(cluster);
    return cluster;
  } catch (error) {
    await runCleanups();
    throw error;
  }
}

async function fourFreePorts(): Promise<[number, number, number, number]> {
  const ports = new Set<number>();
  while (ports.size < 4) ports.add(await freePort());
  return [...ports] as [number, number, number, number];
}

async function deleteRedisKeys(redisUrl: string, prefix: string) {
  const client = createClient({ url: redisUrl });
  await client.connect();
  try {
    for await (const keys of client.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 })) {
      if (keys.length) await client.del(keys);
    }
  } finally {
    await client.quit();
  }
}

interface AppProcessSettings {
  name: string;
  port: number;
  buildRoot: string;
  runtime: ServerRuntime;
  env: Record<string, string>;
  logFile: string;
  echo: boolean;
  readyRoute: () => 'ready' | 'health';
  fallBackToHealth: () => void;
}

function appProcess(settings: AppProcessSettings): AppProcess {
  const url = `http://127.0.0.1:${settings.port}`;
  let child: ChildProcess | null = null;
  let exited: Promise<string> = Promise.resolve('not started');
  let recent = '';
  let log: WriteStream | null = null;
  const running = () => child !== null && child.exitCode === null && child.signalCode === null;

  const one: AppProcess = {
    name: settings.name,
    port: settings.port,
    url,
    address: `127.0.0.1:${settings.port}`,
    child: () => child,
    running,
    output: () => recent,
    async start() {
      if (running()) throw new Error(`process ${settings.name} is already running`);
      log ??= createWriteStream(settings.logFile, { flags: 'a' });
      // As deploy/garage@.service and the Dockerfile run it: node with the runtime's flags on the bundle.
      const started = spawn(process.execPath, [...settings.runtime.SERVER_NODE_FLAGS, path.join(settings.buildRoot, 'dist-server', 'main.js')], {
        cwd: settings.buildRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: settings.env,
      });
      child = started;
      const keep = (chunk: Buffer) => {
        recent = (recent + chunk.toString()).slice(-20_000);
        log?.write(chunk);
        if (settings.echo) process.stderr.write(`[${settings.name}] ${chunk.toString()}`);
      };
      started.stdout!.on('data', keep);
      started.stderr!.on('data', keep);
      exited = new Promise((resolve) => started.once('exit', (code, signal) => resolve(signal ?? String(code))));
      let ended: string | undefined;
      void exited.then((how) => (ended = how));
      await waitFor(
        `process ${settings.name} (${url})`,
        120_000,
        async () => {
          const answer = await fetch(`${url}/api/${settings.readyRoute()}`);
          if (answer.status === 404 && settings.readyRoute() === 'ready') settings.fallBackToHealth();
          return answer.ok ? true : undefined;
        },
        () => (ended !== undefined ? `exited (${ended}):\n${recent.slice(-4000)}` : undefined),
      );
    },
    dispose() {
      log?.end();
      log = null;
    },
    async stop(signal = 'SIGTERM', timeoutMs = 30_000) {
      const current = child;
      if (!current || !running()) return exited;
      current.kill(signal);
      const timer = setTimeout(() => current.kill('SIGKILL'), timeoutMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
  return one;
}
