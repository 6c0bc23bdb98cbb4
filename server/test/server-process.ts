import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real server (server/main.ts, as `npm start` runs it) in its own process on 127.0.0.1,
 * for tests and benchmarks that must kill it or keep its work out of the measuring process.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the server printed, for a failure's message. */
  output(): string;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<string>;
  /** SIGTERM (a clean shutdown, the database closed) or SIGKILL; resolves once it has ended. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<string>;
}

export interface ServerOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  jwtSecret: string;
  /** More environment (rate limits, capacities). */
  env?: Record<string, string>;
  /** How long the start may take before it counts as failed. */
  startTimeoutMs?: number;
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      REDIS_URL: '',
      SMTP_URL: '',
      JWT_SECRET: options.jwtSecret,
      SEED_DEMO_DATA: 'false',
      STATIC_DIR: path.join(options.dataDir, 'no-built-app'),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
  const server: ServerProcess = {
    url,
    child,
    output: () => printed,
    exited,
    stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  let ended: string | undefined;
  void exited.then((how) => (ended = how));
  while (Date.now() < deadline && ended === undefined) {
    try {
      const answer = await fetch(`${url}/api/health`);
      if (answer.ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop('SIGKILL');
  throw new Error(`the server did not start (${ended ?? 'timed out'}):\n${printed}`);
}
