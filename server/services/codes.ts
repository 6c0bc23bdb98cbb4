import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, ne } from 'drizzle-orm';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES } from '../../contract/constants';
import { messages } from '../../contract/messages';
import type { Db } from '../db/client';
import { oneTimeCodes, pendingRegistrations } from '../db/schema';

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];
export type PendingRegistration = typeof pendingRegistrations.$inferSelect;

/** A transaction or the database itself: codes are always read and written inside the caller's transaction. */
type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** How long a spent or expired code row is kept (so a late try still hears "expired") before it is swept. */
const SWEEP_AFTER_MS = 24 * 3600_000;

/**
 * Bound to what the code unlocks (purpose and e-mail, or one registration), so a stolen table
 * row tells nothing about any other code; six digits are weak on their own, but they live 10
 * minutes and each account gets only a few wrong tries an hour (CODE_WRONG_TRIES_PER_ACCOUNT_HOUR).
 */
function hashCode(binding: string, code: string): string {
  return createHash('sha256').update(`${binding}:${code}`).digest('hex');
}

const purposeBinding = (email: string, purpose: CodePurpose) => `${purpose}:${email}`;
const registrationBinding = (registrationId: string, email: string) => `register:${registrationId}:${email}`;

function sameHash(expectedHex: string, actualHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const actual = Buffer.from(actualHex, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function newCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}

export const codeExpiry = () => new Date(Date.now() + CODE_TTL_MINUTES * 60_000);

/**
 * Makes a new random code and replaces every earlier one of the same purpose. The caller
 * holds the e-mail's lock, so two requests cannot leave two live codes. A decoy is stored
 * with a hash no code has: an address without an account gets the same database work as one
 * with, and nothing that could ever be guessed.
 */
export async function issueCode(tx: Tx, email: string, purpose: CodePurpose, options: { decoy?: boolean } = {}): Promise<string> {
  const code = newCode();
  const codeHash = options.decoy ? randomBytes(32).toString('hex') : hashCode(purposeBinding(email, purpose), code);
  const [created] = await tx
    .insert(oneTimeCodes)
    .values({ email, purpose, codeHash, expiresAt: codeExpiry() })
    .returning({ id: oneTimeCodes.id });
  await tx
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), ne(oneTimeCodes.id, created!.id)));
  await tx.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, new Date(Date.now() - SWEEP_AFTER_MS)));
  return code;
}

export type CodeCheck = { ok: true } | { ok: false; message: string };

/** One typed code against one stored hash, counting a wrong try; the caller writes `attempts` back. */
function judge(row: { codeHash: string | null; attempts: number; expiresAt: Date }, binding: string, code: string): CodeCheck & { attempts: number } {
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, message: messages.auth.codeExpired, attempts: row.attempts };
  if (row.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, message: messages.auth.codeTooManyAttempts, attempts: row.attempts };
  if (row.codeHash !== null && sameHash(row.codeHash, hashCode(binding, code))) return { ok: true, attempts: row.attempts };
  const attempts = row.attempts + 1;
  return { ok: false, message: attempts >= CODE_MAX_ATTEMPTS ? messages.auth.codeTooManyAttempts : messages.auth.codeInvalid, attempts };
}

/**
 * Checks a typed code against the live one and uses it up on success. A wrong guess is
 * counted in the same transaction: the caller must commit it even though it refuses the
 * request (return the failure from the transaction, throw after it).
 */
export async function consumeCode(tx: Tx, email: string, purpose: CodePurpose, code: string): Promise<CodeCheck> {
  const [row] = await tx
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)))
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1)
    .for('update');
  if (!row) return { ok: false, message: messages.auth.codeInvalid };
  const verdict = judge(row, purposeBinding(email, purpose), code);
  if (verdict.ok) {
    await tx.update(oneTimeCodes).set({ consumedAt: new Date() }).where(eq(oneTimeCodes.id, row.id));
    return { ok: true };
  }
  if (verdict.message === messages.auth.codeExpired) await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.id, row.id));
  else if (verdict.attempts !== row.attempts) await tx.update(oneTimeCodes).set({ attempts: verdict.attempts }).where(eq(oneTimeCodes.id, row.id));
  return { ok: false, message: verdict.message };
}

/**
 * Every live code of an e-mail dies (its account's wrong tries for the hour are used up): marked
 * in its row as tried too often, so it stays dead after a restart and on every process, and
 * only a code asked for anew works again.
 */
export async function killCodes(db: Tx, email: string): Promise<void> {
  await db.update(oneTimeCodes).set({ attempts: CODE_MAX_ATTEMPTS }).where(and(eq(oneTimeCodes.email, email), isNull(oneTimeCodes.consumedAt)));
  await db.update(pendingRegistrations).set({ attempts: CODE_MAX_ATTEMPTS }).where(eq(pendingRegistrations.email, email));
}

// ---------------------------------------------------------------- registration codes

/** A fresh code for one pending registration (its earlier code dies); answers the code to mail. */
export async function renewRegistrationCode(tx: Tx, registration: PendingRegistration): Promise<string> {
  const code = newCode();
  await tx
    .update(pendingRegistrations)
    .set({ codeHash: hashCode(registrationBinding(registration.id, registration.email), code), codeExpiresAt: codeExpiry(), attempts: 0 })
    .where(eq(pendingRegistrations.id, registration.id));
  return code;
}

/** The hash to store with a new registration, whose id is chosen before the insert. */
export function registrationCodeHash(registrationId: string, email: string, code: string): string {
  return hashCode(registrationBinding(registrationId, email), code);
}

/** Whether `code` is this registration's live code, without counting anything. */
export function isRegistrationCode(registration: PendingRegistration, code: string): boolean {
  return judge({ ...registration, expiresAt: registration.codeExpiresAt }, registrationBinding(registration.id, registration.email), code).ok;
}

/** Checks a code against one registration's, counting a wrong try on it (same commit rule as consumeCode). */
export async function checkRegistrationCode(tx: Tx, registration: PendingRegistration, code: string): Promise<CodeCheck> {
  const verdict = judge(
    { codeHash: registration.codeHash, attempts: registration.attempts, expiresAt: registration.codeExpiresAt },
    registrationBinding(registration.id, registration.email),
    code,
  );
  if (!verdict.ok && verdict.attempts !== registration.attempts) {
    await tx.update(pendingRegistrations).set({ attempts: verdict.attempts }).where(eq(pendingRegistrations.id, registration.id));
  }
  return verdict.ok ? { ok: true } : { ok: false, message: verdict.message };
}
