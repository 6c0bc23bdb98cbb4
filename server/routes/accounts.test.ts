import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeProtectedHeader, decodeJwt } from 'jose';
import * as contract from '../../contract/accounts';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES } from '../../contract/constants';
import { messages } from '../../contract/messages';
import { accounts, oneTimeCodes } from '../db/schema';
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
  it('stores an argon2id hash, leaves the account unverified and mails a 6-digit code in Vietnamese', async () => {
    const email = freshEmail();
    const res = await post(contract.registerAccount.path, { fullName: '  Nguyễn Thị Lan  ', email: email.toUpperCase(), password: 'MatKhau@123', image: '' });
    expect(res.statusCode).toBe(200);
    expect(contract.registerAccount.response.parse(res.json())).toEqual({ status: 'thành công', message: messages.auth.registerSuccess });

    const row = await accountRow(email);
    expect(row?.fullName).toBe('Nguyễn Thị Lan');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.verified).toBe(false);
    expect(row?.type).toBe('local');
    expect(row?.image).toBeNull();

    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe(messages.auth.verifyMailSubject);
    expect(mail.text).toContain(messages.auth.verifyMailIntro);
    expect(mail.text).toContain(String(CODE_TTL_MINUTES));
    const code = lastCode(t.mails, email);
    expect(code).toMatch(/^\d{6}$/);

    const [stored] = await t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    expect(stored?.purpose).toBe('verify');
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);
    const ttlMs = stored!.expiresAt.getTime() - Date.now();
    expect(ttlMs).toBeGreaterThan((CODE_TTL_MINUTES - 1) * 60_000);
    expect(ttlMs).toBeLessThanOrEqual(CODE_TTL_MINUTES * 60_000);
  });

  it('stores an avatar sent as a data URL and answers with its URL later', async () => {
    const email = freshEmail();
    const res = await post(contract.registerAccount.path, { fullName: 'Lê Văn Tâm', email, password: 'MatKhau@123', image: PNG_1x1 });
    expect(res.statusCode).toBe(200);
    expect((await accountRow(email))?.image).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
  });

  it('refuses an e-mail that is already registered with 409 and a Vietnamese message, whatever its case', async () => {
    const email = freshEmail();
    await registerVerified(email);
    const res = await post(contract.registerAccount.path, { fullName: 'Người khác', email: email.toUpperCase(), password: 'KhacHan@123' });
    expectFailure(res, 409, messages.auth.emailAlreadyRegistered);
    expect(await t.app.db.select().from(accounts).where(eq(accounts.email, email))).toHaveLength(1);
  });

  it('lets an unverified registration be repeated: new details, a new code, the old code dead', async () => {
    const email = freshEmail();
    await post(contract.registerAccount.path, { fullName: 'Tên Cũ', email, password: 'MatKhau@123' });
    const firstCode = lastCode(t.mails, email);
    const again = await post(contract.registerAccount.path, { fullName: 'Tên Mới', email, password: 'MatKhauMoi@123' });
    expect(again.statusCode).toBe(200);
    const secondCode = lastCode(t.mails, email);
    expect((await accountRow(email))?.fullName).toBe('Tên Mới');
    if (firstCode !== secondCode) {
      expectFailure(await post(contract.verifyAccount.path, { email, code: firstCode }), 400, messages.auth.codeInvalid);
    }
    expect((await post(contract.verifyAccount.path, { email, code: secondCode })).statusCode).toBe(200);
    expect((await post(contract.login.path, { email, password: 'MatKhauMoi@123' })).statusCode).toBe(200);
  });

  it.each([
    [{ email: 'a@b.vn', password: 'MatKhau@123' }, messages.validation.fullNameRequired],
    [{ fullName: '   ', email: 'a@b.vn', password: 'MatKhau@123' }, messages.validation.fullNameRequired],
    [{ fullName: 'An', email: 'khong-phai-email', password: 'MatKhau@123' }, messages.validation.emailInvalid],
    [{ fullName: 'An', password: 'MatKhau@123' }, messages.validation.emailRequired],
    [{ fullName: 'An', email: 'a@b.vn', password: '123' }, messages.validation.passwordMinLength],
    [{ fullName: 'An', email: 'a@b.vn' }, messages.validation.newPasswordRequired],
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

  it('answers a wrong code with 400 { status: "thất bại", message } and keeps the account unverified', async () => {
    const email = freshEmail();
    await post(contract.registerAccount.path, { fullName: 'Đỗ Minh', email, password: 'MatKhau@123' });
    const res = await post(contract.verifyAccount.path, { email, code: wrongCode(lastCode(t.mails, email)) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'thất bại', message: messages.auth.codeInvalid });
    expect((await accountRow(email))?.verified).toBe(false);
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
    expect((await accountRow(email))?.verified).toBe(false);
  });

  it('refuses an expired code', async () => {
    const email = freshEmail();
    await post(contract.registerAccount.path, { fullName: 'Đỗ Minh', email, password: 'MatKhau@123' });
    const code = lastCode(t.mails, email);
    await t.app.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.email, email));
    expectFailure(await post(contract.verifyAccount.path, { email, code }), 400, messages.auth.codeExpired);
    expect((await accountRow(email))?.verified).toBe(false);
  });

  it('refuses a code for an unknown e-mail exactly like a wrong code', async () => {
    expectFailure(await post(contract.verifyAccount.path, { email: freshEmail(), code: '123456' }), 400, messages.auth.codeInvalid);
  });

  it.each([
    [{ email: 'a@b.vn', code: '12345' }, messages.validation.codeIncomplete],
    [{ email: 'a@b.vn', code: 'abcdef' }, messages.validation.codeIncomplete],
    [{ email: 'a@b.vn' }, messages.validation.codeRequired],
    [{ code: '123456' }, messages.validation.emailRequired],
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

  it('a reset code proves the mailbox, so it also verifies an unverified account', async () => {
    const email = freshEmail();
    await post(contract.registerAccount.path, { fullName: 'An', email, password: 'MatKhau@123' });
    await post(contract.forgotPassword.path, { email });
    const res = await post(contract.resetPassword.path, { email, verificationCode: lastCode(t.mails, email), newPassword: 'MatKhauMoi@1' });
    expect(res.statusCode).toBe(200);
    expect((await accountRow(email))?.verified).toBe(true);
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
    expect(await t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, social.email))).toHaveLength(0);
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
    const guesses = await Promise.all(Array.from({ length: 20 }, () => post(contract.verifyAccount.path, { email, code: wrongCode(code) })));
    expect(guesses.every((res) => res.statusCode === 400)).toBe(true);
    const [row] = await t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    expect(row?.attempts).toBe(CODE_MAX_ATTEMPTS);
    expectFailure(await post(contract.verifyAccount.path, { email, code }), 400, messages.auth.codeTooManyAttempts);
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
