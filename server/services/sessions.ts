import { and, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, sessions } from '../db/schema';

/** A transaction or the database itself. */
type Tx = Pick<Db, 'insert' | 'delete' | 'update'>;

/** Stores a new session; the account's expired ones go at the same time, so the table stays small. */
export async function createSession(db: Tx, accountId: string, ttlSeconds: number): Promise<{ id: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await db.delete(sessions).where(and(eq(sessions.accountId, accountId), lte(sessions.expiresAt, new Date())));
  const [row] = await db.insert(sessions).values({ accountId, expiresAt }).returning({ id: sessions.id });
  // The last sign-in: an account unused for the retention's months is anonymised (issue 43).
  await db.update(accounts).set({ lastSignInAt: new Date(), updatedAt: sql`${accounts.updatedAt}` }).where(eq(accounts.id, accountId));
  return { id: row!.id, expiresAt };
}

/** Logout: this one session ends; the account's other browsers stay signed in. */
export async function endSession(db: Tx, accountId: string, sessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.id, sessionId), eq(sessions.accountId, accountId)));
}

/**
 * Every session of the account ends (password reset, lock), or every one but the caller's
 * own (a password change made from this browser keeps it signed in).
 */
export async function endAccountSessions(db: Tx, accountId: string, keepSessionId?: string | null): Promise<void> {
  const own = eq(sessions.accountId, accountId);
  await db.delete(sessions).where(keepSessionId ? and(own, ne(sessions.id, keepSessionId)) : own);
}
