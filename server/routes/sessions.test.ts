import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import * as contract from '../../contract/accounts';
import { buildPath } from '../../contract/endpoint';
import { disableAccount, enableAccount } from '../../contract/roles';
import { messages } from '../../contract/messages';
import { accounts, oneTimeCodes, sessions } from '../db/schema';
import { createAccount, type TestAccount } from '../test/fixtures';
import { createAccountsTestApp, lastCode, type AccountsTestApp } from './accounts-testing';

/** The secret createTestApp configures. */
const TEST_SECRET = 'test-secret-that-is-long-enough-123456';

let t: AccountsTestApp;
let sequence = 0;
const freshEmail = () => `phien-${Date.now().toString(36)}-${(sequence += 1)}@example.com`;

beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

function post(url: string, payload: unknown, options: { headers?: Record<string, string>; cookies?: Record<string, string> } = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: options.headers ?? {}, cookies: options.cookies ?? {} });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A call only a signed-in account may make: its own account. */
function readSelf(accountId: string, options: { headers?: Record<string, string>; cookies?: Record<string, string> }) {
  return t.app.inject({ method: 'GET', url: buildPath(contract.getAccount.path, { id: accountId }), headers: options.headers ?? {}, cookies: options.cookies ?? {} });
}

async function login(account: { email: string; password: string }): Promise<string> {
  const res = await post(contract.login.path, { email: account.email, password: account.password });
  expect(res.statusCode, res.body).toBe(200);
  return contract.login.response.parse(res.json()).token;
}

function expectRefused(res: { statusCode: number; json(): unknown }, status = 401, message: string = messages.common.unauthorized) {
  expect(res.statusCode).toBe(status);
  expect(contract.accountFailureSchema.parse(res.json()).message).toBe(message);
}

describe('logout', () => {
  let user: TestAccount;
  beforeAll(async () => {
    user = await createAccount(t.app, { fullName: 'Lê Đăng Xuất' });
  });

  it('ends the session of the bearer token: that token is refused afterwards, a new login works', async () => {
    const token = await login(user);
    expect((await readSelf(user.id, { headers: bearer(token) })).statusCode).toBe(200);
    const out = await post(contract.logout.path, {}, { headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(contract.logout.response.parse(out.json()).message).toBe(messages.auth.logoutSuccess);
    expectRefused(await readSelf(user.id, { headers: bearer(token) }));
    // The httpOnly cookie carries the same token: it is refused too, even if a browser kept it.
    expectRefused(await readSelf(user.id, { cookies: { jwt: token } }));

    const again = await login(user);
    expect((await readSelf(user.id, { headers: bearer(again) })).statusCode).toBe(200);
  });

  it('ends the session of the cookie when only the cookie is sent', async () => {
    const token = await login(user);
    const out = await post(contract.logout.path, {}, { cookies: { jwt: token } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'jwt')?.value).toBe('');
    expectRefused(await readSelf(user.id, { cookies: { jwt: token } }));
  });

  it("signs out only this browser: the account's other sessions keep working", async () => {
    const laptop = await login(user);
    const phone = await login(user);
    await post(contract.logout.path, {}, { headers: bearer(laptop) });
    expectRefused(await readSelf(user.id, { headers: bearer(laptop) }));
    expect((await readSelf(user.id, { headers: bearer(phone) })).statusCode).toBe(200);
  });

  it('answers 200 without a token, and a forged or foreign token ends nothing', async () => {
    expect((await post(contract.logout.path, {})).statusCode).toBe(200);
    const victim = await login(user);
    const [session] = await t.app.db.select().from(sessions).where(eq(sessions.accountId, user.id));
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setJti(session!.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-at-all-123456'));
    expect((await post(contract.logout.path, {}, { headers: bearer(forged) })).statusCode).toBe(200);
    expect((await readSelf(user.id, { headers: bearer(victim) })).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('refuses a correctly signed token that belongs to no stored session', async () => {
    const user = await createAccount(t.app);
    const noSession = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(user.id).setExpirationTime('1h').sign(new TextEncoder().encode(TEST_SECRET));
    expectRefused(await readSelf(user.id, { headers: bearer(noSession) }));
    const unknownSession = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setJti('0'.repeat(24))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_SECRET));
    expectRefused(await readSelf(user.id, { headers: bearer(unknownSession) }));
  });

  it("refuses a session used with another account's id", async () => {
    const [owner, other] = await Promise.all([createAccount(t.app), createAccount(t.app)]);
    const [session] = await t.app.db.select().from(sessions).where(eq(sessions.accountId, owner.id));
    const swapped = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(other.id)
      .setJti(session!.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_SECRET));
    expectRefused(await readSelf(other.id, { headers: bearer(swapped) }));
  });

  it('stores each session with the expiry of its token and drops expired ones at the next login', async () => {
    const user = await createAccount(t.app);
    await t.app.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.accountId, user.id));
    expectRefused(await readSelf(user.id, { headers: user.headers }));
    await login(user);
    const rows = await t.app.db.select().from(sessions).where(eq(sessions.accountId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now() + (t.app.auth.ttlSeconds - 60) * 1000);
  });
});

describe('a password reset signs the account out everywhere but the caller of the same account', () => {
  it('refuses every token issued before the reset with 401; the new password logs in', async () => {
    const user = await createAccount(t.app, { password: 'MatKhauCu@1' });
    const other = await login(user);
    expect((await readSelf(user.id, { headers: user.headers })).statusCode).toBe(200);

    await post(contract.forgotPassword.path, { email: user.email });
    const reset = await post(contract.resetPassword.path, { email: user.email, verificationCode: lastCode(t.mails, user.email), newPassword: 'MatKhauMoi@1' });
    expect(reset.statusCode).toBe(200);

    expectRefused(await readSelf(user.id, { headers: user.headers }));
    expectRefused(await readSelf(user.id, { headers: bearer(other) }));
    expectRefused(await readSelf(user.id, { cookies: { jwt: other } }));
    const fresh = await login({ email: user.email, password: 'MatKhauMoi@1' });
    expect((await readSelf(user.id, { headers: bearer(fresh) })).statusCode).toBe(200);
  });

  it('keeps the session of a bearer of the same account (ASVS 7.4.3) and ends every other one', async () => {
    // The deployed client's password change: login, forgot-password, reset-password, same token.
    const user = await createAccount(t.app, { password: 'MatKhauCu@1' });
    const changing = await login(user);
    const phone = await login(user);
    await post(contract.forgotPassword.path, { email: user.email });
    const reset = await post(
      contract.resetPassword.path,
      { email: user.email, verificationCode: lastCode(t.mails, user.email), newPassword: 'MatKhauMoi@1' },
      { headers: bearer(changing) },
    );
    expect(reset.statusCode).toBe(200);

    expect((await readSelf(user.id, { headers: bearer(changing) })).statusCode).toBe(200);
    expectRefused(await readSelf(user.id, { headers: bearer(phone) }));
    expectRefused(await readSelf(user.id, { headers: user.headers }));
    expect(await t.app.db.select().from(sessions).where(eq(sessions.accountId, user.id))).toHaveLength(1);
  });

  it("keeps nothing for a bearer of another account: the reset account's sessions all end, the caller's stays", async () => {
    const user = await createAccount(t.app, { password: 'MatKhauCu@1' });
    const userToken = await login(user);
    const stranger = await createAccount(t.app);
    await post(contract.forgotPassword.path, { email: user.email });
    const reset = await post(
      contract.resetPassword.path,
      { email: user.email, verificationCode: lastCode(t.mails, user.email), newPassword: 'MatKhauMoi@1' },
      { headers: stranger.headers },
    );
    expect(reset.statusCode).toBe(200);

    expectRefused(await readSelf(user.id, { headers: bearer(userToken) }));
    expectRefused(await readSelf(user.id, { headers: user.headers }));
    expect(await t.app.db.select().from(sessions).where(eq(sessions.accountId, user.id))).toHaveLength(0);
    // The stranger's own session is no business of this reset, and it gained nothing on the account.
    expect((await readSelf(stranger.id, { headers: stranger.headers })).statusCode).toBe(200);
    expectRefused(await readSelf(user.id, { headers: stranger.headers }), 403, messages.common.forbidden);
  });

  it('a reset from outside (no token) still ends every session, and a forged bearer keeps nothing', async () => {
    const user = await createAccount(t.app, { password: 'MatKhauCu@1' });
    const token = await login(user);
    // Names the real session, but is not signed with the server's secret.
    const [session] = await t.app.db.select().from(sessions).where(eq(sessions.accountId, user.id));
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setJti(session!.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-at-all-123456'));
    await post(contract.forgotPassword.path, { email: user.email });
    const reset = await post(
      contract.resetPassword.path,
      { email: user.email, verificationCode: lastCode(t.mails, user.email), newPassword: 'MatKhauMoi@1' },
      { headers: bearer(forged) },
    );
    expect(reset.statusCode).toBe(200);
    expectRefused(await readSelf(user.id, { headers: bearer(token) }));
    expect(await t.app.db.select().from(sessions).where(eq(sessions.accountId, user.id))).toHaveLength(0);
  });

  it('a wrong reset code ends nothing', async () => {
    const user = await createAccount(t.app);
    await post(contract.forgotPassword.path, { email: user.email });
    const code = lastCode(t.mails, user.email);
    const wrong = ((Number(code) + 1) % 1_000_000).toString().padStart(6, '0');
    expect((await post(contract.resetPassword.path, { email: user.email, verificationCode: wrong, newPassword: 'MatKhauMoi@1' })).statusCode).toBe(400);
    expect((await readSelf(user.id, { headers: user.headers })).statusCode).toBe(200);
  });
});

describe('a password change', () => {
  it('keeps the browser that made it signed in and ends every other session', async () => {
    const user = await createAccount(t.app, { password: 'MatKhauCu@1' });
    const phone = await login(user);
    await post(contract.sendPasswordChangeCode.path, { currentPassword: 'MatKhauCu@1' }, { headers: user.headers });
    const change = await post(contract.changePassword.path, { code: lastCode(t.mails, user.email), newPassword: 'MatKhauMoi@1' }, { headers: user.headers });
    expect(change.statusCode).toBe(200);

    expect((await readSelf(user.id, { headers: user.headers })).statusCode).toBe(200);
    expectRefused(await readSelf(user.id, { headers: bearer(phone) }));
  });
});

describe('a locked account', () => {
  it('is refused with the locked message while its session exists, and can neither log in', async () => {
    const master = await createAccount(t.app, { roles: ['master'] });
    const user = await createAccount(t.app);
    const lock = await t.app.inject({ method: 'PUT', url: buildPath(contract.updateAccount.path, { id: user.id }), headers: master.headers, payload: { status: false } });
    expect(lock.statusCode, lock.body).toBe(200);
    expectRefused(await readSelf(user.id, { headers: user.headers }), 403, messages.auth.accountLocked);
    expectRefused(await readSelf(user.id, { cookies: { jwt: user.token } }), 403, messages.auth.accountLocked);
    expectRefused(await post(contract.login.path, { email: user.email, password: user.password }), 403, messages.auth.accountLocked);
    // A password reset while locked still ends the session, so unlocking does not revive it.
    await post(contract.forgotPassword.path, { email: user.email });
    expect((await post(contract.resetPassword.path, { email: user.email, verificationCode: lastCode(t.mails, user.email), newPassword: 'MatKhauMoi@1' })).statusCode).toBe(200);
    await t.app.db.update(accounts).set({ status: 'active' }).where(eq(accounts.id, user.id));
    expectRefused(await readSelf(user.id, { headers: user.headers }));
  });
});

describe('a lock ends the sessions for good', () => {
  const viaAccountEdit = {
    lock: (master: TestAccount, id: string) =>
      t.app.inject({ method: 'PUT', url: buildPath(contract.updateAccount.path, { id }), headers: master.headers, payload: { status: false } }),
    unlock: (master: TestAccount, id: string) =>
      t.app.inject({ method: 'PUT', url: buildPath(contract.updateAccount.path, { id }), headers: master.headers, payload: { status: true } }),
  };
  const viaRoleCalls = {
    lock: (master: TestAccount, accountId: string) => t.app.inject({ method: 'PUT', url: disableAccount.path, headers: master.headers, payload: { accountId } }),
    unlock: (master: TestAccount, accountId: string) => t.app.inject({ method: 'PUT', url: enableAccount.path, headers: master.headers, payload: { accountId } }),
  };

  it.each([
    ['PUT /api/accounts/:id', viaAccountEdit],
    ['PUT /api/roles/disable and /enable', viaRoleCalls],
  ])('through %s: a token from before the lock is 403 while locked and still 401 after the unlock', async (_name, calls) => {
    const master = await createAccount(t.app, { roles: ['master'] });
    const user = await createAccount(t.app);
    const phone = await login(user);
    expect((await readSelf(user.id, { headers: bearer(phone) })).statusCode).toBe(200);

    expect((await calls.lock(master, user.id)).statusCode).toBe(200);
    expectRefused(await readSelf(user.id, { headers: user.headers }), 403, messages.auth.accountLocked);
    expectRefused(await readSelf(user.id, { cookies: { jwt: phone } }), 403, messages.auth.accountLocked);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.accountId, user.id))).toHaveLength(0);

    expect((await calls.unlock(master, user.id)).statusCode).toBe(200);
    expectRefused(await readSelf(user.id, { headers: user.headers }));
    expectRefused(await readSelf(user.id, { headers: bearer(phone) }));
    expectRefused(await readSelf(user.id, { cookies: { jwt: phone } }));

    const fresh = await login(user);
    expect((await readSelf(user.id, { headers: bearer(fresh) })).statusCode).toBe(200);
  });
});

describe('POST /api/accounts/resend-code', () => {
  it('mails a new code to a waiting registration; the old code stops working and the new one verifies', async () => {
    const email = freshEmail();
    await post(contract.registerAccount.path, { fullName: 'Chờ Mã Mới', email, password: 'MatKhau@123' });
    const first = lastCode(t.mails, email);
    const before = t.mails.length;
    const res = await post(contract.resendVerificationCode.path, { email: `  ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(contract.resendVerificationCode.response.parse(res.json())).toEqual({ status: 'thành công', message: messages.auth.resendCodeAccepted });
    expect(t.mails.length).toBe(before + 1);
    expect(t.mails.at(-1)?.subject).toBe(messages.auth.verifyMailSubject);
    const second = lastCode(t.mails, email);
    if (second !== first) {
      expect((await post(contract.verifyAccount.path, { email, code: first })).statusCode).toBe(400);
    }
    expect((await post(contract.verifyAccount.path, { email, code: second })).statusCode).toBe(200);
  });

  it('renews the code of every registration waiting on the e-mail, one mail each, each code with its own password', async () => {
    const email = freshEmail();
    await post(contract.registerAccount.path, { fullName: 'Người Thứ Nhất', email, password: 'MatKhauMot@1' });
    await post(contract.registerAccount.path, { fullName: 'Người Thứ Hai', email, password: 'MatKhauHai@2' });
    const before = t.mails.length;
    expect((await post(contract.resendVerificationCode.path, { email })).statusCode).toBe(200);
    const renewed = t.mails.slice(before);
    expect(renewed.map((mail) => mail.to)).toEqual([email, email]);
    const codeFor = (name: string) => {
      const mail = renewed.find((m) => m.text.includes(`Xin chào ${name},`));
      return /^(\d{6})$/m.exec(mail?.text ?? '')![1]!;
    };
    const verify = await post(contract.verifyAccount.path, { email, code: codeFor('Người Thứ Nhất'), password: 'MatKhauMot@1' });
    expect(verify.statusCode).toBe(200);
    expect((await post(contract.login.path, { email, password: 'MatKhauMot@1' })).statusCode).toBe(200);
    expect((await post(contract.login.path, { email, password: 'MatKhauHai@2' })).statusCode).toBe(401);
  });

  it('answers the same for an unknown, a verified and a Google e-mail, and mails none of them', async () => {
    const verified = await createAccount(t.app);
    const google = await createAccount(t.app, { type: 'google' });
    const before = t.mails.length;
    const answers = await Promise.all(
      [freshEmail(), verified.email, google.email].map((email) => post(contract.resendVerificationCode.path, { email })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'thành công', message: messages.auth.resendCodeAccepted });
    }
    expect(t.mails.length).toBe(before);
    expect(await t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, verified.email))).toHaveLength(0);
  });

  it.each([
    [{}, messages.validation.emailRequired],
    [{ email: 'sai' }, messages.validation.emailInvalid],
  ])('refuses %j with 400', async (payload, message) => {
    expectRefused(await post(contract.resendVerificationCode.path, payload), 400, message);
  });
});
