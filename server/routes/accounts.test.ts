// @postgres: requests here race each other; scripts/test-pg.mjs runs this file on the Postgres server too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeProtectedHeader, decodeJwt } from 'jose';
import * as contract from '../../contract/accounts';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES } from '../../contract/constants';
import { messages } from '../../contract/messages';
import { accounts, oneTimeCodes, pendingRegistrations } from '../db/schema';
import { hashPassword } from '../services/auth/passwords';
import { createAccount, type TestAccount } from '../test/fixtures';
import { createAccountsTestApp, lastCode, wrongCode, type AccountsTestApp } from './accounts-testing';

const PNG_1x1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

let t: AccountsTestApp;
let sequence = 0;
const freshEmail = () => `nguoi-dung-${Date.now().toString(36)}-${(sequence += 1)}@example.com`;

beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
}

async function accountRow(email: string) {
  const [row] = await t.app.db.select().from(accounts).where(eq(accounts.email, email));
  return row;
}

function waitingRows(email: string) {
  return t.app.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email));
}

function registerAs(email: string, password: string, fullName = 'Trần Văn Bình') {
  return post(contract.registerAccount.path, { fullName, email, password, image: '' });
}

function loginStatus(email: string, password: string) {
  return post(contract.login.path, { email, password }).then((res) => res.statusCode);
}

/** Registers and verifies, the way a new customer does. */
async function registerVerified(email: string, password = 'MatKhau@123') {
  const reg = await post(contract.registerAccount.path, { fullName: 'Trần Văn Bình', email, password, image: '' });
  expect(reg.statusCode).toBe(200);
  const ver = await post(contract.verifyAccount.path, { email, code: lastCode(t.mails, email) });
  expect(ver.statusCode).toBe(200);
}

function expectFailure(res: { statusCode: number; json(): unknown }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  const body = contract.accountFailureSchema.parse(res.json());
  expect(body.message).toBe(message);
}

describe('POST /api/accounts/create', () => {
  it('keeps the registration apart with an argon2id hash, makes no account before the code, and mails a 6-digit code in Vietnamese', async () => {
    const email = freshEmail();
    const res = await post(contract.registerAccount.path, { fullName: '  Nguyễn Thị Lan  ', email: email.toUpperCase(), password: 'MatKhau@123', image: '' });
    expect(res.statusCode).toBe(200);
    expect(contract.registerAccount.response.parse(res.json())).toEqual({ status: 'thành công', message: messages.auth.registerSuccess });

    expect(await accountRow(email)).toBeUndefined();
    const [waiting] = await waitingRows(email);
    expect(waiting?.fullName).toBe('Nguyễn Thị Lan');
    expect(waiting?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(waiting?.image).toBeNull();

    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe(messages.auth.verifyMailSubject);
    expect(mail.text).toContain(messages.auth.verifyMailIntro);
    expect(mail.text).toContain(String(CODE_TTL_MINUTES));
    const code = lastCode(t.mails, email);
    expect(code).toMatch(/^\d{6}$/);

    expect(waiting?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(waiting?.codeHash).not.toContain(code);
    const ttlMs = waiting!.codeExpiresAt.getTime() - Date.now();
    expect(ttlMs).toBeGreaterThan((CODE_TTL_MINUTES - 1) * 60_000);
    expect(ttlMs).toBeLessThanOrEqual(CODE_TTL_MINUTES * 60_000);

    expect((await post(contract.verifyAccount.path, { email, code, password: 'MatKhau@123' })).statusCode).toBe(200);
    const row = await accountRow(email);
    expect(row).toMatchObject({ fullName: 'Nguyễn Thị Lan', verified: true, type: 'local', image: null });
    expect(row?.passwordHash).toBe(waiting?.passwordHash);
    expect(await waitingRows(email)).toHaveLength(0);
  });

  it('stores an avatar sent as a data URL and answers with its URL later', async () => {
    const email = freshEmail();
    const res = await post(contract.registerAccount.path, { fullName: 'Lê Văn Tâm', email, password: 'MatKhau@123', image: PNG_1x1 });
    expect(res.statusCode).toBe(200);
    expect((await waitingRows(email))[0]?.image).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect((await post(contract.verifyAccount.path, { email, code: lastCode(t.mails, email) })).statusCode).toBe(200);
    expect((await accountRow(email))?.image).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
  });

  it('answers a taken address exactly as a new one, changes nothing, and tells its owner once', async () => {
    const email = freshEmail();
    await registerVerified(email, 'ChuThat@123');
    const before = await accountRow(email);
    const mailsBefore = t.mails.length;
    const taken = await post(contract.registerAccount.path, { fullName: 'Người khác', email: email.toUpperCase(), password: 'KhacHan@123' });
    const fresh = await post(contract.registerAccount.path, { fullName: 'Người mới', email: freshEmail(), password: 'KhacHan@123' });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(taken.json()).toEqual({ status: 'thành công', message: messages.auth.registerSuccess });

    const notice = t.mails.slice(mailsBefore).find((mail) => mail.to === email);
    expect(notice?.subject).toBe(messages.auth.registerAttemptMailSubject);
    expect(notice?.text).toContain('Xin chào Trần Văn Bình,');
    expect(notice?.text).toContain(messages.auth.registerAttemptMailAdvice);
    expect(notice?.text).not.toMatch(/^\d{6}$/m);
    expect(await accountRow(email)).toEqual(before);
    expect(await loginStatus(email, 'ChuThat@123')).toBe(200);
    expect(await loginStatus(email, 'KhacHan@123')).toBe(401);

    // A burst of attempts does not flood the owner's mailbox.
    await post(contract.registerAccount.path, { fullName: 'Người khác', email, password: 'KhacHan@123' });
    expect(t.mails.slice(mailsBefore).filter((mail) => mail.to === email)).toHaveLength(1);
  });

  it('keeps a second registration of a waiting address apart: each code goes with its own password', async () => {
    const email = freshEmail();
    await registerAs(email, 'MatKhauA@123', 'Người A');
    const codeA = lastCode(t.mails, email);
    await registerAs(email, 'MatKhauB@123', 'Người B');
    const codeB = lastCode(t.mails, email);
    expect(await waitingRows(email)).toHaveLength(2);

    if (codeA !== codeB) {
      expectFailure(await post(contract.verifyAccount.path, { email, code: codeB, password: 'MatKhauA@123' }), 400, messages.auth.codeInvalid);
    }
    expectFailure(await post(contract.verifyAccount.path, { email, code: codeA, password: 'SaiMatKhau@1' }), 400, messages.auth.codeInvalid);
    expect((await post(contract.verifyAccount.path, { email, code: codeA, password: 'MatKhauA@123' })).statusCode).toBe(200);
    expect((await accountRow(email))?.fullName).toBe('Người A');
    expect(await loginStatus(email, 'MatKhauA@123')).toBe(200);
    expect(await loginStatus(email, 'MatKhauB@123')).toBe(401);
    // The other registration died with the verification.
    expectFailure(await post(contract.verifyAccount.path, { email, code: codeB, password: 'MatKhauB@123' }), 400, messages.auth.codeInvalid);
  });

  it('does not let a later registration take over: the owner verifies, the second password never logs in', async () => {
    const email = freshEmail();
    await registerAs(email, 'ChuThat@123', 'Chủ Thật');
    const ownerCode = lastCode(t.mails, email);
    // Someone else registers the same address before the owner has typed the code.
    await registerAs(email, 'KeLa@12345', 'Kẻ Lạ');
    const strangerCode = lastCode(t.mails, email);

    // The deployed client sends the code alone: with two registrations waiting it is not enough.
    expectFailure(await post(contract.verifyAccount.path, { email, code: strangerCode }), 400, messages.auth.registrationAmbiguous);
    expect(await accountRow(email)).toBeUndefined();
    // Our dialog sends the password chosen at registration with the code.
    if (strangerCode !== ownerCode) {
      expectFailure(await post(contract.verifyAccount.path, { email, code: strangerCode, password: 'ChuThat@123' }), 400, messages.auth.codeInvalid);
    }
    expect((await post(contract.verifyAccount.path, { email, code: ownerCode, password: 'ChuThat@123' })).statusCode).toBe(200);
    expect(await loginStatus(email, 'ChuThat@123')).toBe(200);
    expect(await loginStatus(email, 'KeLa@12345')).toBe(401);
  });

  it('does not let an earlier registration pre-hijack the address: its password never logs in', async () => {
    const email = freshEmail();
    await registerAs(email, 'KeLa@12345', 'Kẻ Lạ');
    await registerAs(email, 'ChuThat@123', 'Chủ Thật');
    const ownerCode = lastCode(t.mails, email);
    expect((await post(contract.verifyAccount.path, { email, code: ownerCode, password: 'ChuThat@123' })).statusCode).toBe(200);
    expect(await loginStatus(email, 'KeLa@12345')).toBe(401);
    expect(await loginStatus(email, 'ChuThat@123')).toBe(200);
  });

  it('drops the unproven password of an unverified account from before, once its owner proves the mailbox', async () => {
    const email = freshEmail();
    await t.app.db.insert(accounts).values({ fullName: 'Kẻ Lạ', email, passwordHash: await hashPassword('KeLa@12345'), type: 'local', verified: false });
    await registerAs(email, 'ChuThat@123', 'Chủ Thật');
    expect((await post(contract.verifyAccount.path, { email, code: lastCode(t.mails, email), password: 'ChuThat@123' })).statusCode).toBe(200);
    expect(await accountRow(email)).toMatchObject({ fullName: 'Chủ Thật', verified: true });
    expect(await loginStatus(email, 'KeLa@12345')).toBe(401);
    expect(await loginStatus(email, 'ChuThat@123')).toBe(200);
  });

  it('keeps at most 3 registrations of one address waiting, the newest', async () => {
    const email = freshEmail();
    for (let i = 1; i <= 4; i += 1) await registerAs(email, `MatKhau${i}@123`, `Người ${i}`);
    const names = (await waitingRows(email)).map((row) => row.fullName).sort();
    expect(names).toEqual(['Người 2', 'Người 3', 'Người 4']);
  });

  it.each([
    [{ email: 'a@b.vn', password: 'MatKhau@123' }, messages.validation.fullNameRequired],
    [{ fullName: '   ', email: 'a@b.vn', password: 'MatKhau@123' }, messages.validation.fullNameRequired],
    [{ fullName: 'An', email: 'khong-phai-email', password: 'MatKhau@123' }, messages.validation.emailInvalid],
    [{ fullName: 'An', password: 'MatKhau@123' }, messages.validation.emailRequired],
    [{ fullName: 'An', email: 'a@b.vn', password: '123' }, messages.validation.passwordMinLength],
    [{ fullName: 'An', email: 'a@b.vn' }, messages.validation.passwordRequired],
  ])('refuses %j with 400 and a Vietnamese message', async (payload, message) => {
    const before = t.mails.length;
    expectFailure(await post(contract.registerAccount.path, payload), 400, message);
    expect(t.mails.length).toBe(before);
  });

  it('refuses an avatar that is not an image and stores nothing', async () => {
    const email = freshEmail();
    const res = await post(contract.registerAccount.path, {
      fullName: 'An',
      email,
      password: 'MatKhau@123',
      image: `data:image/png;base64,${Buffer.from('not a picture').toString('base64')}`,
    });
    expectFailure(res, 400, messages.validation.imageInvalidType);
    expect(await accountRow(email)).toBeUndefined();
  });
});

describe('POST /api/accounts/verify', () => {
  it('verifies with the mailed code, once', async () => {
    const email = freshEmail();
    await post(contract.registerAccount.path, { fullName: 'Đỗ Minh', email, password: 'MatKhau@123' });
    const code = lastCode(t.mails, email);
    const res = await post(contract.verifyAccount.path, { email, code });
    expect(res.statusCode).toBe(200);
    expect(contract.verifyAccount.response.parse(res.json())).toEqual({ status: 'thành công', message: messages.auth.verifySuccess });
    expect((await accountRow(email))?.verified).toBe(true);
    expectFailure(await post(contract.verifyAccount.path, { email, code }), 400, messages.auth.codeInvalid);
  });

  it('with the registration password, signs the customer in: the answer of a login, a live token and the cookie', async () => {
    const email = freshEmail();
    await registerAs(email, 'MatKhau@123', 'Phan Thị Hoa');
    const res = await post(contract.verifyAccount.path, { email, code: lastCode(t.mails, email), password: 'MatKhau@123' });
    expect(res.statusCode).toBe(200);
    const body = contract.login.response.parse(res.json());
    const row = await accountRow(email);
    expect(body).toEqual({
      status: 'thành công',
      message: messages.auth.verifySignedIn,
      token: body.token,
      id: row!.id,
      fullName: 'Phan Thị Hoa',
      email,
      image: null,
      roles: [],
    });
    expect(res.cookies.find((cookie) => cookie.name === 'jwt')?.value).toBe(body.token);
    // No second login: the token is a session of the new account at once.
    const own = await t.app.inject({ method: 'GET', url: `/api/accounts/${row!.id}`, headers: { authorization: `Bearer ${body.token}` } });
    expect(own.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts/count', headers: { authorization: `Bearer ${body.token}` } })).statusCode).toBe(403);
  });

  it('with the code alone (the deployed client), verifies without signing anyone in', async () => {
    const email = freshEmail();
    await registerAs(email, 'MatKhau@123');
    const res = await post(contract.verifyAccount.path, { email, code: lastCode(t.mails, email) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'thành công', message: messages.auth.verifySuccess });
    expect(res.cookies.find((cookie) => cookie.name === 'jwt')).toBeUndefined();
  });

  it('answers a wrong code with 400 { status: "thất bại", message } and keeps the account unverified', async () => {
    const email = freshEmail();
    await post(contract.registerAccount.path, { fullName: 'Đỗ Minh', email, password: 'MatKhau@123' });
    const res = await post(contract.verifyAccount.path, { email, code: wrongCode(lastCode(t.mails, email)) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'thất bại', message: messages.auth.codeInvalid });
    expect(await accountRow(email)).toBeUndefined();
  });

  it(`kills the code after ${CODE_MAX_ATTEMPTS} wrong tries: even the right code fails then`, async () => {
    const email = freshEmail();
    await post(contract.registerAccount.path, { fullName: 'Đỗ Minh', email, password: 'MatKhau@123' });
    const code = lastCode(t.mails, email);
    for (let i = 1; i <= CODE_MAX_ATTEMPTS; i += 1) {
      const res = await post(contract.verifyAccount.path, { email, code: wrongCode(code) });
      expectFailure(res, 400, i < CODE_MAX_ATTEMPTS ? messages.auth.codeInvalid : messages.auth.codeTooManyAttempts);
    }
    expectFailure(await post(contract.verifyAccount.path, { email, code }), 400, messages.auth.codeTooManyAttempts);
    expect(await accountRow(email)).toBeUndefined();
  });

  it('refuses an expired code', async () => {
    const email = freshEmail();
    await post(contract.registerAccount.path, { fullName: 'Đỗ Minh', email, password: 'MatKhau@123' });
    const code = lastCode(t.mails, email);
    await t.app.db
      .update(pendingRegistrations)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingRegistrations.email, email));
    expectFailure(await post(contract.verifyAccount.path, { email, code }), 400, messages.auth.codeExpired);
    expect(await accountRow(email)).toBeUndefined();
  });

  it('refuses a code for an unknown e-mail exactly like a wrong code', async () => {
    expectFailure(await post(contract.verifyAccount.path, { email: freshEmail(), code: '123456' }), 400, messages.auth.codeInvalid);
  });

  it.each([
    [{ email: 'a@b.vn', code: '12345' }, messages.validation.codeIncomplete],
    [{ email: 'a@b.vn', code: 'abcdef' }, messages.validation.codeIncomplete],
    [{ email: 'a@b.vn' }, messages.validation.codeRequired],
    [{ code: '123456' }, messages.validation.emailRequired],
    [{ email: 'a@b.vn', code: '123456', password: '' }, messages.validation.passwordRequired],
  ])('refuses %j with 400', async (payload, message) => {
    expectFailure(await post(contract.verifyAccount.path, payload), 400, message);
  });
});

describe('POST /api/accounts/login and /logout', () => {
  let customer: TestAccount;
  beforeAll(async () => {
    customer = await createAccount(t.app, { fullName: 'Phan Thanh Hải' });
  });

  it('answers the top-level fields, an HS256 token with exp in seconds and an httpOnly SameSite jwt cookie', async () => {
    const admin = await createAccount(t.app, { roles: ['admin'] });
    const res = await post(contract.login.path, { email: `  ${admin.email.toUpperCase()} `, password: admin.password });
    expect(res.statusCode).toBe(200);
    const body = contract.login.response.parse(res.json());
    expect(body).toMatchObject({ status: 'thành công', message: messages.auth.loginSuccess, id: admin.id, email: admin.email, fullName: admin.fullName, image: null });
    expect(body.roles.map((r) => r.name)).toEqual(['admin']);
    expect(body.roles[0]?._id).toMatch(/^[0-9a-f]{24}$/);

    expect(decodeProtectedHeader(body.token).alg).toBe('HS256');
    const claims = decodeJwt(body.token);
    expect(claims.sub).toBe(admin.id);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(claims.exp).toBeLessThan(Date.now() / 1000 + 400 * 24 * 3600);

    const cookie = res.cookies.find((c) => c.name === 'jwt');
    expect(cookie?.value).toBe(body.token);
    expect(cookie?.httpOnly).toBe(true);
    expect(String(cookie?.sameSite).toLowerCase()).toBe('lax');
    expect(cookie?.path).toBe('/');

    // The cookie alone signs the next call in, as the deployed client's fetch calls rely on.
    const me = await t.app.inject({ method: 'GET', url: `/api/accounts/${admin.id}`, cookies: { jwt: body.token } });
    expect(me.statusCode).toBe(200);
    expect(contract.getAccount.response.parse(me.json()).account.email).toBe(admin.email);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    expectFailure(await post(contract.login.path, { email: customer.email, password: 'SaiMatKhau!' }), 401, messages.auth.invalidCredentials);
    expectFailure(await post(contract.login.path, { email: freshEmail(), password: 'SaiMatKhau!' }), 401, messages.auth.invalidCredentials);
  });

  it('refuses an unverified account with 403 and mails it a fresh code', async () => {
    const email = freshEmail();
    await post(contract.registerAccount.path, { fullName: 'Chưa Xác Thực', email, password: 'MatKhau@123' });
    const before = t.mails.length;
    const res = await post(contract.login.path, { email, password: 'MatKhau@123' });
    expectFailure(res, 403, messages.auth.accountNotVerified);
    expect(t.mails.length).toBe(before + 1);
    expect((await post(contract.verifyAccount.path, { email, code: lastCode(t.mails, email) })).statusCode).toBe(200);
    expect((await post(contract.login.path, { email, password: 'MatKhau@123' })).statusCode).toBe(200);
  });

  it('mails a code to an unverified account from before when its owner signs in; that code verifies it', async () => {
    const email = freshEmail();
    await t.app.db.insert(accounts).values({ fullName: 'Tài Khoản Cũ', email, passwordHash: await hashPassword('MatKhau@123'), type: 'local', verified: false });
    expectFailure(await post(contract.login.path, { email, password: 'Sai@123456' }), 401, messages.auth.invalidCredentials);
    expectFailure(await post(contract.login.path, { email, password: 'MatKhau@123' }), 403, messages.auth.accountNotVerified);
    expect(t.mails.at(-1)?.text).toContain('Xin chào Tài Khoản Cũ,');
    expect((await post(contract.verifyAccount.path, { email, code: lastCode(t.mails, email), password: 'MatKhau@123' })).statusCode).toBe(200);
    expect(await loginStatus(email, 'MatKhau@123')).toBe(200);
  });

  it('does not tell a stranger that an account is unverified', async () => {
    const email = freshEmail();
    await post(contract.registerAccount.path, { fullName: 'Chưa Xác Thực', email, password: 'MatKhau@123' });
    expectFailure(await post(contract.login.path, { email, password: 'Sai@123456' }), 401, messages.auth.invalidCredentials);
  });

  it('refuses a locked account with 403 and the locked message', async () => {
    const locked = await createAccount(t.app, { status: 'locked' });
    expectFailure(await post(contract.login.path, { email: locked.email, password: locked.password }), 403, messages.auth.accountLocked);
  });

  it('refuses an account that only signs in through Google', async () => {
    const social = await createAccount(t.app, { type: 'google' });
    await t.app.db.update(accounts).set({ passwordHash: null }).where(eq(accounts.id, social.id));
    expectFailure(await post(contract.login.path, { email: social.email, password: 'anything' }), 401, messages.auth.invalidCredentials);
  });

  it.each([
    [{ email: 'a@b.vn' }, messages.validation.passwordRequired],
    [{ email: 'a@b.vn', password: '' }, messages.validation.passwordRequired],
    [{ password: 'x' }, messages.validation.emailRequired],
  ])('refuses %j with 400', async (payload, message) => {
    expectFailure(await post(contract.login.path, payload), 400, message);
  });

  it('logout clears the jwt cookie', async () => {
    const res = await post(contract.logout.path, {});
    expect(res.statusCode).toBe(200);
    expect(contract.logout.response.parse(res.json()).message).toBe(messages.auth.logoutSuccess);
    const cleared = res.cookies.find((c) => c.name === 'jwt');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/');
    expect(cleared?.expires && cleared.expires.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether the e-mail exists or not, and mails a code only to a real account', async () => {
    const email = freshEmail();
    await registerVerified(email);
    const before = t.mails.length;
    const known = await post(contract.forgotPassword.path, { email });
    const unknown = await post(contract.forgotPassword.path, { email: freshEmail() });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(contract.forgotPassword.response.parse(known.json())).toEqual(contract.forgotPassword.response.parse(unknown.json()));
    expect(known.json()).toEqual({ status: 'thành công', message: messages.auth.forgotPasswordAccepted });
    expect(t.mails.length).toBe(before + 1);
    expect(t.mails.at(-1)?.subject).toBe(messages.auth.resetMailSubject);
  });

  it('resets with the mailed code: the new password works, the old one and the code do not', async () => {
    const email = freshEmail();
    await registerVerified(email, 'MatKhauCu@1');
    await post(contract.forgotPassword.path, { email });
    const code = lastCode(t.mails, email);
    const res = await post(contract.resetPassword.path, { email, verificationCode: code, newPassword: 'MatKhauMoi@1' });
    expect(res.statusCode).toBe(200);
    expect(contract.resetPassword.response.parse(res.json())).toEqual({ status: 'thành công', message: messages.auth.resetPasswordSuccess });
    expect((await post(contract.login.path, { email, password: 'MatKhauMoi@1' })).statusCode).toBe(200);
    expect((await post(contract.login.path, { email, password: 'MatKhauCu@1' })).statusCode).toBe(401);
    expectFailure(await post(contract.resetPassword.path, { email, verificationCode: code, newPassword: 'Lan3@abcdef' }), 400, messages.auth.codeInvalid);
  });

  it('refuses a wrong code with { status: "thất bại" } and changes nothing', async () => {
    const email = freshEmail();
    await registerVerified(email, 'MatKhauCu@1');
    await post(contract.forgotPassword.path, { email });
    const res = await post(contract.resetPassword.path, { email, verificationCode: wrongCode(lastCode(t.mails, email)), newPassword: 'MatKhauMoi@1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'thất bại', message: messages.auth.codeInvalid });
    expect((await post(contract.login.path, { email, password: 'MatKhauCu@1' })).statusCode).toBe(200);
  });

  it('keeps codes of different purposes apart: a verification code cannot reset a password', async () => {
    const email = freshEmail();
    await post(contract.registerAccount.path, { fullName: 'An', email, password: 'MatKhau@123' });
    const verifyCode = lastCode(t.mails, email);
    expectFailure(await post(contract.resetPassword.path, { email, verificationCode: verifyCode, newPassword: 'MatKhauMoi@1' }), 400, messages.auth.codeInvalid);
  });

  it('a reset code proves the mailbox, so it also makes the account of a waiting registration, with the new password only', async () => {
    const email = freshEmail();
    await registerAs(email, 'MatKhau@123', 'An');
    await registerAs(email, 'KeLa@12345', 'Kẻ Lạ');
    const registrationCode = lastCode(t.mails, email);
    await post(contract.forgotPassword.path, { email });
    expect(t.mails.at(-1)?.subject).toBe(messages.auth.resetMailSubject);
    const res = await post(contract.resetPassword.path, { email, verificationCode: lastCode(t.mails, email), newPassword: 'MatKhauMoi@1' });
    expect(res.statusCode).toBe(200);
    expect((await accountRow(email))?.verified).toBe(true);
    expect(await loginStatus(email, 'MatKhauMoi@1')).toBe(200);
    expect(await loginStatus(email, 'MatKhau@123')).toBe(401);
    expect(await loginStatus(email, 'KeLa@12345')).toBe(401);
    expectFailure(await post(contract.verifyAccount.path, { email, code: registrationCode, password: 'KeLa@12345' }), 400, messages.auth.codeInvalid);
  });

  it('a reset code verifies an unverified account from before, and its old password stops working', async () => {
    const email = freshEmail();
    await t.app.db.insert(accounts).values({ fullName: 'An', email, passwordHash: await hashPassword('KeLa@12345'), type: 'local', verified: false });
    await post(contract.forgotPassword.path, { email });
    const res = await post(contract.resetPassword.path, { email, verificationCode: lastCode(t.mails, email), newPassword: 'MatKhauMoi@1' });
    expect(res.statusCode).toBe(200);
    expect((await accountRow(email))?.verified).toBe(true);
    expect(await loginStatus(email, 'KeLa@12345')).toBe(401);
  });

  it('sends no code to a Google account, only a note that it has no password', async () => {
    const social = await createAccount(t.app, { type: 'google' });
    await t.app.db.update(accounts).set({ passwordHash: null }).where(eq(accounts.id, social.id));
    const res = await post(contract.forgotPassword.path, { email: social.email });
    expect(res.json()).toEqual({ status: 'thành công', message: messages.auth.forgotPasswordAccepted });
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe(social.email);
    expect(mail.text).toContain('Google');
    expect(mail.text).not.toMatch(/^\d{6}$/m);
    // Its stored code is a decoy (the same work as a real one): no six digits match it.
    const [decoy] = await t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, social.email));
    expect(decoy?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expectFailure(await post(contract.resetPassword.path, { email: social.email, verificationCode: '000000', newPassword: 'MatKhauMoi@1' }), 400, messages.auth.codeInvalid);
  });

  it.each([
    [contract.forgotPassword.path, {}, messages.validation.emailRequired],
    [contract.forgotPassword.path, { email: 'sai' }, messages.validation.emailInvalid],
    [contract.resetPassword.path, { email: 'a@b.vn', verificationCode: '123456', newPassword: '12' }, messages.validation.passwordMinLength],
    [contract.resetPassword.path, { email: 'a@b.vn', verificationCode: '123456' }, messages.validation.newPasswordRequired],
    [contract.resetPassword.path, { email: 'a@b.vn', newPassword: 'MatKhau@1' }, messages.validation.codeRequired],
    [contract.resetPassword.path, { email: 'a@b.vn', verificationCode: '12', newPassword: 'MatKhau@1' }, messages.validation.codeIncomplete],
  ])('%s refuses %j with 400', async (url, payload, message) => {
    expectFailure(await post(url, payload), 400, message);
  });
});

describe('password change in three steps', () => {
  it('checks the current password, mails a code, then changes the password', async () => {
    const user = await createAccount(t.app, { password: 'MatKhauCu@1' });
    const step1 = await post(contract.verifyCurrentPassword.path, { currentPassword: 'MatKhauCu@1' }, user.headers);
    expect(step1.statusCode).toBe(200);
    expect(contract.verifyCurrentPassword.response.parse(step1.json())).toEqual({ status: 'thành công', message: messages.account.currentPasswordCorrect });

    const step2 = await post(contract.sendPasswordChangeCode.path, { currentPassword: 'MatKhauCu@1' }, user.headers);
    expect(step2.statusCode).toBe(200);
    expect(contract.sendPasswordChangeCode.response.parse(step2.json()).message).toBe(messages.auth.codeSent);
    expect(t.mails.at(-1)?.subject).toBe(messages.account.changePasswordMailSubject);
    const code = lastCode(t.mails, user.email);

    const step3 = await post(contract.changePassword.path, { code, newPassword: 'MatKhauMoi@1' }, user.headers);
    expect(step3.statusCode).toBe(200);
    expect(contract.changePassword.response.parse(step3.json())).toEqual({ status: 'thành công', message: messages.account.changePasswordSuccess });
    expect((await post(contract.login.path, { email: user.email, password: 'MatKhauMoi@1' })).statusCode).toBe(200);
    expect((await post(contract.login.path, { email: user.email, password: 'MatKhauCu@1' })).statusCode).toBe(401);
  });

  it('refuses a wrong current password in steps 1 and 2 with the spec message (400, not 401)', async () => {
    const user = await createAccount(t.app);
    const before = t.mails.length;
    expectFailure(await post(contract.verifyCurrentPassword.path, { currentPassword: 'Sai@123' }, user.headers), 400, messages.account.currentPasswordIncorrect);
    expectFailure(await post(contract.sendPasswordChangeCode.path, { currentPassword: 'Sai@123' }, user.headers), 400, messages.account.currentPasswordIncorrect);
    expect(t.mails.length).toBe(before);
  });

  it('refuses step 3 without a code from step 2, or with a wrong one', async () => {
    const user = await createAccount(t.app);
    expectFailure(await post(contract.changePassword.path, { code: '123456', newPassword: 'MatKhauMoi@1' }, user.headers), 400, messages.auth.codeInvalid);
    await post(contract.sendPasswordChangeCode.path, { currentPassword: user.password }, user.headers);
    const code = lastCode(t.mails, user.email);
    expectFailure(await post(contract.changePassword.path, { code: wrongCode(code), newPassword: 'MatKhauMoi@1' }, user.headers), 400, messages.auth.codeInvalid);
    expect((await post(contract.login.path, { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('does not accept a reset code for a password change', async () => {
    const user = await createAccount(t.app);
    await post(contract.forgotPassword.path, { email: user.email });
    const resetCode = lastCode(t.mails, user.email);
    expectFailure(await post(contract.changePassword.path, { code: resetCode, newPassword: 'MatKhauMoi@1' }, user.headers), 400, messages.auth.codeInvalid);
  });

  it.each(['google', 'facebook'] as const)('refuses every step for a %s account', async (type) => {
    const user = await createAccount(t.app, { type });
    for (const [url, payload] of [
      [contract.verifyCurrentPassword.path, { currentPassword: user.password }],
      [contract.sendPasswordChangeCode.path, { currentPassword: user.password }],
      [contract.changePassword.path, { code: '123456', newPassword: 'MatKhauMoi@1' }],
    ] as const) {
      expectFailure(await post(url, payload, user.headers), 403, messages.account.socialAccountNoPassword);
    }
  });

  it('needs a signed-in user for every step', async () => {
    for (const url of [contract.verifyCurrentPassword.path, contract.sendPasswordChangeCode.path, contract.changePassword.path]) {
      expectFailure(await post(url, { currentPassword: 'x', code: '123456', newPassword: 'MatKhauMoi@1' }), 401, messages.common.unauthorized);
    }
  });

  it.each([
    [contract.verifyCurrentPassword.path, {}, messages.validation.currentPasswordRequired],
    [contract.sendPasswordChangeCode.path, { currentPassword: '' }, messages.validation.currentPasswordRequired],
    [contract.changePassword.path, { newPassword: 'MatKhauMoi@1' }, messages.validation.codeRequired],
    [contract.changePassword.path, { code: '123456', newPassword: 'ngan' }, messages.validation.passwordMinLength],
  ])('%s refuses %j with 400', async (url, payload, message) => {
    const user = await createAccount(t.app);
    expectFailure(await post(url, payload, user.headers), 400, message);
  });
});

describe('codes under concurrent requests', () => {
  it(`never allows more than ${CODE_MAX_ATTEMPTS} wrong tries, even sent all at once`, async () => {
    const email = freshEmail();
    await post(contract.registerAccount.path, { fullName: 'Song Song', email, password: 'MatKhau@123' });
    const code = lastCode(t.mails, email);
    const guesses = await Promise.all(
      Array.from({ length: CODE_MAX_ATTEMPTS + 10 }, () => post(contract.verifyAccount.path, { email, code: wrongCode(code) })),
    );
    expect(guesses.every((res) => res.statusCode === 400)).toBe(true);
    const [row] = await waitingRows(email);
    expect(row?.attempts).toBe(CODE_MAX_ATTEMPTS);
    expectFailure(await post(contract.verifyAccount.path, { email, code }), 400, messages.auth.codeTooManyAttempts);
  });

  it('makes one account when two registrations of one address are verified at the same moment', async () => {
    const email = freshEmail();
    await registerAs(email, 'MatKhauA@123', 'Người A');
    const codeA = lastCode(t.mails, email);
    await registerAs(email, 'MatKhauB@123', 'Người B');
    const codeB = lastCode(t.mails, email);
    const [a, b] = await Promise.all([
      post(contract.verifyAccount.path, { email, code: codeA, password: 'MatKhauA@123' }),
      post(contract.verifyAccount.path, { email, code: codeB, password: 'MatKhauB@123' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect(await t.app.db.select().from(accounts).where(eq(accounts.email, email))).toHaveLength(1);
    const winner = a.statusCode === 200 ? 'MatKhauA@123' : 'MatKhauB@123';
    const loser = a.statusCode === 200 ? 'MatKhauB@123' : 'MatKhauA@123';
    expect(await loginStatus(email, winner)).toBe(200);
    expect(await loginStatus(email, loser)).toBe(401);
  });

  it('lets one code reset the password once, even when sent many times at once', async () => {
    const email = freshEmail();
    await registerVerified(email);
    await post(contract.forgotPassword.path, { email });
    const code = lastCode(t.mails, email);
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(contract.resetPassword.path, { email, verificationCode: code, newPassword: `MatKhauSo${i}@1` })),
    );
    const winners = attempts.map((res, i) => ({ res, i })).filter(({ res }) => res.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(attempts.filter((res) => res.statusCode === 400)).toHaveLength(7);
    const login = await post(contract.login.path, { email, password: `MatKhauSo${winners[0]!.i}@1` });
    expect(login.statusCode).toBe(200);
  });
});
