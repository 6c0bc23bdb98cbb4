import { and, desc, eq, gt, isNotNull, lte, notInArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import { SUCCESS_STATUS, type registerBodySchema, type StatusMessage, type verifyBodySchema } from '../../../contract/accounts';
import { messages } from '../../../contract/messages';
import type { Role } from '../../../contract/roles';
import type { Db } from '../../db/client';
import { accounts, pendingRegistrations } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import { newObjectId } from '../../lib/object-id';
import { isUniqueViolation } from '../../lib/unique-violation';
import { codeMail, registrationAttemptMail } from '../../mails/account-mails';
import { prepareImageInput, storeImageInput } from '../../plugins/media';
import { rolesOf, type AccountRow } from '../accounts';
import {
  checkRegistrationCode,
  codeExpiry,
  isRegistrationCode,
  newCode,
  registrationCodeHash,
  renewRegistrationCode,
  type CodeCheck,
  type PendingRegistration,
} from '../codes';
import type { ServiceDeps } from '../deps';
import { recordFormConsents } from '../privacy/consents';
import { assertCurrentNotice } from '../privacy/notices';
import type { ParsedConsentChoices } from '../../../contract/privacy';
import { endAccountSessions } from '../sessions';
import { forgetRegistrations, isTaken, lockEmail, waitingRegistrations, withCode } from './email-lock';
import { hashPassword, passwordMatches } from './passwords';

/** How long a registration waits for its code before it is forgotten (a sign-in with its password mails a new code meanwhile). */
const REGISTRATION_WAITS_DAYS = 7;
/** Registrations of one e-mail waiting at once; a newer one pushes the oldest out. */
const REGISTRATIONS_WAITING_MAX = 3;
/** The owner of a taken address hears of registration attempts at most once in this long. */
const TAKEN_NOTICE_MINUTES = 15;

interface NewRegistration {
  email: string;
  fullName: string;
  passwordHash: string;
  image: string | null;
  consents: ParsedConsentChoices | null;
}

/**
 * Stores one registration with its own code, or, for a taken address, a row without one that
 * marks the notice to its owner, then sweeps in one statement: expired rows everywhere and
 * this address's rows but the ones to keep (the newest waiting ones up to the cap; for a taken
 * address only the marker of the last notice, nothing waiting). The same statements either way.
 */
export async function addRegistration(
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
export async function register({ db, mail }: Pick<ServiceDeps, 'db' | 'mail'>, body: z.output<typeof registerBodySchema>): Promise<StatusMessage> {
  const passwordHash = await hashPassword(body.password);
  // Decoded before the transaction: on the embedded database a transaction holds the only
  // connection, and registrations decoding avatars inside it stalled every other query.
  const picture = await prepareImageInput(body.image);
  const outcome = await db.transaction(async (tx) => {
    // A stale notice is refused whoever owns the address: the answer must not tell (see below).
    if (body.consents) await assertCurrentNotice(tx, body.consents.noticeVersion);
    const account = await lockEmail(tx, body.email);
    const image = await storeImageInput(tx, picture);
    const live = await tx
      .select()
      .from(pendingRegistrations)
      .where(and(eq(pendingRegistrations.email, body.email), gt(pendingRegistrations.expiresAt, new Date())))
      .orderBy(desc(pendingRegistrations.createdAt), desc(pendingRegistrations.id));
    const noticeMarker = live.find((row) => row.codeHash === null)?.id ?? null;
    const taken = account && isTaken(account) ? { owner: account, noticeMarker } : null;
    // The consents wait with the registration and become the account's at verification: an
    // address that has an account keeps its owner's choices, and both cases do the same work here.
    const code = await addRegistration(tx, { email: body.email, fullName: body.fullName, passwordHash, image, consents: body.consents ?? null }, live, taken);
    return taken ? { taken: true as const, owner: taken.owner, notify: noticeMarker === null } : { taken: false as const, code };
  });
  if (!outcome.taken) {
    mail.addLater(codeMail(body.email, body.fullName, 'verify', outcome.code), 'the verification code');
  } else if (outcome.notify) {
    mail.addLater(registrationAttemptMail(body.email, outcome.owner.fullName), 'the registration-attempt notice');
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
  { db }: Pick<ServiceDeps, 'db'>,
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
      let accountId: string;
      if (account) {
        // An unverified account from before registrations waited apart: its unproven password goes.
        await tx.update(accounts).set(proven).where(eq(accounts.id, account.id));
        await endAccountSessions(tx, account.id);
        accountId = account.id;
      } else {
        const [created] = await tx.insert(accounts).values({ ...proven, email: body.email, type: 'local' }).returning({ id: accounts.id });
        accountId = created!.id;
      }
      // As given with the form, under the notice version it showed then (checked at registration).
      await recordFormConsents(tx, { person: { accountId, email: body.email }, consents: registration.consents, channel: 'register', noticeChecked: true });
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
export async function resendVerificationCode({ db, mail }: Pick<ServiceDeps, 'db' | 'mail'>, email: string): Promise<StatusMessage> {
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
