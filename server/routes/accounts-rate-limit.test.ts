import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import * as contract from '../../contract/accounts';
import { messages } from '../../contract/messages';
import { MemoryCounterStore } from '../plugins/rate-limit';
import { createAccount } from '../test/fixtures';
import { createAccountsTestApp, type AccountsTestApp } from './accounts-testing';

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

describe('per e-mail', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({ rateLimit: { windowSeconds: 900, perIp: 1000, perEmail: 3, keyPrefix: 'per-email' } });
  });
  afterAll(() => t.close());

  it('refuses the 4th login for one e-mail with 429, from any IP, while other e-mails still sign in', async () => {
    const target = await createAccount(t.app);
    for (let i = 0; i < 3; i += 1) {
      const res = await post(t, contract.login.path, { email: target.email, password: 'Sai@12345' }, { ip: `10.0.0.${i + 1}` });
      expect(res.statusCode).toBe(401);
    }
    // Right password or not, the e-mail is held until the window ends: guessing stops here.
    expectTooMany(await post(t, contract.login.path, { email: target.email.toUpperCase(), password: target.password }, { ip: '10.0.0.9' }));

    const other = await createAccount(t.app);
    expect((await post(t, contract.login.path, { email: other.email, password: other.password })).statusCode).toBe(200);
    // Another group of routes counts apart: the held e-mail can still ask for a reset code.
    expect((await post(t, contract.forgotPassword.path, { email: target.email })).statusCode).toBe(200);
  });

  it.each([
    ['register', contract.registerAccount.path, (email: string) => ({ fullName: 'An', email, password: 'MatKhau@123' })],
    ['verify', contract.verifyAccount.path, (email: string) => ({ email, code: '000000' })],
    ['resend-code', contract.resendVerificationCode.path, (email: string) => ({ email })],
    ['forgot-password', contract.forgotPassword.path, (email: string) => ({ email })],
    ['reset-password', contract.resetPassword.path, (email: string) => ({ email, verificationCode: '000000', newPassword: 'MatKhau@123' })],
  ])('limits %s per e-mail', async (_name, url, payload) => {
    const email = `gioi-han-${randomBytes(4).toString('hex')}@example.com`;
    for (let i = 0; i < 3; i += 1) {
      expect((await post(t, url, payload(email), { ip: `10.1.0.${i + 1}` })).statusCode).not.toBe(429);
    }
    expectTooMany(await post(t, url, payload(email), { ip: '10.1.0.9' }));
  });

  it('limits the password-change steps per signed-in account', async () => {
    const user = await createAccount(t.app);
    for (let i = 0; i < 3; i += 1) {
      const res = await post(t, contract.verifyCurrentPassword.path, { currentPassword: 'Sai@12345' }, { headers: user.headers, ip: `10.2.0.${i + 1}` });
      expect(res.statusCode).toBe(400);
    }
    expectTooMany(await post(t, contract.sendPasswordChangeCode.path, { currentPassword: user.password }, { headers: user.headers }));
    expectTooMany(await post(t, contract.changePassword.path, { code: '123456', newPassword: 'MatKhauMoi@1' }, { headers: user.headers }));
  });
});

describe('per IP', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({
      rateLimit: { windowSeconds: 900, perIp: 3, perEmail: 1000, keyPrefix: 'per-ip' },
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

describe('window', () => {
  it('counts again from zero once the window has passed', async () => {
    const store = new MemoryCounterStore();
    expect((await store.hit('k', 50)).count).toBe(1);
    expect((await store.hit('k', 50)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 80));
    const after = await store.hit('k', 50);
    expect(after.count).toBe(1);
    expect(after.resetInMs).toBeLessThanOrEqual(50);
  });
});

describe('with Redis (REDIS_URL set)', () => {
  let a: AccountsTestApp;
  let b: AccountsTestApp;
  beforeAll(async () => {
    // Two servers, one Redis: the limit holds across processes.
    const rateLimit = { windowSeconds: 60, perIp: 1000, perEmail: 2, keyPrefix: `test-${randomBytes(6).toString('hex')}` };
    a = await createAccountsTestApp({ redisUrl, rateLimit });
    b = await createAccountsTestApp({ redisUrl, rateLimit });
  }, 180_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('shares the counters between server instances', async () => {
    const email = `redis-${randomBytes(4).toString('hex')}@example.com`;
    expect((await post(a, contract.login.path, { email, password: 'x' })).statusCode).toBe(401);
    expect((await post(b, contract.login.path, { email, password: 'x' })).statusCode).toBe(401);
    expectTooMany(await post(a, contract.login.path, { email, password: 'x' }));
    expectTooMany(await post(b, contract.login.path, { email, password: 'x' }));
  });
});
