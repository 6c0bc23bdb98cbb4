import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';
import * as contract from '../../contract/accounts';
import { eq } from 'drizzle-orm';
import { CODE_MAX_ATTEMPTS, CODE_WRONG_TRIES_PER_ACCOUNT_HOUR } from '../../contract/constants';
import { format, messages } from '../../contract/messages';
import type { RateLimitSettings } from '../plugins/rate-limit';
import Fastify from 'fastify';
import { oneTimeCodes, pendingRegistrations } from '../db/schema';
import { HttpError, unauthorized } from '../lib/http-errors';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_DAYS } from '../lib/known-device';
import { rateLimitPlugin } from '../plugins/rate-limit';
import { createAccount, type TestAccount } from '../test/fixtures';
import { createTestDatabase } from '../test/test-app';
import { createAccountsTestApp, lastCode, wrongCode, type AccountsTestApp } from './accounts-testing';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

type Caller = { ip?: string; headers?: Record<string, string>; cookies?: Record<string, string> };

function post(t: AccountsTestApp, url: string, payload: Record<string, unknown>, caller: Caller = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers: caller.headers ?? {}, cookies: caller.cookies ?? {}, remoteAddress: caller.ip ?? '127.0.0.1' });
}

type Answer = { statusCode: number; json(): unknown; headers: Record<string, unknown> };

const messageOf = (res: Answer) => contract.accountFailureSchema.parse(res.json()).message;

function expectTooMany(res: Answer, message: string = messages.common.tooManyRequests) {
  expect(res.statusCode).toBe(429);
  expect(messageOf(res)).toBe(message);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

/** The wait a new device at a busy address is told, in seconds. */
function expectAddressWait(res: Answer, maxSeconds: number): number {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  expect(messageOf(res)).toBe(format(messages.auth.addressWaiting, { seconds }));
  return seconds;
}

/** The account's wrong codes are used up: the answer says to wait the rest of the hour, then ask for a new code. */
function expectCodesSpent(res: Answer, status: 400 | 429) {
  expect(res.statusCode).toBe(status);
  const minutes = Number(/(\d+) phút/.exec(messageOf(res))?.[1]);
  expect(minutes).toBeGreaterThan(0);
  expect(minutes).toBeLessThanOrEqual(60);
  expect(messageOf(res)).toBe(format(messages.auth.codeGuessesSpent, { minutes }));
  if (status === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signs in from `ip`: the answer's known-device cookie, as the browser keeps it. */
async function signInForDevice(t: AccountsTestApp, account: TestAccount, ip: string): Promise<Record<string, string>> {
  const res = await post(t, contract.login.path, { email: account.email, password: account.password }, { ip });
  expect(res.statusCode).toBe(200);
  const device = res.cookies.find((cookie) => cookie.name === KNOWN_DEVICE_COOKIE);
  expect(device).toBeDefined();
  return { [KNOWN_DEVICE_COOKIE]: device!.value };
}

const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

/** The defaults of server/config.ts, with request counts high enough to reach the guess limits. */
const LIMITS: RateLimitSettings = {
  windowSeconds: 900,
  perIp: 1000,
  perEmail: 3,
  loginFailsPerEmailIp: 10,
  blockSeconds: 900,
  codeFailsPerAccountHour: CODE_WRONG_TRIES_PER_ACCOUNT_HOUR,
  ipFailsBeforeDelay: 1000,
  ipDelayMaxSeconds: 60,
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

  it("counts a known device's wrong passwords on their own: it is held after 10, its address's other browsers are not", async () => {
    const owner = await createAccount(t.app);
    const ip = '203.0.113.13';
    const device = await signInForDevice(t, owner, ip);
    for (let i = 0; i < 10; i += 1) {
      expect((await post(t, contract.login.path, { email: owner.email, password: `Sai@${i}1234` }, { ip, cookies: device })).statusCode).toBe(401);
    }
    expectTooMany(await post(t, contract.login.path, { email: owner.email, password: owner.password }, { ip, cookies: device }));
    expect((await post(t, contract.login.path, { email: owner.email, password: owner.password }, { ip })).statusCode).toBe(200);
  });

  it('sets the known-device cookie on sign-in: httpOnly, SameSite=Lax, for the account routes only, 180 days', async () => {
    const user = await createAccount(t.app);
    const res = await post(t, contract.login.path, { email: user.email, password: user.password });
    const cookie = res.cookies.find((entry) => entry.name === KNOWN_DEVICE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/accounts', maxAge: KNOWN_DEVICE_DAYS * 24 * 3600 });
    // Secure under NODE_ENV=production only, like the session cookie.
    expect(cookie?.secure).toBeFalsy();
  });
});

describe(`wrong codes: ${CODE_WRONG_TRIES_PER_ACCOUNT_HOUR} an hour per account, from every address together`, () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({ rateLimit: LIMITS });
  });
  afterAll(() => t.close());

  const resetWith = (email: string, code: string, ip: string) =>
    post(t, contract.resetPassword.path, { email, verificationCode: code, newPassword: 'MatKhauMoi@1' }, { ip });

  it('kills the reset code at the last wrong try, whatever the addresses; the right code and a new one wait for the hour', async () => {
    const owner = await createAccount(t.app);
    await post(t, contract.forgotPassword.path, { email: owner.email }, { ip: '198.51.100.30' });
    const code = lastCode(t.mails, owner.email);
    // Each guess from an address of its own: counted per address, ~1,160 an hour got through.
    for (let i = 1; i < CODE_WRONG_TRIES_PER_ACCOUNT_HOUR; i += 1) {
      const res = await resetWith(owner.email, wrongCode(code), `203.0.113.${30 + i}`);
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe(messages.auth.codeInvalid);
    }
    expectCodesSpent(await resetWith(owner.email, wrongCode(code), '203.0.113.39'), 400);
    // Dead in the database: a restart or another process does not bring it back.
    const [row] = await t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, owner.email));
    expect(row?.attempts).toBe(CODE_MAX_ATTEMPTS);
    expectCodesSpent(await resetWith(owner.email, code, '198.51.100.30'), 429);
    // Asking for a new code buys no more guesses this hour.
    expect((await post(t, contract.forgotPassword.path, { email: owner.email }, { ip: '198.51.100.30' })).statusCode).toBe(200);
    expectCodesSpent(await resetWith(owner.email, lastCode(t.mails, owner.email), '198.51.100.30'), 429);
    // The password itself was never at stake.
    expect((await post(t, contract.login.path, { email: owner.email, password: owner.password })).statusCode).toBe(200);
  });

  it('counts the codes of every kind of the account together: reset and password change', async () => {
    const user = await createAccount(t.app, { password: 'MatKhauCu@1' });
    await post(t, contract.forgotPassword.path, { email: user.email });
    expect((await resetWith(user.email, wrongCode(lastCode(t.mails, user.email)), '203.0.113.40')).statusCode).toBe(400);
    await post(t, contract.sendPasswordChangeCode.path, { currentPassword: 'MatKhauCu@1' }, { headers: user.headers });
    const code = lastCode(t.mails, user.email);
    const change = (guess: string, ip: string) => post(t, contract.changePassword.path, { code: guess, newPassword: 'MatKhauMoi@1' }, { headers: user.headers, ip });
    for (let i = 2; i < CODE_WRONG_TRIES_PER_ACCOUNT_HOUR; i += 1) expect((await change(wrongCode(code), `203.0.113.${40 + i}`)).statusCode).toBe(400);
    expectCodesSpent(await change(wrongCode(code), '203.0.113.49'), 400);
    expectCodesSpent(await change(code, '198.51.100.40'), 429);
    // Both codes died, the reset code too.
    const rows = await t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, user.email));
    expect(rows.map((row) => [row.purpose, row.attempts]).sort()).toEqual([
      ['change_password', CODE_MAX_ATTEMPTS],
      ['reset', CODE_MAX_ATTEMPTS],
    ]);
  });

  it('kills a registration code the same way', async () => {
    const email = uniqueEmail('dang-ky');
    await post(t, contract.registerAccount.path, { fullName: 'Chủ Thật', email, password: 'ChuThat@123' }, { ip: '198.51.100.31' });
    const code = lastCode(t.mails, email);
    for (let i = 1; i < CODE_WRONG_TRIES_PER_ACCOUNT_HOUR; i += 1) {
      expect((await post(t, contract.verifyAccount.path, { email, code: wrongCode(code) }, { ip: `203.0.113.${50 + i}` })).statusCode).toBe(400);
    }
    expectCodesSpent(await post(t, contract.verifyAccount.path, { email, code: wrongCode(code) }, { ip: '203.0.113.59' }), 400);
    expectCodesSpent(await post(t, contract.verifyAccount.path, { email, code, password: 'ChuThat@123' }, { ip: '198.51.100.31' }), 429);
    const [row] = await t.app.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email));
    expect(row?.attempts).toBe(CODE_MAX_ATTEMPTS);
  });

  it('lets no more wrong codes through than the budget when they are sent all at once', async () => {
    const owner = await createAccount(t.app);
    await post(t, contract.forgotPassword.path, { email: owner.email });
    const code = lastCode(t.mails, owner.email);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => resetWith(owner.email, wrongCode(code), `203.0.113.${60 + i}`)));
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(CODE_WRONG_TRIES_PER_ACCOUNT_HOUR);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(12 - CODE_WRONG_TRIES_PER_ACCOUNT_HOUR);
    const [row] = await t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, owner.email));
    expect(row?.attempts).toBe(CODE_MAX_ATTEMPTS);
  });

  it('still takes the right code after a typo or two', async () => {
    const owner = await createAccount(t.app);
    await post(t, contract.forgotPassword.path, { email: owner.email });
    const code = lastCode(t.mails, owner.email);
    for (let i = 1; i < CODE_WRONG_TRIES_PER_ACCOUNT_HOUR; i += 1) expect((await resetWith(owner.email, wrongCode(code), '198.51.100.33')).statusCode).toBe(400);
    expect((await resetWith(owner.email, code, '198.51.100.33')).statusCode).toBe(200);
  });
});

describe('a code the account budget killed, after a restart', () => {
  it('stays dead though the counters start afresh; a new code works', async () => {
    // Two servers one after the other on the same database: the embedded one in a folder, or a Postgres database.
    const adminUrl = process.env.TEST_DATABASE_URL;
    const database = adminUrl ? await createTestDatabase(adminUrl) : undefined;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'garage-restart-'));
    const sameDatabase = database ? { databaseUrl: database.url } : { dataDir, inMemoryDatabase: false };
    try {
      const before = await createAccountsTestApp({ rateLimit: LIMITS, ...sameDatabase });
      let owner: TestAccount;
      let code: string;
      try {
        owner = await createAccount(before.app);
        await post(before, contract.forgotPassword.path, { email: owner.email });
        code = lastCode(before.mails, owner.email);
        for (let i = 1; i < CODE_WRONG_TRIES_PER_ACCOUNT_HOUR; i += 1) await post(before, contract.resetPassword.path, { email: owner.email, verificationCode: wrongCode(code), newPassword: 'MatKhauMoi@1' });
        expectCodesSpent(await post(before, contract.resetPassword.path, { email: owner.email, verificationCode: wrongCode(code), newPassword: 'MatKhauMoi@1' }), 400);
      } finally {
        await before.close();
      }
      const after = await createAccountsTestApp({ rateLimit: LIMITS, ...sameDatabase });
      try {
        const dead = await post(after, contract.resetPassword.path, { email: owner.email, verificationCode: code, newPassword: 'MatKhauMoi@1' });
        expect(dead.statusCode).toBe(400);
        expect(messageOf(dead)).toBe(messages.auth.codeTooManyAttempts);
        await post(after, contract.forgotPassword.path, { email: owner.email });
        const fresh = await post(after, contract.resetPassword.path, { email: owner.email, verificationCode: lastCode(after.mails, owner.email), newPassword: 'MatKhauMoi@1' });
        expect(fresh.statusCode).toBe(200);
      } finally {
        await after.close();
      }
    } finally {
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('wrong tries per address: growing waits, and known devices go on', () => {
  const WAIT_AFTER = 100;
  const LONGEST_WAIT = 2;
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({ rateLimit: { ...LIMITS, ipFailsBeforeDelay: WAIT_AFTER, ipDelayMaxSeconds: LONGEST_WAIT, keyPrefix: 'per-address' } });
  });
  afterAll(() => t.close());

  it('lets the owner in from a known device while someone at the same address guesses; a new device there waits seconds, not a day', async () => {
    const office = '203.0.113.70';
    const [owner, colleague] = [await createAccount(t.app), await createAccount(t.app)];
    const ownerDevice = await signInForDevice(t, owner, '198.51.100.70');
    // Someone in the office guesses: the owner's password first (which holds the owner's e-mail there), then anyone's.
    for (let i = 0; i < WAIT_AFTER; i += 1) {
      const email = i < LIMITS.loginFailsPerEmailIp ? owner.email : uniqueEmail('doan-mo');
      expect((await post(t, contract.login.path, { email, password: `Sai@${i}1234` }, { ip: office })).statusCode).toBe(401);
    }
    // Now every try from the office waits its turn, longer after each wrong one: 1 s, then 2 s (at most LONGEST_WAIT here).
    const first = expectAddressWait(await post(t, contract.login.path, { email: uniqueEmail('doan-mo'), password: 'Sai@12345' }, { ip: office }), 1);
    await sleep(first * 1000);
    expect((await post(t, contract.login.path, { email: uniqueEmail('doan-mo'), password: 'Sai@12345' }, { ip: office })).statusCode).toBe(401);

    // The owner's known device: in at once, though the office waits and the owner's e-mail is held there.
    expect((await post(t, contract.login.path, { email: owner.email, password: owner.password }, { ip: office, cookies: ownerDevice })).statusCode).toBe(200);
    expectTooMany(await post(t, contract.login.path, { email: owner.email, password: owner.password }, { ip: office }));
    // A new device in the office waits a few seconds, and the owner's cookie is no pass for another account.
    const wait = expectAddressWait(await post(t, contract.login.path, { email: colleague.email, password: colleague.password }, { ip: office }), LONGEST_WAIT);
    expectAddressWait(await post(t, contract.login.path, { email: colleague.email, password: colleague.password }, { ip: office, cookies: ownerDevice }), LONGEST_WAIT);
    await sleep(wait * 1000);
    expect((await post(t, contract.login.path, { email: colleague.email, password: colleague.password }, { ip: office })).statusCode).toBe(200);
  }, 60_000);
});

describe('wrong tries per address: passwords and codes together', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({ rateLimit: { ...LIMITS, ipFailsBeforeDelay: 4, keyPrefix: 'per-address-kinds' } });
  });
  afterAll(() => t.close());

  it('makes an address wait after its wrong passwords and codes of any e-mails; other addresses go on', async () => {
    const ip = '203.0.113.40';
    for (let i = 0; i < 2; i += 1) {
      expect((await post(t, contract.login.path, { email: uniqueEmail('ai-do'), password: 'x' }, { ip })).statusCode).toBe(401);
      expect((await post(t, contract.verifyAccount.path, { email: uniqueEmail('ai-do'), code: '000000' }, { ip })).statusCode).toBe(400);
    }
    const user = await createAccount(t.app);
    expectAddressWait(await post(t, contract.login.path, { email: user.email, password: user.password }, { ip }), 1);
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
    // One deployment (one REDIS_PREFIX), though each server here has a database of its own.
    const redisPrefix = `test-${randomBytes(6).toString('hex')}`;
    a = await createAccountsTestApp({ redisUrl, redisPrefix, rateLimit });
    b = await createAccountsTestApp({ redisUrl, redisPrefix, rateLimit });
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

  it("shares an account's wrong codes between server instances", async () => {
    const email = uniqueEmail('redis-ma');
    const guess = (t: AccountsTestApp, ip: string) => post(t, contract.resetPassword.path, { email, verificationCode: '000000', newPassword: 'MatKhauMoi@1' }, { ip });
    for (let i = 1; i < CODE_WRONG_TRIES_PER_ACCOUNT_HOUR; i += 1) expect((await guess(i % 2 ? a : b, `203.0.113.${80 + i}`)).statusCode).toBe(400);
    expectCodesSpent(await guess(b, '203.0.113.89'), 400);
    expectCodesSpent(await guess(a, '198.51.100.89'), 429);
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
