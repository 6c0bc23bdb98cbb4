import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import * as contract from '../../contract/accounts';
import { messages } from '../../contract/messages';
import { createAccountsTestApp, parseMail, readOutbox, type AccountsTestApp } from '../routes/accounts-testing';

interface FakeSmtp {
  url: string;
  received: Array<{ from: string; to: string[]; raw: string }>;
  /** When set, the server refuses every message with this reply. */
  refuse: boolean;
  /** How many messages it refused. */
  refused: number;
  close(): Promise<void>;
}

/** A real SMTP server on loopback (no TLS, no auth), keeping every message it accepts. */
async function startSmtp(): Promise<FakeSmtp> {
  const state: Pick<FakeSmtp, 'received' | 'refuse' | 'refused'> = { received: [], refuse: false, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuse) {
          state.refused += 1;
          callback(Object.assign(new Error('Hộp thư tạm thời không nhận thư'), { responseCode: 451 }));
          return;
        }
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf-8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** Account mails leave after the answer (its timing must not tell who has an account): wait for them. */
const eventually = (assertion: () => void) => vi.waitFor(assertion, { timeout: 5000, interval: 20 });

const register = (t: AccountsTestApp, email: string) =>
  t.app.inject({ method: 'POST', url: contract.registerAccount.path, payload: { fullName: 'Huỳnh Gia Bảo', email, password: 'MatKhau@123', image: '' } });

describe('mail over SMTP', () => {
  let smtp: FakeSmtp;
  let t: AccountsTestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createAccountsTestApp({ smtpUrl: smtp.url });
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

  it('answers as usual when the SMTP server refuses (the failure is logged), and registering again gets a code through', async () => {
    const email = 'smtp-tu-choi@example.com';
    smtp.refuse = true;
    const refused = await register(t, email);
    await eventually(() => expect(smtp.refused).toBe(1));
    smtp.refuse = false;
    expect(refused.statusCode).toBe(200);

    expect((await register(t, email)).statusCode).toBe(200);
    await eventually(() => expect(smtp.received.at(-1)?.to).toEqual([email]));
  });

  it('answers 503 with a Vietnamese message (never 500) when the password-change code cannot be sent', async () => {
    const email = 'smtp-dang-ky@example.com';
    const login = await t.app.inject({ method: 'POST', url: contract.login.path, payload: { email, password: 'MatKhau@123' } });
    const token = contract.login.response.parse(login.json()).token;
    smtp.refuse = true;
    const res = await t.app.inject({
      method: 'POST',
      url: contract.sendPasswordChangeCode.path,
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: 'MatKhau@123' },
    });
    smtp.refuse = false;
    expect(res.statusCode).toBe(503);
    expect(contract.accountFailureSchema.parse(res.json()).message).toBe(messages.auth.mailSendFailed);
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
