import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as contract from '../../contract/accounts';
import { messages } from '../../contract/messages';
import { startSmtp, type FakeSmtp } from '../test/fake-smtp';
import { createAccountsTestApp, parseMail, readOutbox, type AccountsTestApp } from '../routes/accounts-testing';

/** Account mails leave after the answer (its timing must not tell who has an account): wait for them. */
const eventually = (assertion: () => void) => vi.waitFor(assertion, { timeout: 5000, interval: 20 });

const register = (t: AccountsTestApp, email: string) =>
  t.app.inject({ method: 'POST', url: contract.registerAccount.path, payload: { fullName: 'Huỳnh Gia Bảo', email, password: 'MatKhau@123', image: '' } });

describe('mail over SMTP', () => {
  let smtp: FakeSmtp;
  let t: AccountsTestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    // Retries come a second after a refusal, so the tests see them.
    t = await createAccountsTestApp({ smtpUrl: smtp.url, mailQueue: { retryBaseSeconds: 1, maxAttempts: 5, leaseSeconds: 60, pollMs: 0 } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the verification code in Vietnamese with a plain-text part, and the code verifies the account', async () => {
    const email = 'smtp-dang-ky@example.com';
    expect(t.app.mailer.outboxDir).toBeNull();
    const res = await register(t, email);
    expect(res.statusCode).toBe(200);

    await eventually(() => expect(smtp.received).toHaveLength(1));
    const envelope = smtp.received[0]!;
    expect(envelope.to).toEqual([email]);
    expect(envelope.from).toBe('no-reply@garaotosaigon.vn');

    const mail = parseMail(envelope.raw);
    expect(mail.to).toContain(email);
    expect(mail.subject).toBe(messages.auth.verifyMailSubject);
    expect(mail.text).toBeDefined();
    expect(mail.text).toContain(messages.auth.verifyMailIntro);
    expect(mail.text).toContain('Xin chào Huỳnh Gia Bảo,');
    const code = /^(\d{6})$/m.exec(mail.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(code);

    const verified = await t.app.inject({ method: 'POST', url: contract.verifyAccount.path, payload: { email, code } });
    expect(verified.statusCode).toBe(200);
    expect(contract.verifyAccount.response.parse(verified.json()).status).toBe('thành công');
  });

  it('answers as usual when the SMTP server refuses, keeps the mail and delivers it once the server takes mail again', async () => {
    const email = 'smtp-tu-choi@example.com';
    smtp.refuse = true;
    const refused = await register(t, email);
    expect(refused.statusCode).toBe(200);
    expect(smtp.refused).toBe(1);
    smtp.refuse = false;

    // The retry waits out its back-off (a second here), then goes through: one mail, not two.
    await vi.waitFor(
      async () => {
        await t.app.mailQueue.flush();
        expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
      },
      { timeout: 5000, interval: 200 },
    );
    await t.app.mailQueue.flush();
    expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it('stores the password-change code with its mail: a refused send is retried, never a 500', async () => {
    const email = 'smtp-dang-ky@example.com';
    const login = await t.app.inject({ method: 'POST', url: contract.login.path, payload: { email, password: 'MatKhau@123' } });
    const token = contract.login.response.parse(login.json()).token;
    smtp.refuse = true;
    const before = smtp.received.length;
    const res = await t.app.inject({
      method: 'POST',
      url: contract.sendPasswordChangeCode.path,
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: 'MatKhau@123' },
    });
    smtp.refuse = false;
    expect(res.statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        await t.app.mailQueue.flush();
        expect(smtp.received).toHaveLength(before + 1);
      },
      { timeout: 5000, interval: 200 },
    );
    expect(parseMail(smtp.received.at(-1)!.raw).subject).toBe(messages.account.changePasswordMailSubject);
  });

  it('delivers the password-reset code too', async () => {
    const email = 'smtp-dang-ky@example.com';
    const before = smtp.received.length;
    await t.app.inject({ method: 'POST', url: contract.forgotPassword.path, payload: { email } });
    await eventually(() => expect(smtp.received).toHaveLength(before + 1));
    const mail = parseMail(smtp.received.at(-1)!.raw);
    expect(mail.subject).toBe(messages.auth.resetMailSubject);
    expect(mail.text).toMatch(/^\d{6}$/m);
  });
});

describe('mail without SMTP', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({ smtpUrl: undefined });
  });
  afterAll(() => t.close());

  it('writes each message as an .eml file to DATA_DIR/outbox, where the code can be read back', async () => {
    const outbox = t.app.mailer.outboxDir;
    expect(outbox).toBe(`${t.dataDir}/outbox`);
    const email = 'outbox-dang-ky@example.com';
    expect((await register(t, email)).statusCode).toBe(200);

    let mails: Awaited<ReturnType<typeof readOutbox>> = [];
    await vi.waitFor(
      async () => {
        mails = (await readOutbox(outbox!)).filter((m) => m.to.includes(email));
        expect(mails).toHaveLength(1);
      },
      { timeout: 5000, interval: 20 },
    );
    const mail = mails[0]!;
    expect(mail.subject).toBe(messages.auth.verifyMailSubject);
    const code = /^(\d{6})$/m.exec(mail.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const verified = await t.app.inject({ method: 'POST', url: contract.verifyAccount.path, payload: { email, code } });
    expect(verified.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: contract.login.path, payload: { email, password: 'MatKhau@123' } });
    expect(login.statusCode).toBe(200);
  });
});
