import { hash, verify } from '@node-rs/argon2';
import { and, desc, eq, gt, isNotNull, lte, notInArray, or, sql } from 'drizzle-orm';
import { CODE_TTL_MINUTES } from '../../contract/constants';
import { messages } from '../../contract/messages';
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
import { accounts, pendingRegistrations } from '../db/schema';
import { badRequest, forbidden, unauthorized } from '../lib/http-errors';
import { newObjectId } from '../lib/object-id';
import type { AuthUser } from '../plugins/auth';
import type { MailQueue } from '../plugins/mail-queue';
import type { NewMail } from './mail-queue';
import { prepareImageInput, storeImageInput } from '../plugins/media';
import { rolesOf, type AccountRow } from './accounts';
import {
  checkRegistrationCode,
  codeExpiry,
  consumeCode,
  isRegistrationCode,
  issueCode,
  newCode,
  registrationCodeHash,
  renewRegistrationCode,
  type CodeCheck,
  type PendingRegistration,
} from './codes';
import { endAccountSessions } from './sessions';

/** How long a registration waits for its code before it is forgotten (a sign-in with its password mails a new code meanwhile). */
const REGISTRATION_WAITS_DAYS = 7;
/** Registrations of one e-mail waiting at once; a newer one pushes the oldest out. */
const REGISTRATIONS_WAITING_MAX = 3;
/** The owner of a taken address hears of registration attempts at most once in this long. */
const TAKEN_NOTICE_MINUTES = 15;

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

/** A code mail (mail/templates.tsx) to one address. */
function codeMail(to: string, fullName: string, purpose: 'verify' | 'reset' | 'changePassword', code: string): NewMail {
  return { to, template: { kind: 'code', purpose, fullName, code, minutes: CODE_TTL_MINUTES } };
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

/**
 * Serialises everything that reads or writes an address's registrations and codes, also
 * before any account row exists to lock, then locks the account row if there is one.
 */
async function lockEmail(tx: Db, email: string): Promise<AccountRow | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`email:${email}`}, 0))`);
  return lockAccountByEmail(tx, email);
}

/** An account someone already owns: verified, or signing in through Google or Facebook. Nothing waiting may replace it. */
const isTaken = (account: AccountRow | undefined): boolean => account !== undefined && (account.verified || account.type !== 'local');

/** The e-mail's registrations still waiting for their code, newest first. */
function waitingRegistrations(db: Pick<Db, 'select'>, email: string) {
  return db
    .select()
    .from(pendingRegistrations)
    .where(and(eq(pendingRegistrations.email, email), isNotNull(pendingRegistrations.codeHash), gt(pendingRegistrations.expiresAt, new Date())))
    .orderBy(desc(pendingRegistrations.createdAt), desc(pendingRegistrations.id));
}

/** Runs the code check and the change in one transaction, and throws only after commit so a wrong guess stays counted. */
async function withCode(db: Db, action: (tx: Db) => Promise<CodeCheck>): Promise<void> {
  const outcome = await db.transaction(action);
  if (!outcome.ok) throw badRequest(outcome.message);
}

/** Accounts and their e-mails' waiting registrations: once someone proved the mailbox and set a password, nothing else waits. */
async function forgetRegistrations(tx: Db, email: string): Promise<void> {
  await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, email));
}

// ---------------------------------------------------------------- registration

interface NewRegistration {
  email: string;
  fullName: string;
  passwordHash: string;
  image: string | null;
}

/**
 * Stores one registration with its own code, or, for a taken address, a row without one that
 * marks the notice to its owner, then sweeps in one statement: expired rows everywhere and
 * this address's rows but the ones to keep (the newest waiting ones up to the cap; for a taken
 * address only the marker of the last notice, nothing waiting). The same statements either way.
 */
async function addRegistration(
  tx: Db,
  registration: NewRegistration,
  live: PendingRegistration[],
  taken: { noticeMarker: string | null } | null,
): Promise<string> {
  const id = newObjectId();
  const code = newCode();
  const now = Date.now();
  await tx.insert(pendingRegistrations).values({
    id,
    ...registration,
    codeHash: taken ? null : registrationCodeHash(id, registration.email, code),
    codeExpiresAt: codeExpiry(),
    expiresAt: new Date(now + (taken ? TAKEN_NOTICE_MINUTES * 60_000 : REGISTRATION_WAITS_DAYS * 24 * 3600_000)),
  });
  const waiting = live.filter((row) => row.codeHash !== null);
  const keep = taken ? [taken.noticeMarker ?? id] : [id, ...waiting.slice(0, REGISTRATIONS_WAITING_MAX - 1).map((row) => row.id)];
  await tx
    .delete(pendingRegistrations)
    .where(
      or(
        lte(pendingRegistrations.expiresAt, new Date(now)),
        and(
          eq(pendingRegistrations.email, registration.email),
          notInArray(pendingRegistrations.id, keep),
          taken ? undefined : isNotNull(pendingRegistrations.codeHash),
        ),
      ),
    );
  return code;
}

/**
 * The same answer, the same work (one password hash, one transaction of the same statements,
 * one mail sent without waiting) whether or not the address already has an account, so the
 * form tells nobody who is registered. A new address gets a code bound to this registration
 * and its password; a taken one gets a note that someone tried, at most once per
 * TAKEN_NOTICE_MINUTES, and no account changes.
 */
export async function register(db: Db, mail: MailQueue, body: z.output<typeof registerBodySchema>): Promise<StatusMessage> {
  const passwordHash = await hashPassword(body.password);
  // Decoded before the transaction: on the embedded database a transaction holds the only
  // connection, and registrations decoding avatars inside it stalled every other query.
  const picture = await prepareImageInput(body.image);
  const outcome = await db.transaction(async (tx) => {
    const account = await lockEmail(tx, body.email);
    const image = await storeImageInput(tx, picture);
    const live = await tx
      .select()
      .from(pendingRegistrations)
      .where(and(eq(pendingRegistrations.email, body.email), gt(pendingRegistrations.expiresAt, new Date())))
      .orderBy(desc(pendingRegistrations.createdAt), desc(pendingRegistrations.id));
    const noticeMarker = live.find((row) => row.codeHash === null)?.id ?? null;
    const taken = account && isTaken(account) ? { owner: account, noticeMarker } : null;
    const code = await addRegistration(tx, { email: body.email, fullName: body.fullName, passwordHash, image }, live, taken);
    return taken ? { taken: true as const, owner: taken.owner, notify: noticeMarker === null } : { taken: false as const, code };
  });
  if (!outcome.taken) {
    mail.addLater(codeMail(body.email, body.fullName, 'verify', outcome.code), 'the verification code');
  } else if (outcome.notify) {
    mail.addLater({ to: body.email, template: { kind: 'registrationAttempt', fullName: outcome.owner.fullName } }, 'the registration-attempt notice');
  }
  return { status: SUCCESS_STATUS, message: messages.auth.registerSuccess };
}

/**
 * Makes the account from one waiting registration. With the password chosen at registration
 * (our dialog sends it), the code must be that registration's own, and the caller, having
 * proved the password and the mailbox, is signed in (`signIn`, for the route to start the
 * session). With the code alone (the deployed client), it is accepted only while one
 * registration waits: with two, nobody can tell whose password the mailbox's owner meant to
 * keep; and nobody is signed in, since whoever holds the code did not show the password.
 */
export async function verifyAccount(
  db: Db,
  body: z.output<typeof verifyBodySchema>,
): Promise<StatusMessage & { signIn: { account: AccountRow; roles: Role[] } | null }> {
  const invalid: CodeCheck = { ok: false, message: messages.auth.codeInvalid };
  try {
    await withCode(db, async (tx) => {
      const account = await lockEmail(tx, body.email);
      const waiting = await waitingRegistrations(tx, body.email).for('update');
      if (isTaken(account)) return invalid;

      let registration: PendingRegistration | undefined;
      if (body.password !== undefined) {
        for (const row of waiting) {
          if (await passwordMatches(row.passwordHash, body.password)) {
            registration = row;
            break;
          }
        }
      } else if (waiting.length === 1) {
        registration = waiting[0];
      } else if (waiting.length > 1) {
        // Every waiting registration counts the try: guessing here must cost what it costs with a password.
        const right = waiting.filter((row) => isRegistrationCode(row, body.code));
        for (const row of waiting) if (!right.includes(row)) await checkRegistrationCode(tx, row, body.code);
        return right.length > 0 ? { ok: false, message: messages.auth.registrationAmbiguous } : invalid;
      }
      if (!registration) return invalid;

      const check = await checkRegistrationCode(tx, registration, body.code);
      if (!check.ok) return check;
      const proven = { fullName: registration.fullName, passwordHash: registration.passwordHash, image: registration.image, verified: true };
      if (account) {
        // An unverified account from before registrations waited apart: its unproven password goes.
        await tx.update(accounts).set(proven).where(eq(accounts.id, account.id));
        await endAccountSessions(tx, account.id);
      } else {
        await tx.insert(accounts).values({ ...proven, email: body.email, type: 'local' });
      }
      await forgetRegistrations(tx, body.email);
      return check;
    });
  } catch (error) {
    // A Google or Facebook sign-in made the account at the same moment: it owns the address now.
    if (isUniqueViolation(error)) throw badRequest(messages.auth.codeInvalid);
    throw error;
  }
  const [account] = body.password === undefined ? [] : await db.select().from(accounts).where(eq(accounts.email, body.email));
  if (!account || account.status !== 'active') return { status: SUCCESS_STATUS, message: messages.auth.verifySuccess, signIn: null };
  return { status: SUCCESS_STATUS, message: messages.auth.verifySignedIn, signIn: { account, roles: await rolesOf(db, account.id) } };
}

/**
 * New codes for the registrations still waiting on this e-mail, one mail each (greeting the
 * name typed with it). The answer is the same whether the e-mail is waiting, registered or
 * unknown, so the form cannot be used to find out who has an account.
 */
export async function resendVerificationCode(db: Db, mail: MailQueue, email: string): Promise<StatusMessage> {
  const renewed = await db.transaction(async (tx) => {
    const account = await lockEmail(tx, email);
    const waiting = await waitingRegistrations(tx, email).for('update');
    if (isTaken(account)) return [];
    const codes: { fullName: string; code: string }[] = [];
    for (const registration of waiting) codes.push({ fullName: registration.fullName, code: await renewRegistrationCode(tx, registration) });
    return codes;
  });
  for (const { fullName, code } of renewed) mail.addLater(codeMail(email, fullName, 'verify', code), 'a new verification code');
  return { status: SUCCESS_STATUS, message: messages.auth.resendCodeAccepted };
}

// ---------------------------------------------------------------- login

/**
 * Checks the password before saying anything about the account, so only its owner learns
 * that it is locked or unverified. A password of a registration still waiting for its code
 * (or of an unverified account from before) gets that registration a fresh code by mail.
 */
export async function login(
  db: Db,
  mail: MailQueue,
  body: z.output<typeof loginBodySchema>,
): Promise<{ account: AccountRow; roles: Role[] }> {
  const [[account], waiting] = await Promise.all([
    db.select().from(accounts).where(eq(accounts.email, body.email)),
    waitingRegistrations(db, body.email),
  ]);
  if (account && isTaken(account)) {
    if (!account.passwordHash) {
      await burnPasswordCheck(body.password);
      throw unauthorized(messages.auth.invalidCredentials);
    }
    if (!(await passwordMatches(account.passwordHash, body.password))) throw unauthorized(messages.auth.invalidCredentials);
    if (account.status === 'locked') throw forbidden(messages.auth.accountLocked);
    return { account, roles: await rolesOf(db, account.id) };
  }

  let registration: PendingRegistration | undefined;
  for (const row of waiting) {
    if (await passwordMatches(row.passwordHash, body.password)) {
      registration = row;
      break;
    }
  }
  const legacy = !registration && account?.passwordHash ? await passwordMatches(account.passwordHash, body.password) : false;
  if (!registration && !legacy) {
    if (waiting.length === 0 && !account?.passwordHash) await burnPasswordCheck(body.password);
    throw unauthorized(messages.auth.invalidCredentials);
  }
  if (legacy && account?.status === 'locked') throw forbidden(messages.auth.accountLocked);

  const fresh = await db.transaction(async (tx) => {
    const current = await lockEmail(tx, body.email);
    const stillWaiting = await waitingRegistrations(tx, body.email).for('update');
    if (isTaken(current)) return null;
    const row = registration && stillWaiting.find((candidate) => candidate.id === registration.id);
    if (row) return { fullName: row.fullName, code: await renewRegistrationCode(tx, row) };
    if (!legacy || !current?.passwordHash) return null;
    // The account's own password was proven just now: it waits for the mailbox like a registration.
    const code = await addRegistration(tx, { email: current.email, fullName: current.fullName, passwordHash: current.passwordHash, image: current.image }, stillWaiting, null);
    return { fullName: current.fullName, code };
  });
  if (fresh) mail.addLater(codeMail(body.email, fresh.fullName, 'verify', fresh.code), 'a new verification code');
  throw forbidden(messages.auth.accountNotVerified);
}

// ---------------------------------------------------------------- forgotten password

const PROVIDER_LABEL = { google: 'Google', facebook: 'Facebook' } as const;

/**
 * Always the same answer after the same work (one transaction issuing a code, real or a
 * decoy, and any mail sent without waiting), so the form cannot be used to find out who has
 * an account. Accounts that sign in through Google or Facebook have no password to reset:
 * they get a mail saying so instead of a code. A registration still waiting for its code gets
 * a reset code too: whoever proves the mailbox and sets a password owns the address.
 */
export async function forgotPassword(db: Db, mail: MailQueue, email: string): Promise<StatusMessage> {
  const target = await db.transaction(async (tx) => {
    const account = await lockEmail(tx, email);
    const [waiting] = await waitingRegistrations(tx, email).limit(1);
    const social = account !== undefined && account.type !== 'local';
    const name = account?.fullName ?? waiting?.fullName;
    const code = await issueCode(tx, email, 'reset', { decoy: social || name === undefined });
    if (social) return { kind: 'social' as const, account };
    return name === undefined ? null : { kind: 'code' as const, name, code };
  });
  if (target?.kind === 'code') {
    mail.addLater(codeMail(email, target.name, 'reset', target.code), 'the password-reset code');
  } else if (target?.kind === 'social') {
    const provider = PROVIDER_LABEL[target.account.type === 'facebook' ? 'facebook' : 'google'];
    mail.addLater({ to: email, template: { kind: 'socialReset', fullName: target.account.fullName, provider } }, 'the password-reset note');
  }
  return { status: SUCCESS_STATUS, message: messages.auth.forgotPasswordAccepted };
}

/** Who asks for a reset: the account and session of the token the call carries, if any. */
export interface ResetCaller {
  accountId: string;
  sessionId: string;
}

/**
 * A correct code also proves the mailbox, so it verifies an account that was not yet, or
 * makes the account of a registration still waiting (with the password set now). Every
 * session of the account ends, so whoever knew the old password is signed out everywhere,
 * except the caller's own when the call carries a session of this very account (ASVS 7.4.3:
 * the deployed client changes a password through login, forgot and reset, and keeps its token).
 * Another account's session keeps nothing here.
 */
export async function resetPassword(db: Db, body: z.output<typeof resetPasswordBodySchema>, caller: ResetCaller | null = null): Promise<StatusMessage> {
  const passwordHash = await hashPassword(body.newPassword);
  try {
    await withCode(db, async (tx) => {
      const account = await lockEmail(tx, body.email);
      const [waiting] = await waitingRegistrations(tx, body.email).limit(1);
      const check = await consumeCode(tx, body.email, 'reset', body.verificationCode);
      if (!check.ok) return check;
      if (account) {
        if (account.type !== 'local') return { ok: false, message: messages.auth.codeInvalid };
        await tx.update(accounts).set({ passwordHash, verified: true }).where(eq(accounts.id, account.id));
        await endAccountSessions(tx, account.id, caller?.accountId === account.id ? caller.sessionId : null);
      } else if (waiting) {
        await tx.insert(accounts).values({ fullName: waiting.fullName, email: body.email, passwordHash, image: waiting.image, type: 'local', verified: true });
      } else {
        return { ok: false, message: messages.auth.codeInvalid };
      }
      await forgetRegistrations(tx, body.email);
      return check;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(messages.auth.codeInvalid);
    throw error;
  }
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
export async function sendPasswordChangeCode(db: Db, mail: MailQueue, user: AuthUser, currentPassword: string): Promise<StatusMessage> {
  const account = await assertCurrentPassword(db, user, currentPassword);
  // Signed in already: nothing to hide here, so the code and its mail are stored together.
  await db.transaction(async (tx) => {
    await lockAccountByEmail(tx, account.email);
    const code = await issueCode(tx, account.email, 'change_password');
    await mail.add(tx, codeMail(account.email, account.fullName, 'changePassword', code));
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
