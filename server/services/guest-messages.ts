import { and, asc, eq, isNull } from 'drizzle-orm';
import type { createGuestMessage, GuestMessage, replyGuestMessage } from '../../contract/guest-messages';
import type { ParsedBodyOf } from '../../contract/endpoint';
import { messages } from '../../contract/messages';
import type { Db } from '../db/client';
import { accounts, guestMessages } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/http-errors';
import { garageGuestMessageMail, guestMessageReplyMail } from '../mails/guest-message-mails';
import type { AuthUser } from '../plugins/auth';
import { guestMessageAlert } from './alerts';
import type { ServiceDeps } from './deps';
import { recordProcessingConsent } from './privacy/consents';

type Row = typeof guestMessages.$inferSelect;

function toGuestMessage(row: Row, answeredByName: string | null): GuestMessage {
  return {
    _id: row.id,
    fullName: row.fullName,
    phone: row.phone,
    email: row.email,
    message: row.message,
    consentAt: row.consentAt.toISOString(),
    reply: row.reply,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredByName,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Stores the visitor's message with the moment they consented, and the garage inbox's notice in
 * the same transaction; the desk hears of it once it is committed. `admit` counts it against the
 * limits after the input was found valid, so a typo does not use up the visitor's tries.
 */
export async function createGuestMessageFor(
  deps: Pick<ServiceDeps, 'db' | 'mail' | 'live' | 'now' | 'settings'>,
  body: ParsedBodyOf<typeof createGuestMessage>,
  admit: (contacts: string[]) => Promise<void>,
) {
  await admit([body.phone, body.email].filter((contact): contact is string => contact !== null));
  const { notify } = deps.settings;
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(guestMessages)
      .values({ fullName: body.fullName, phone: body.phone, email: body.email, message: body.message, consentAt: deps.now() })
      .returning();
    // The ticked box is the processing consent: kept as a consent row too, under the notice in force.
    await recordProcessingConsent(tx, { email: body.email, phone: body.phone }, 'guest_message');
    if (notify.garageEmail) await deps.mail.add(tx, garageGuestMessageMail(notify.garageEmail, inserted!, notify.siteOrigin));
    return inserted!;
  });
  deps.live.staffAlert(guestMessageAlert(row, row.createdAt));
  return { _id: row.id, createdAt: row.createdAt.toISOString() };
}

/** What waits for an answer, oldest first: the desk works through them in order. */
export async function listOpenGuestMessages(db: Db): Promise<GuestMessage[]> {
  const rows = await db.select().from(guestMessages).where(isNull(guestMessages.answeredAt)).orderBy(asc(guestMessages.createdAt), asc(guestMessages.id));
  return rows.map((row) => toGuestMessage(row, null));
}

/** Locks the message so two staff answering at once send one mail; one already answered is refused. */
async function lockOpen(tx: Db, id: string): Promise<Row> {
  const [row] = await tx.select().from(guestMessages).where(eq(guestMessages.id, id)).for('update');
  if (!row) throw notFound(messages.guestMessages.notFound);
  if (row.answeredAt) throw conflict(messages.guestMessages.alreadyAnswered);
  return row;
}

async function markAnswered(tx: Db, id: string, staff: AuthUser, at: Date, reply: string | null): Promise<GuestMessage> {
  const [row] = await tx.update(guestMessages).set({ answeredAt: at, answeredBy: staff.id, reply }).where(and(eq(guestMessages.id, id), isNull(guestMessages.answeredAt))).returning();
  const [account] = await tx.select({ fullName: accounts.fullName }).from(accounts).where(eq(accounts.id, staff.id));
  return toGuestMessage(row!, account?.fullName ?? null);
}

/** Staff's answer goes to the visitor's e-mail through the mail queue; a message with only a phone is called instead. */
export async function replyToGuestMessage(deps: Pick<ServiceDeps, 'db' | 'mail' | 'now'>, staff: AuthUser, id: string, body: ParsedBodyOf<typeof replyGuestMessage>) {
  return deps.db.transaction(async (tx) => {
    const row = await lockOpen(tx, id);
    if (!row.email) throw badRequest(messages.guestMessages.noEmail);
    await deps.mail.add(tx, guestMessageReplyMail(row.email, row, body.reply));
    return markAnswered(tx, id, staff, deps.now(), body.reply);
  });
}

/** Staff called the visitor back (or answered some other way): it leaves the list. */
export async function markGuestMessageAnsweredBy(deps: Pick<ServiceDeps, 'db' | 'now'>, staff: AuthUser, id: string) {
  return deps.db.transaction(async (tx) => {
    await lockOpen(tx, id);
    return markAnswered(tx, id, staff, deps.now(), null);
  });
}
