import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CODE_TTL_MINUTES } from '../../contract/constants';
import { format, messages } from '../../contract/messages';
import type { z } from 'zod';
import {
  SUCCESS_STATUS,
  type changePasswordBodySchema,
  type loginBodySchema,
  type registerBodySchema,
  type resetPasswordBodySchema,
  type StatusMessage,
  type verifyBodySchema,
} from '../../contract/accounts';
import type { Role } from '../../contract/roles';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '../lib/http-errors';
import type { AuthUser } from '../plugins/auth';
import type { Mailer } from '../plugins/mail';
import { resolveImageInput } from '../plugins/media';
import { rolesOf, type AccountRow } from './accounts';
import { consumeCode, issueCode, type CodeCheck } from './codes';
import { endAccountSessions } from './sessions';

// ---------------------------------------------------------------- passwords

/** argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended floor. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real check, so an unknown e-mail answers as slowly as a wrong password. */
async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await passwordMatches(await dummyHash, password);
}

// ---------------------------------------------------------------- mail

interface CodeMail {
  to: string;
  fullName: string;
  subject: string;
  intro: string;
  code: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function paragraphsMail(paragraphs: string[], code?: string) {
  const text = paragraphs.join('\n\n');
  const html = paragraphs
    .map((p) => (code !== undefined && p === code ? `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(p)}</p>` : `<p>${escapeHtml(p)}</p>`))
    .join('\n');
  return { text, html: `<!doctype html><html lang="vi"><body>${html}</body></html>` };
}

/** Vietnamese, with a plain-text part; a failure is the user's to retry, never a 500. */
async function sendCodeMail(mailer: Mailer, mail: CodeMail): Promise<void> {
  const body = paragraphsMail(
    [
      format(messages.auth.mailGreeting, { name: mail.fullName }),
      mail.intro,
      mail.code,
      format(messages.auth.codeMailExpiry, { minutes: CODE_TTL_MINUTES }),
      messages.auth.codeMailIgnore,
      messages.auth.mailSignature,
    ],
    mail.code,
  );
  try {
    await mailer.send({ to: mail.to, subject: mail.subject, ...body });
  } catch {
    throw new HttpError(503, messages.auth.mailSendFailed);
  }
}

// ---------------------------------------------------------------- helpers

/** drizzle wraps driver errors; Postgres puts the SQLSTATE on the cause. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === 'object' && 'code' in current && current.code === '23505') return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}

async function lockAccountByEmail(tx: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await tx.select().from(accounts).where(eq(accounts.email, email)).for('update');
  return row;
}

/** Runs the code check and the change in one transaction, and throws only after commit so a wrong guess stays counted. */
async function withCode(db: Db, action: (tx: Db) => Promise<CodeCheck>): Promise<void> {
  const outcome = await db.transaction(action);
  if (!outcome.ok) throw badRequest(outcome.message);
}

// ---------------------------------------------------------------- registration

export async function register(db: Db, mailer: Mailer, body: z.output<typeof registerBodySchema>): Promise<StatusMessage> {
  const passwordHash = await hashPassword(body.password);
  let code: string;
  try {
    code = await db.transaction(async (tx) => {
      const existing = await lockAccountByEmail(tx, body.email);
      // An unverified local account proves nothing about its owner yet: registering again
      // replaces it (the new code goes to the same mailbox), so a lost code is never a dead end.
      if (existing && (existing.verified || existing.type !== 'local')) throw conflict(messages.auth.emailAlreadyRegistered);
      const image = await resolveImageInput(tx, body.image);
      if (existing) {
        await tx.update(accounts).set({ fullName: body.fullName, passwordHash, image }).where(eq(accounts.id, existing.id));
      } else {
        await tx.insert(accounts).values({ fullName: body.fullName, email: body.email, passwordHash, image, type: 'local', verified: false });
      }
      return issueCode(tx, body.email, 'verify');
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.auth.emailAlreadyRegistered);
    throw error;
  }
  await sendCodeMail(mailer, {
    to: body.email,
    fullName: body.fullName,
    subject: messages.auth.verifyMailSubject,
    intro: messages.auth.verifyMailIntro,
    code,
  });
  return { status: SUCCESS_STATUS, message: messages.auth.registerSuccess };
}

export async function verifyAccount(db: Db, body: z.output<typeof verifyBodySchema>): Promise<StatusMessage> {
  await withCode(db, async (tx) => {
    const account = await lockAccountByEmail(tx, body.email);
    const check = await consumeCode(tx, body.email, 'verify', body.code);
    if (!check.ok) return check;
    if (!account) return { ok: false, message: messages.auth.codeInvalid };
    await tx.update(accounts).set({ verified: true }).where(eq(accounts.id, account.id));
    return check;
  });
  return { status: SUCCESS_STATUS, message: messages.auth.verifySuccess };
}

/**
 * A new verification code for an account that is still waiting for one. The answer is the
 * same whether the e-mail is registered, already verified or unknown, so the form cannot be
 * used to find out who has an account; a mail failure is only logged for the same reason.
 */
export async function resendVerificationCode(db: Db, mailer: Mailer, log: FastifyBaseLogger, email: string): Promise<StatusMessage> {
  const target = await db.transaction(async (tx) => {
    const account = await lockAccountByEmail(tx, email);
    if (!account || account.verified || account.type !== 'local') return null;
    return { account, code: await issueCode(tx, email, 'verify') };
  });
  if (target) {
    try {
      await sendCodeMail(mailer, {
        to: email,
        fullName: target.account.fullName,
        subject: messages.auth.verifyMailSubject,
        intro: messages.auth.verifyMailIntro,
        code: target.code,
      });
    } catch (error) {
      log.error({ err: error }, 'could not resend the verification code');
    }
  }
  return { status: SUCCESS_STATUS, message: messages.auth.resendCodeAccepted };
}

// ---------------------------------------------------------------- login

/**
 * Checks the password before saying anything about the account, so only its owner learns
 * that it is locked or unverified. An unverified owner gets a fresh code by mail.
 */
export async function login(
  db: Db,
  mailer: Mailer,
  log: FastifyBaseLogger,
  body: z.output<typeof loginBodySchema>,
): Promise<{ account: AccountRow; roles: Role[] }> {
  const [account] = await db.select().from(accounts).where(eq(accounts.email, body.email));
  if (!account?.passwordHash) {
    await burnPasswordCheck(body.password);
    throw unauthorized(messages.auth.invalidCredentials);
  }
  if (!(await passwordMatches(account.passwordHash, body.password))) throw unauthorized(messages.auth.invalidCredentials);
  if (account.status === 'locked') throw forbidden(messages.auth.accountLocked);
  if (!account.verified) {
    try {
      const code = await db.transaction(async (tx) => {
        await lockAccountByEmail(tx, account.email);
        return issueCode(tx, account.email, 'verify');
      });
      await sendCodeMail(mailer, {
        to: account.email,
        fullName: account.fullName,
        subject: messages.auth.verifyMailSubject,
        intro: messages.auth.verifyMailIntro,
        code,
      });
    } catch (error) {
      log.error({ err: error }, 'could not send a new verification code');
    }
    throw forbidden(messages.auth.accountNotVerified);
  }
  return { account, roles: await rolesOf(db, account.id) };
}

// ---------------------------------------------------------------- forgotten password

const PROVIDER_LABEL = { google: 'Google', facebook: 'Facebook' } as const;

/**
 * Always the same answer, so the form cannot be used to find out who has an account.
 * Accounts that sign in through Google or Facebook have no password to reset: they get a
 * mail saying so instead of a code. A mail failure is only logged for the same reason.
 */
export async function forgotPassword(db: Db, mailer: Mailer, log: FastifyBaseLogger, email: string): Promise<StatusMessage> {
  const target = await db.transaction(async (tx) => {
    const account = await lockAccountByEmail(tx, email);
    if (!account) return null;
    if (account.type !== 'local') return { account, code: null };
    return { account, code: await issueCode(tx, email, 'reset') };
  });
  if (target) {
    try {
      if (target.code !== null) {
        await sendCodeMail(mailer, {
          to: email,
          fullName: target.account.fullName,
          subject: messages.auth.resetMailSubject,
          intro: messages.auth.resetMailIntro,
          code: target.code,
        });
      } else {
        const provider = PROVIDER_LABEL[target.account.type === 'facebook' ? 'facebook' : 'google'];
        await mailer.send({
          to: email,
          subject: messages.auth.resetMailSubject,
          ...paragraphsMail([
            format(messages.auth.mailGreeting, { name: target.account.fullName }),
            format(messages.auth.socialResetMailIntro, { provider }),
            messages.auth.codeMailIgnore,
            messages.auth.mailSignature,
          ]),
        });
      }
    } catch (error) {
      log.error({ err: error }, 'could not send the password-reset mail');
    }
  }
  return { status: SUCCESS_STATUS, message: messages.auth.forgotPasswordAccepted };
}

/**
 * A correct code also proves the mailbox, so it verifies an account that was not yet. Every
 * session of the account ends: whoever knew the old password is signed out everywhere.
 */
export async function resetPassword(db: Db, body: z.output<typeof resetPasswordBodySchema>): Promise<StatusMessage> {
  const passwordHash = await hashPassword(body.newPassword);
  await withCode(db, async (tx) => {
    const account = await lockAccountByEmail(tx, body.email);
    const check = await consumeCode(tx, body.email, 'reset', body.verificationCode);
    if (!check.ok) return check;
    if (!account || account.type !== 'local') return { ok: false, message: messages.auth.codeInvalid };
    await tx.update(accounts).set({ passwordHash, verified: true }).where(eq(accounts.id, account.id));
    await endAccountSessions(tx, account.id);
    return check;
  });
  return { status: SUCCESS_STATUS, message: messages.auth.resetPasswordSuccess };
}

// ---------------------------------------------------------------- password change (signed in)

async function localAccountOf(db: Db, user: AuthUser): Promise<AccountRow & { passwordHash: string }> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, user.id));
  if (!account) throw unauthorized(messages.common.unauthorized);
  const { passwordHash } = account;
  if (account.type !== 'local' || !passwordHash) throw forbidden(messages.account.socialAccountNoPassword);
  return { ...account, passwordHash };
}

/** 400, not 401: a wrong current password must not look like an expired session to the browser. */
async function assertCurrentPassword(db: Db, user: AuthUser, currentPassword: string): Promise<AccountRow> {
  const account = await localAccountOf(db, user);
  if (!(await passwordMatches(account.passwordHash, currentPassword))) throw badRequest(messages.account.currentPasswordIncorrect);
  return account;
}

export async function verifyCurrentPassword(db: Db, user: AuthUser, currentPassword: string): Promise<StatusMessage> {
  await assertCurrentPassword(db, user, currentPassword);
  return { status: SUCCESS_STATUS, message: messages.account.currentPasswordCorrect };
}

/** Step 2 checks the password again: a change code exists only for someone who knew it. */
export async function sendPasswordChangeCode(db: Db, mailer: Mailer, user: AuthUser, currentPassword: string): Promise<StatusMessage> {
  const account = await assertCurrentPassword(db, user, currentPassword);
  const code = await db.transaction(async (tx) => {
    await lockAccountByEmail(tx, account.email);
    return issueCode(tx, account.email, 'change_password');
  });
  await sendCodeMail(mailer, {
    to: account.email,
    fullName: account.fullName,
    subject: messages.account.changePasswordMailSubject,
    intro: messages.account.changePasswordMailIntro,
    code,
  });
  return { status: SUCCESS_STATUS, message: messages.auth.codeSent };
}

/** The browser that changed the password stays signed in; every other session ends. */
export async function changePassword(
  db: Db,
  user: AuthUser,
  currentSessionId: string | null,
  body: z.output<typeof changePasswordBodySchema>,
): Promise<StatusMessage> {
  const account = await localAccountOf(db, user);
  const passwordHash = await hashPassword(body.newPassword);
  await withCode(db, async (tx) => {
    await lockAccountByEmail(tx, account.email);
    const check = await consumeCode(tx, account.email, 'change_password', body.code);
    if (!check.ok) return check;
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, account.id));
    await endAccountSessions(tx, account.id, currentSessionId);
    return check;
  });
  return { status: SUCCESS_STATUS, message: messages.account.changePasswordSuccess };
}
