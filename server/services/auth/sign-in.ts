import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { loginBodySchema } from '../../../contract/accounts';
import { messages } from '../../../contract/messages';
import type { Role } from '../../../contract/roles';
import { accounts } from '../../db/schema';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { codeMail } from '../../mails/account-mails';
import { rolesOf, type AccountRow } from '../accounts';
import { renewRegistrationCode, type PendingRegistration } from '../codes';
import type { ServiceDeps } from '../deps';
import { isTaken, lockEmail, waitingRegistrations } from './email-lock';
import { burnPasswordCheck, passwordMatches } from './passwords';
import { addRegistration } from './registration';

/**
 * Checks the password before saying anything about the account, so only its owner learns
 * that it is locked or unverified. A password of a registration still waiting for its code
 * (or of an unverified account from before) gets that registration a fresh code by mail.
 * The session itself is started by the route (server/services/sessions.ts).
 */
export async function login(
  { db, mail }: Pick<ServiceDeps, 'db' | 'mail'>,
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
    const code = await addRegistration(tx, { email: current.email, fullName: current.fullName, passwordHash: current.passwordHash, image: current.image, consents: null }, stillWaiting, null);
    return { fullName: current.fullName, code };
  });
  if (fresh) mail.addLater(codeMail(body.email, fresh.fullName, 'verify', fresh.code), 'a new verification code');
  throw forbidden(messages.auth.accountNotVerified);
}
