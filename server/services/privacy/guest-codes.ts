import { createHash, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import { format, messages } from '../../../contract/messages';
import type * as contract from '../../../contract/privacy';
import type { Db } from '../../db/client';
import { accounts, bookings, privacyCodes, repairOrders } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import { newCode } from '../codes';
import type { ServiceDeps } from '../deps';

// A guest proves a request about their data with the reference of a booking or a repair job, its
// phone, and a code mailed to the address that booking or job holds (its account's, or for a job
// its booking's account's). Codes are hashed, live 15 minutes, allow a few wrong tries, and only a
// few are mailed per reference in that time; the route also counts wrong references and phones per
// address like the booking lookup (server/services/booking-limits.ts).

export const PRIVACY_CODE_MINUTES = 15;
export const PRIVACY_CODE_MAX_ATTEMPTS = 5;
/** Codes mailed per reference within PRIVACY_CODE_MINUTES. */
export const PRIVACY_CODES_PER_WINDOW = 3;

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export interface Guest {
  reference: string;
  phone: string;
  email: string | null;
  fullName: string;
  accountId: string | null;
}

const bookingAccount = alias(accounts, 'booking_account');

/** The booking or job with this reference and phone, with the e-mail it holds. */
export async function findGuest(db: Pick<Db, 'select'>, reference: string, phone: string): Promise<Guest | null> {
  const [booking] = await db
    .select({ fullName: bookings.fullName, accountId: bookings.accountId, email: accounts.email })
    .from(bookings)
    .leftJoin(accounts, eq(accounts.id, bookings.accountId))
    .where(and(eq(bookings.code, reference), eq(bookings.numberPhone, phone)));
  if (booking) return { reference, phone, fullName: booking.fullName, accountId: booking.accountId, email: booking.email };
  const [job] = await db
    .select({ fullName: repairOrders.fullName, accountId: repairOrders.accountId, email: accounts.email, bookingAccountId: bookingAccount.id, bookingEmail: bookingAccount.email })
    .from(repairOrders)
    .leftJoin(accounts, eq(accounts.id, repairOrders.accountId))
    .leftJoin(bookings, eq(bookings.id, repairOrders.bookingId))
    .leftJoin(bookingAccount, eq(bookingAccount.id, bookings.accountId))
    .where(and(eq(repairOrders.code, reference), eq(repairOrders.numberPhone, phone)));
  if (job) return { reference, phone, fullName: job.fullName, accountId: job.accountId ?? job.bookingAccountId, email: job.email ?? job.bookingEmail };
  return null;
}

const hashOf = (reference: string, phone: string, code: string) => createHash('sha256').update(`privacy:${reference}:${phone}:${code}`).digest('hex');

/** 'an@example.com' -> 'a***@example.com'. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** Mails a new code for the reference and phone (404 when neither a booking nor a job matches: a wrong guess). */
export async function sendPrivacyCode(deps: Pick<ServiceDeps, 'db' | 'mail' | 'now'>, body: ParsedBodyOf<typeof contract.sendPrivacyCode>) {
  const guest = await findGuest(deps.db, body.reference, body.phone);
  if (!guest) throw notFound(messages.privacy.guestNotFound);
  const email = guest.email;
  if (!email) throw conflict(messages.privacy.guestNoEmail);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const recent = await tx
      .select({ id: privacyCodes.id })
      .from(privacyCodes)
      .where(and(eq(privacyCodes.reference, guest.reference), gt(privacyCodes.createdAt, new Date(now.getTime() - PRIVACY_CODE_MINUTES * 60_000))));
    if (recent.length >= PRIVACY_CODES_PER_WINDOW) throw new HttpError(429, messages.privacyRequests.tooManyCodes);
    const code = newCode();
    // A new code replaces the earlier ones of the same reference and phone.
    await tx
      .update(privacyCodes)
      .set({ usedAt: now })
      .where(and(eq(privacyCodes.reference, guest.reference), eq(privacyCodes.phone, guest.phone), isNull(privacyCodes.usedAt)));
    await tx.insert(privacyCodes).values({
      reference: guest.reference,
      phone: guest.phone,
      email,
      codeHash: hashOf(guest.reference, guest.phone, code),
      expiresAt: new Date(now.getTime() + PRIVACY_CODE_MINUTES * 60_000),
      createdAt: now,
    });
    await deps.mail.add(tx, { to: email, template: { kind: 'privacyCode', reference: guest.reference, code, minutes: PRIVACY_CODE_MINUTES } });
  });
  const maskedEmail = maskEmail(email);
  return { message: format(messages.privacy.codeSent, { email: maskedEmail }), maskedEmail };
}

/**
 * Uses up the live code of the reference and phone when `code` is it; a wrong one counts a try
 * (written even though the request is refused: the caller commits, then throws).
 */
export async function checkPrivacyCode(tx: Tx, now: Date, reference: string, phone: string, code: string): Promise<{ ok: true; email: string } | { ok: false }> {
  const [row] = await tx
    .select()
    .from(privacyCodes)
    .where(and(eq(privacyCodes.reference, reference), eq(privacyCodes.phone, phone), isNull(privacyCodes.usedAt)))
    .orderBy(desc(privacyCodes.createdAt), desc(privacyCodes.id))
    .limit(1)
    .for('update');
  if (!row || row.expiresAt.getTime() <= now.getTime() || row.attempts >= PRIVACY_CODE_MAX_ATTEMPTS) return { ok: false };
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(hashOf(reference, phone, code), 'hex');
  if (expected.length === actual.length && timingSafeEqual(expected, actual)) {
    await tx.update(privacyCodes).set({ usedAt: now }).where(eq(privacyCodes.id, row.id));
    return { ok: true, email: row.email };
  }
  await tx.update(privacyCodes).set({ attempts: row.attempts + 1 }).where(eq(privacyCodes.id, row.id));
  return { ok: false };
}
