import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatDay } from '../../contract/format';
import { branchOf } from '../../contract/garage';
import { format, messages } from '../../contract/messages';
import type { Db } from '../db/client';
import { accounts, bookings } from '../db/schema';
import { branchAddress, CANCEL_ADVICE } from './bookings';
import { addDays, vietnamMinutesOfDay, vietnamToday } from '../lib/vietnam-time';
import type { Mailer } from '../plugins/mail';

export interface ReminderDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** Reminders go out from this hour of the day before (Vietnam time), not in the night. */
export const REMINDER_FIRST_HOUR = 8;

/**
 * Mails each customer whose appointment is tomorrow (Vietnam time) one reminder: bookings made
 * while signed in, not cancelled, to the account's proven address, as the confirmation goes.
 * Each booking is claimed by setting reminder_sent_at in one UPDATE that still requires it
 * unset, so two server processes running this at once never mail the same booking twice.
 * A mail that fails is logged and not retried: a second reminder later is worse than none.
 * Answers how many were mailed.
 */
export async function sendDayBeforeReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.now();
  if (vietnamMinutesOfDay(now) < REMINDER_FIRST_HOUR * 60) return 0;
  const tomorrow = addDays(vietnamToday(now), 1);
  const due = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(accounts, eq(accounts.id, bookings.accountId))
    .where(and(eq(bookings.date, tomorrow), ne(bookings.status, 'cancelled'), isNull(bookings.reminderSentAt), eq(accounts.verified, true)));
  if (due.length === 0) return 0;
  const claimed = await deps.db
    .update(bookings)
    .set({ reminderSentAt: now })
    .where(and(inArray(bookings.id, due.map((row) => row.id)), isNull(bookings.reminderSentAt), ne(bookings.status, 'cancelled')))
    .returning();
  if (claimed.length === 0) return 0;
  const owners = await deps.db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.id, claimed.map((row) => row.accountId!)));
  const emailOf = new Map(owners.map((owner) => [owner.id, owner.email]));
  let sent = 0;
  for (const booking of claimed) {
    const to = emailOf.get(booking.accountId!);
    if (!to) continue;
    const day = formatDay(booking.date);
    const branch = branchOf(booking.branch);
    const text = [
      format(messages.auth.mailGreeting, { name: booking.fullName }),
      '',
      format(messages.bookings.reminderIntro, { time: booking.timeSlot, day }),
      ...(branch ? [format(messages.bookings.mailBranch, { branch: branchAddress(branch) })] : []),
      CANCEL_ADVICE,
      '',
      messages.auth.mailSignature,
    ].join('\n');
    try {
      await deps.mailer.send({ to, subject: format(messages.bookings.reminderSubject, { time: booking.timeSlot, day }), text });
      sent += 1;
    } catch (error) {
      deps.log.error({ err: error, bookingId: booking.id }, 'booking reminder mail failed');
    }
  }
  return sent;
}
