import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import * as contract from '../../contract/accounts';
import { CODE_GUESSES_PER_ADDRESS } from '../../contract/constants';
import { messages } from '../../contract/messages';
import type { RateLimitSettings } from '../plugins/rate-limit';
import Fastify from 'fastify';
import { HttpError, unauthorized } from '../lib/http-errors';
import { rateLimitPlugin } from '../plugins/rate-limit';
import { createAccount } from '../test/fixtures';
import { createAccountsTestApp, lastCode, wrongCode, type AccountsTestApp } from './accounts-testing';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

type Caller = { ip?: string; headers?: Record<string, string> };

function post(t: AccountsTestApp, url: string, payload: Record<string, unknown>, caller: Caller = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers: caller.headers ?? {}, remoteAddress: caller.ip ?? '127.0.0.1' });
}

function expectTooMany(res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(429);
  expect(contract.accountFailureSchema.parse(res.json()).message).toBe(messages.common.tooManyRequests);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

/** The defaults of server/config.ts, with request counts high enough to reach the guess limits. */
const LIMITS: RateLimitSettings = {
  windowSeconds: 900,
  perIp: 1000,
  perEmail: 3,
  loginFailsPerEmailIp: 10,
  blockSeconds: 900,
  codeFailsPerEmailIp: CODE_GUESSES_PER_ADDRESS,
  failsPerIpPerDay: 1000,
  keyPrefix: 'guesses',
};

describe('wrong passwords: the guessing address waits, the owner does not', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({ rateLimit: LIMITS });
  });
  afterAll(() => t.close());

  it('after 10 wrong passwords from one address, that address gets 429 while the right password from another logs in', async () => {
    const owner = await createAccount(t.app);
    for (let i = 0; i < 10; i += 1) {
      expect((await post(t, contract.login.path, { email: owner.email, password: `Sai@${i}1234` }, { ip: '203.0.113.10' })).statusCode).toBe(401);
    }
    // Right password or not, the guessing address is held for this e-mail.
    expectTooMany(await post(t, contract.login.path, { email: owner.email.toUpperCase(), password: owner.password }, { ip: '203.0.113.10' }));
    expect((await post(t, contract.login.path, { email: owner.email, password: owner.password }, { ip: '198.51.100.20' })).statusCode).toBe(200);
    // The held address can still sign in to other accounts, and ask for a reset code.
    const other = await createAccount(t.app);
    expect((await post(t, contract.login.path, { email: other.email, password: other.password }, { ip: '203.0.113.10' })).statusCode).toBe(200);
    expect((await post(t, contract.forgotPassword.path, { email: owner.email }, { ip: '203.0.113.10' })).statusCode).toBe(200);
  });

  it('a right password clears the count of its address', async () => {
    const owner = await createAccount(t.app);
    const ip = '203.0.113.11';
    for (let i = 0; i < 9; i += 1) await post(t, contract.login.path, { email: owner.email, password: 'Sai@123456' }, { ip });
    expect((await post(t, contract.login.path, { email: owner.email, password: owner.password }, { ip })).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) {
      expect((await post(t, contract.login.path, { email: owner.email, password: 'Sai@123456' }, { ip })).statusCode).toBe(401);
    }
    expect((await post(t, contract.login.path, { email: owner.email, password: owner.password }, { ip })).statusCode).toBe(200);
  });

  it('counts wrong current passwords of the password change the same way, per account and address', async () => {
    const user = await createAccount(t.app);
    for (let i = 0; i < 10; i += 1) {
      const res = await post(t, contract.verifyCurrentPassword.path, { currentPassword: 'Sai@12345' }, { headers: user.headers, ip: '203.0.113.12' });
      expect(res.statusCode).toBe(400);
    }
    expectTooMany(await post(t, contract.sendPasswordChangeCode.path, { currentPassword: user.password }, { headers: user.headers, ip: '203.0.113.12' }));
    expect((await post(t, contract.sendPasswordChangeCode.path, { currentPassword: user.password }, { headers: user.headers, ip: '198.51.100.21' })).statusCode).toBe(
      200,
    );
  });
});

describe('wrong codes: counted per e-mail and address, the code survives', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({ rateLimit: LIMITS });
  });
  afterAll(() => t.close());

  it(`the owner's reset code still works from another address after ${CODE_GUESSES_PER_ADDRESS} wrong guesses from one`, async () => {
    const owner = await createAccount(t.app);
    await post(t, contract.forgotPassword.path, { email: owner.email }, { ip: '198.51.100.30' });
    const code = lastCode(t.mails, owner.email);
    for (let i = 0; i < CODE_GUESSES_PER_ADDRESS; i += 1) {
      const res = await post(t, contract.resetPassword.path, { email: owner.email, verificationCode: wrongCode(code), newPassword: 'KeLa@12345' }, { ip: '203.0.113.30' });
      expect(res.statusCode).toBe(400);
    }
    // The guesser is held, even with the right code...
    expectTooMany(await post(t, contract.resetPassword.path, { email: owner.email, verificationCode: code, newPassword: 'KeLa@12345' }, { ip: '203.0.113.30' }));
    // ...while the owner's code was not killed.
    const reset = await post(t, contract.resetPassword.path, { email: owner.email, verificationCode: code, newPassword: 'MatKhauMoi@1' }, { ip: '198.51.100.30' });
    expect(reset.statusCode).toBe(200);
    expect((await post(t, contract.login.path, { email: owner.email, password: 'MatKhauMoi@1' })).statusCode).toBe(200);
  });

  it(`the registration code still verifies from another address after ${CODE_GUESSES_PER_ADDRESS} wrong guesses from one`, async () => {
    const email = uniqueEmail('dang-ky');
    await post(t, contract.registerAccount.path, { fullName: 'Chủ Thật', email, password: 'ChuThat@123' }, { ip: '198.51.100.31' });
    const code = lastCode(t.mails, email);
    for (let i = 0; i < CODE_GUESSES_PER_ADDRESS; i += 1) {
      expect((await post(t, contract.verifyAccount.path, { email, code: wrongCode(code) }, { ip: '203.0.113.31' })).statusCode).toBe(400);
    }
    expectTooMany(await post(t, contract.verifyAccount.path, { email, code }, { ip: '203.0.113.31' }));
    expect((await post(t, contract.verifyAccount.path, { email, code, password: 'ChuThat@123' }, { ip: '198.51.100.31' })).statusCode).toBe(200);
  });

  it(`holds an address after ${CODE_GUESSES_PER_ADDRESS} wrong password-change codes; the account's other browser still changes it`, async () => {
    const user = await createAccount(t.app, { password: 'MatKhauCu@1' });
    await post(t, contract.sendPasswordChangeCode.path, { currentPassword: 'MatKhauCu@1' }, { headers: user.headers });
    const code = lastCode(t.mails, user.email);
    for (let i = 0; i < CODE_GUESSES_PER_ADDRESS; i += 1) {
      const res = await post(t, contract.changePassword.path, { code: wrongCode(code), newPassword: 'MatKhauMoi@1' }, { headers: user.headers, ip: '203.0.113.32' });
      expect(res.statusCode).toBe(400);
    }
    expectTooMany(await post(t, contract.changePassword.path, { code, newPassword: 'MatKhauMoi@1' }, { headers: user.headers, ip: '203.0.113.32' }));
    const change = await post(t, contract.changePassword.path, { code, newPassword: 'MatKhauMoi@1' }, { headers: user.headers, ip: '198.51.100.32' });
    expect(change.statusCode).toBe(200);
  });
});

describe('wrong tries per address per day', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({ rateLimit: { ...LIMITS, failsPerIpPerDay: 4, keyPrefix: 'per-day' } });
  });
  afterAll(() => t.close());

  it('holds an address after its daily wrong passwords and codes, whatever the e-mails; other addresses go on', async () => {
    const ip = '203.0.113.40';
    for (let i = 0; i < 2; i += 1) {
      expect((await post(t, contract.login.path, { email: uniqueEmail('ai-do'), password: 'x' }, { ip })).statusCode).toBe(401);
      expect((await post(t, contract.verifyAccount.path, { email: uniqueEmail('ai-do'), code: '000000' }, { ip })).statusCode).toBe(400);
    }
    const user = await createAccount(t.app);
    expectTooMany(await post(t, contract.login.path, { email: user.email, password: user.password }, { ip }));
    expect((await post(t, contract.login.path, { email: user.email, password: user.password }, { ip: '198.51.100.40' })).statusCode).toBe(200);
  });
});

describe('mails per e-mail', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({ rateLimit: { ...LIMITS, perEmail: 3, keyPrefix: 'per-email' } });
  });
  afterAll(() => t.close());

  it.each([
    ['register', contract.registerAccount.path, (email: string) => ({ fullName: 'An', email, password: 'MatKhau@123' })],
    ['resend-code', contract.resendVerificationCode.path, (email: string) => ({ email })],
    ['forgot-password', contract.forgotPassword.path, (email: string) => ({ email })],
  ])('limits %s per e-mail, from any address, so no mailbox is flooded', async (_name, url, payload) => {
    const email = uniqueEmail('gioi-han');
    for (let i = 0; i < 3; i += 1) {
      expect((await post(t, url, payload(email), { ip: `10.1.0.${i + 1}` })).statusCode).toBe(200);
    }
    expectTooMany(await post(t, url, payload(email), { ip: '10.1.0.9' }));
  });
});

describe('per IP', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({
      rateLimit: { ...LIMITS, perIp: 3, perEmail: 1000, keyPrefix: 'per-ip' },
      // Nothing listens there: a provider call fails at once.
      googleUserinfoUrl: 'http://127.0.0.1:1/userinfo',
      facebookGraphUrl: 'http://127.0.0.1:1',
    });
  });
  afterAll(() => t.close());

  it('refuses the 4th login from one IP whatever the e-mail, and lets other IPs in', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await post(t, contract.login.path, { email: `ai-do-${i}@example.com`, password: 'x' }, { ip: '203.0.113.7' })).statusCode).toBe(401);
    }
    expectTooMany(await post(t, contract.login.path, { email: 'ai-do-khac@example.com', password: 'x' }, { ip: '203.0.113.7' }));
    const user = await createAccount(t.app);
    expect((await post(t, contract.login.path, { email: user.email, password: user.password }, { ip: '203.0.113.8' })).statusCode).toBe(200);
  });

  it('limits Google and Facebook sign-in per IP', async () => {
    // The limit answers before the (unreachable) provider is asked.
    for (const url of [contract.googleLogin.path, contract.facebookLogin.path]) {
      const ip = `198.51.100.${url.length % 200}`;
      for (let i = 0; i < 3; i += 1) expect((await post(t, url, { access_token: 'x' }, { ip })).statusCode).toBe(502);
      expectTooMany(await post(t, url, { access_token: 'x' }, { ip }));
    }
  });
});

describe('with Redis (REDIS_URL set)', () => {
  let a: AccountsTestApp;
  let b: AccountsTestApp;
  beforeAll(async () => {
    // Two servers, one Redis: the counts hold across processes.
    const rateLimit = { ...LIMITS, loginFailsPerEmailIp: 2, perEmail: 2, keyPrefix: `test-${randomBytes(6).toString('hex')}` };
    a = await createAccountsTestApp({ redisUrl, rateLimit });
    b = await createAccountsTestApp({ redisUrl, rateLimit });
  }, 180_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('shares the wrong-password count of an e-mail and address between server instances', async () => {
    const email = uniqueEmail('redis');
    expect((await post(a, contract.login.path, { email, password: 'x' }, { ip: '203.0.113.50' })).statusCode).toBe(401);
    expect((await post(b, contract.login.path, { email, password: 'x' }, { ip: '203.0.113.50' })).statusCode).toBe(401);
    expectTooMany(await post(a, contract.login.path, { email, password: 'x' }, { ip: '203.0.113.50' }));
    expectTooMany(await post(b, contract.login.path, { email, password: 'x' }, { ip: '203.0.113.50' }));
    expect((await post(b, contract.login.path, { email, password: 'x' }, { ip: '203.0.113.51' })).statusCode).toBe(401);
  });

  it('shares the mail count of an e-mail between server instances', async () => {
    const email = uniqueEmail('redis-thu');
    expect((await post(a, contract.forgotPassword.path, { email })).statusCode).toBe(200);
    expect((await post(b, contract.forgotPassword.path, { email })).statusCode).toBe(200);
    expectTooMany(await post(a, contract.forgotPassword.path, { email }));
  });
});

/** A TCP relay to Redis that can drop every connection, as a Redis outage looks to the app. */
async function redisRelay(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port || 6379), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}

describe('when Redis goes away', () => {
  it('keeps counting in this process instead of failing or hanging', async () => {
    const relay = await redisRelay(redisUrl);
    // The plugin alone: the app's other Redis clients (chat, bookings) have their own outage rules.
    const app = Fastify();
    await app.register(rateLimitPlugin, { settings: { ...LIMITS, loginFailsPerEmailIp: 2, keyPrefix: `cut-${randomBytes(6).toString('hex')}` }, redisUrl: relay.url });
    app.post('/thu', (request, reply) =>
      app.rateLimiter.attempt(request, reply, 'password', 'mat-redis@example.com', (error) => error instanceof HttpError && error.statusCode === 401, async () => {
        throw unauthorized(messages.auth.invalidCredentials);
      }),
    );
    try {
      expect((await app.inject({ method: 'POST', url: '/thu' })).statusCode).toBe(401);
      await relay.cut();
      expect((await app.inject({ method: 'POST', url: '/thu' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'POST', url: '/thu' })).statusCode).toBe(401);
      const held = await app.inject({ method: 'POST', url: '/thu' });
      expect(held.statusCode).toBe(429);
      expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  }, 60_000);
});
