import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { SUCCESS_STATUS, type resetPasswordBodySchema, type StatusMessage } from '../../../contract/accounts';
import { messages } from '../../../contract/messages';
import { accounts } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { codeMail, socialResetMail } from '../../mails/account-mails';
import { consumeCode, issueCode } from '../codes';
import type { ServiceDeps } from '../deps';
import { endAccountSessions } from '../sessions';
import { forgetRegistrations, lockEmail, waitingRegistrations, withCode } from './email-lock';
import { hashPassword } from './passwords';

/**
 * Always the same answer after the same work (one transaction issuing a code, real or a
 * decoy, and any mail sent without waiting), so the form cannot be used to find out who has
 * an account. Accounts that sign in through Google or Facebook have no password to reset:
 * they get a mail saying so instead of a code. A registration still waiting for its code gets
 * a reset code too: whoever proves the mailbox and sets a password owns the address.
 */
export async function forgotPassword({ db, mail }: Pick<ServiceDeps, 'db' | 'mail'>, email: string): Promise<StatusMessage> {
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
    const provider = target.account.type === 'facebook' ? 'facebook' : 'google';
    mail.addLater(socialResetMail(email, target.account.fullName, provider), 'the password-reset note');
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
export async function resetPassword(
  { db }: Pick<ServiceDeps, 'db'>,
  body: z.output<typeof resetPasswordBodySchema>,
  caller: ResetCaller | null = null,
): Promise<StatusMessage> {
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
