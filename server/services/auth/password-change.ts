import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { SUCCESS_STATUS, type changePasswordBodySchema, type StatusMessage } from '../../../contract/accounts';
import { messages } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { badRequest, forbidden, unauthorized } from '../../lib/http-errors';
import { codeMail } from '../../mails/account-mails';
import type { AuthUser } from '../../plugins/auth';
import type { AccountRow } from '../accounts';
import { consumeCode, issueCode } from '../codes';
import type { ServiceDeps } from '../deps';
import { endAccountSessions } from '../sessions';
import { lockAccountByEmail, withCode } from './email-lock';
import { hashPassword, passwordMatches } from './passwords';

// Changing the password while signed in: the current password, then a code to the mailbox.

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

export async function verifyCurrentPassword({ db }: Pick<ServiceDeps, 'db'>, user: AuthUser, currentPassword: string): Promise<StatusMessage> {
  await assertCurrentPassword(db, user, currentPassword);
  return { status: SUCCESS_STATUS, message: messages.account.currentPasswordCorrect };
}

/** Step 2 checks the password again: a change code exists only for someone who knew it. */
export async function sendPasswordChangeCode({ db, mail }: Pick<ServiceDeps, 'db' | 'mail'>, user: AuthUser, currentPassword: string): Promise<StatusMessage> {
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
  { db }: Pick<ServiceDeps, 'db'>,
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
