import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createAccount } from '../test/fixtures';
import { createTestApp } from '../test/test-app';
import type { App } from '../app';
import { loggerOptions } from './request-log';

interface Line {
  level: number;
  msg: string;
  method?: string;
  url?: string;
  status?: number;
}

const WARN = 40;

describe('request logging', () => {
  const written: string[] = [];
  const lines = () => written.flatMap((chunk) => chunk.split('\n')).filter(Boolean).map((text) => JSON.parse(text) as Line);
  let app: App;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const logger = { ...(loggerOptions({ logLevel: 'info', prettyLogs: false }) as object), stream };
    app = await createTestApp({}, { logger });
  });
  afterAll(() => app.close());

  it('writes one JSON line per request', async () => {
    written.length = 0;
    await app.inject({ method: 'GET', url: '/api/health' });
    const requestLines = lines().filter((line) => line.url === '/api/health');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ method: 'GET', status: 200, msg: 'request' });
  });

  it('a refused login is a warning that holds neither the password nor any token', async () => {
    const account = await createAccount(app, { password: 'DungMatKhau@2026' });
    written.length = 0;
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      headers: { authorization: 'Bearer tok.en.secret' },
      payload: { email: account.email, password: 'SaiMatKhau@2026' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await app.inject({ method: 'POST', url: '/api/accounts/login', payload: { email: account.email, password: account.password } });
    expect(right.statusCode).toBe(200);

    const loginLines = lines().filter((line) => line.url === '/api/accounts/login');
    expect(loginLines.map((line) => [line.status, line.level])).toEqual([
      [401, WARN],
      [200, 30],
    ]);
    const everything = written.join('');
    for (const secret of ['SaiMatKhau@2026', account.password, 'tok.en.secret', right.json().token as string, account.token]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('readable lines at a terminal, JSON elsewhere, unless LOG_FORMAT says', () => {
    const at = (LOG_FORMAT: string) => loadConfig({ NODE_ENV: 'test', LOG_FORMAT }, { jwtSecret: 'x'.repeat(40) }).prettyLogs;
    expect(at('pretty')).toBe(true);
    expect(at('json')).toBe(false);
    expect(at('auto')).toBe(process.stdout.isTTY === true);
    expect(JSON.stringify(loggerOptions({ logLevel: 'info', prettyLogs: true }))).toContain('pino-pretty');
  });
});
