import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, pendingRegistrations } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import type { AccountRow } from '../accounts';
import type { CodeCheck } from '../codes';

// What every job of signing in and proving a mailbox shares: one lock per e-mail address, the
// registrations waiting on it, and a code check whose wrong guess stays counted.

export async function lockAccountByEmail(tx: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await tx.select().from(accounts).where(eq(accounts.email, email)).for('update');
  return row;
}

/**
 * Serialises everything that reads or writes an address's registrations and codes, also
 * before any account row exists to lock, then locks the account row if there is one.
 */
export async function lockEmail(tx: Db, email: string): Promise<AccountRow | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`email:${email}`}, 0))`);
  return lockAccountByEmail(tx, email);
}

/** An account someone already owns: verified, or signing in through Google or Facebook. Nothing waiting may replace it. */
export const isTaken = (account: AccountRow | undefined): boolean => account !== undefined && (account.verified || account.type !== 'local');

/** The e-mail's registrations still waiting for their code, newest first. */
export function waitingRegistrations(db: Pick<Db, 'select'>, email: string) {
  return db
    .select()
    .from(pendingRegistrations)
    .where(and(eq(pendingRegistrations.email, email), isNotNull(pendingRegistrations.codeHash), gt(pendingRegistrations.expiresAt, new Date())))
    .orderBy(desc(pendingRegistrations.createdAt), desc(pendingRegistrations.id));
}

/** Runs the code check and the change in one transaction, and throws only after commit so a wrong guess stays counted. */
export async function withCode(db: Db, action: (tx: Db) => Promise<CodeCheck>): Promise<void> {
  const outcome = await db.transaction(action);
  if (!outcome.ok) throw badRequest(outcome.message);
}

/** Accounts and their e-mails' waiting registrations: once someone proved the mailbox and set a password, nothing else waits. */
export async function forgetRegistrations(tx: Db, email: string): Promise<void> {
  await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, email));
}
