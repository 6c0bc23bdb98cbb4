/**
 * Registration and forgotten password answer the same way, after the same work, whether or not
 * the e-mail has an account: the status, the body, the password hashing and the database
 * statements are compared here; mail leaves after the answer. (Timings are measured by hand,
 * never in a test.)
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getTableName, type Table } from 'drizzle-orm';
import * as argon2 from '@node-rs/argon2';
import * as contract from '../../contract/accounts';
import { messages } from '../../contract/messages';
import type { Db } from '../db/client';
import { createAccount } from '../test/fixtures';
import { createAccountsTestApp, type AccountsTestApp } from './accounts-testing';

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...original, hash: vi.fn(original.hash), verify: vi.fn(original.verify) };
});

let t: AccountsTestApp;
let sequence = 0;
const freshEmail = () => `liet-ke-${Date.now().toString(36)}-${(sequence += 1)}@example.com`;

beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

function post(url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, payload });
}

const STATEMENTS = ['select', 'insert', 'update', 'delete', 'execute'] as const;

/** Records each statement a transaction makes ("insert pending_registrations", "select"...), in order. */
function recording(tx: Db, log: string[]): Db {
  return new Proxy(tx, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || !STATEMENTS.includes(property as (typeof STATEMENTS)[number])) return value;
      return (...args: unknown[]) => {
        const table = property === 'select' || property === 'execute' ? '' : ` ${getTableName(args[0] as Table)}`;
        log.push(`${String(property)}${table}`);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** The password hashing and database statements one request makes. */
async function workOf(request: () => Promise<{ statusCode: number; body: string }>) {
  const statements: string[] = [];
  const db = t.app.db;
  const realTransaction = db.transaction.bind(db);
  const transaction = vi
    .spyOn(db, 'transaction')
    .mockImplementation((action, config) => realTransaction((tx) => action(recording(tx as Db, statements) as typeof tx), config));
  const hashes = vi.mocked(argon2.hash);
  const verifies = vi.mocked(argon2.verify);
  hashes.mockClear();
  verifies.mockClear();
  try {
    const res = await request();
    return { status: res.statusCode, body: res.body, transactions: transaction.mock.calls.length, statements, hashes: hashes.mock.calls.length, verifies: verifies.mock.calls.length };
  } finally {
    transaction.mockRestore();
  }
}

describe('POST /api/accounts/create', () => {
  it('answers a taken address with the status and body of a new one, after the same hashing and statements, and mails its owner', async () => {
    const owner = await createAccount(t.app, { fullName: 'Chủ Tài Khoản' });
    const mailsBefore = t.mails.length;
    const taken = await workOf(() => post(contract.registerAccount.path, { fullName: 'Ai Đó', email: owner.email, password: 'MatKhau@123', image: '' }));
    const fresh = await workOf(() => post(contract.registerAccount.path, { fullName: 'Ai Đó', email: freshEmail(), password: 'MatKhau@123', image: '' }));

    expect(taken.status).toBe(200);
    expect({ status: taken.status, body: taken.body }).toEqual({ status: fresh.status, body: fresh.body });
    expect(JSON.parse(taken.body)).toEqual({ status: 'thành công', message: messages.auth.registerSuccess });
    expect(taken.hashes).toBe(1);
    expect({ ...taken, body: '' }).toEqual({ ...fresh, body: '' });
    expect(taken.statements).toContain('insert pending_registrations');

    const sent = t.mails.slice(mailsBefore);
    expect(sent.map((mail) => [mail.to === owner.email ? 'owner' : 'new', mail.subject])).toEqual([
      ['owner', messages.auth.registerAttemptMailSubject],
      ['new', messages.auth.verifyMailSubject],
    ]);
  });

  it('treats a Google account like any taken address', async () => {
    const google = await createAccount(t.app, { type: 'google' });
    const taken = await workOf(() => post(contract.registerAccount.path, { fullName: 'Ai Đó', email: google.email, password: 'MatKhau@123' }));
    const fresh = await workOf(() => post(contract.registerAccount.path, { fullName: 'Ai Đó', email: freshEmail(), password: 'MatKhau@123' }));
    expect({ ...taken, body: '' }).toEqual({ ...fresh, body: '' });
    expect(taken.body).toBe(fresh.body);
    expect(t.mails.at(-2)).toMatchObject({ to: google.email, subject: messages.auth.registerAttemptMailSubject });
  });
});

describe('POST /api/accounts/forgot-password', () => {
  it('does the same statements, with no hashing, for a known, a waiting, a Google and an unknown address', async () => {
    const known = await createAccount(t.app);
    const google = await createAccount(t.app, { type: 'google' });
    const waiting = freshEmail();
    await post(contract.registerAccount.path, { fullName: 'Đang Chờ', email: waiting, password: 'MatKhau@123' });

    const mailsBefore = t.mails.length;
    const works = [];
    for (const email of [known.email, waiting, google.email, freshEmail()]) works.push(await workOf(() => post(contract.forgotPassword.path, { email })));
    for (const work of works) {
      expect(JSON.parse(work.body)).toEqual({ status: 'thành công', message: messages.auth.forgotPasswordAccepted });
      expect({ ...work, hashes: work.hashes + work.verifies }).toEqual({ ...works[0]!, hashes: 0 });
    }
    expect(works[0]!.statements).toContain('insert one_time_codes');
    // Codes to the known and the waiting address, a note to the Google one, nothing to the unknown one.
    expect(t.mails.slice(mailsBefore).map((mail) => [mail.to, mail.subject])).toEqual([
      [known.email, messages.auth.resetMailSubject],
      [waiting, messages.auth.resetMailSubject],
      [google.email, messages.auth.resetMailSubject],
    ]);
  });
});
