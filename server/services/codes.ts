import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES } from '../../contract/constants';
import { messages } from '../../contract/messages';
import type { Db } from '../db/client';
import { oneTimeCodes } from '../db/schema';

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];

/** A transaction or the database itself: codes are always read and written inside the caller's transaction. */
type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * Bound to the e-mail and purpose, so a stolen table row tells nothing about any other
 * code; six digits are weak on their own, but they live 10 minutes and allow 5 tries.
 */
function hashCode(email: string, purpose: CodePurpose, code: string): string {
  return createHash('sha256').update(`${purpose}:${email}:${code}`).digest('hex');
}

/**
 * Makes a new random code and replaces every earlier one of the same purpose. The caller
 * holds a lock on the account row, so two requests cannot leave two live codes.
 */
export async function issueCode(tx: Tx, email: string, purpose: CodePurpose): Promise<string> {
  const code = randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
  const [created] = await tx
    .insert(oneTimeCodes)
    .values({
      email,
      purpose,
      codeHash: hashCode(email, purpose, code),
      expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
    })
    .returning({ id: oneTimeCodes.id });
  await tx
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), ne(oneTimeCodes.id, created!.id)));
  return code;
}

export type CodeCheck = { ok: true } | { ok: false; message: string };

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
  if (row.expiresAt.getTime() <= Date.now()) {
    await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.id, row.id));
    return { ok: false, message: messages.auth.codeExpired };
  }
  if (row.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, message: messages.auth.codeTooManyAttempts };

  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(hashCode(email, purpose, code), 'hex');
  if (expected.length === actual.length && timingSafeEqual(expected, actual)) {
    await tx.update(oneTimeCodes).set({ consumedAt: new Date() }).where(eq(oneTimeCodes.id, row.id));
    return { ok: true };
  }
  const attempts = row.attempts + 1;
  await tx.update(oneTimeCodes).set({ attempts }).where(eq(oneTimeCodes.id, row.id));
  return { ok: false, message: attempts >= CODE_MAX_ATTEMPTS ? messages.auth.codeTooManyAttempts : messages.auth.codeInvalid };
}
