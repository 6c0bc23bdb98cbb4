import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { accounts, bookings } from '../db/schema';
import { toBooking } from './bookings/booking-rows';
import { addDays, vietnamMinutesOfDay, vietnamToday } from '../lib/vietnam-time';
import { bookingReminderMail } from '../mails/booking-mails';
import type { ServiceDeps } from './deps';
import { hasConsent } from './privacy/consents';

/** Reminders go out from this hour of the day before (Vietnam time), not in the night. */
export const REMINDER_FIRST_HOUR = 8;

/**
 * Queues for each customer whose appointment is tomorrow (Vietnam time) one reminder: bookings
 * made while signed in, not cancelled, to the account's proven address, as the confirmation
 * goes, and only to customers who grant service messages. Each booking is claimed by setting reminder_sent_at in one UPDATE that still requires it
 * unset, in the same transaction as its mail, so two server processes running this at once
 * never remind twice and a claimed booking always has its mail. Answers how many were queued.
 */
export async function sendDayBeforeReminders(deps: Pick<ServiceDeps, 'db' | 'mail' | 'now' | 'settings'>): Promise<number> {
  const now = deps.now();
  if (vietnamMinutesOfDay(now) < REMINDER_FIRST_HOUR * 60) return 0;
  const tomorrow = addDays(vietnamToday(now), 1);
  const due = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(accounts, eq(accounts.id, bookings.accountId))
    .where(and(eq(bookings.date, tomorrow), ne(bookings.status, 'cancelled'), isNull(bookings.reminderSentAt), eq(accounts.verified, true)));
  if (due.length === 0) return 0;
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(bookings)
      .set({ reminderSentAt: now })
      .where(and(inArray(bookings.id, due.map((row) => row.id)), isNull(bookings.reminderSentAt), ne(bookings.status, 'cancelled')))
      .returning();
    if (claimed.length === 0) return 0;
    const owners = await tx
      .select({ id: accounts.id, email: accounts.email })
      .from(accounts)
      .where(inArray(accounts.id, claimed.map((row) => row.accountId!)));
    const emailOf = new Map(owners.map((owner) => [owner.id, owner.email]));
    let queued = 0;
    for (const row of claimed) {
      const to = emailOf.get(row.accountId!);
      if (!to) continue;
      // A service message: only to whom grants it now (checked again when the queue sends it).
      if (!(await hasConsent(tx, { accountId: row.accountId!, email: to }, 'serviceMessages'))) continue;
      await deps.mail.add(tx, { ...bookingReminderMail(to, toBooking(row), deps.settings.notify.siteOrigin), purpose: 'serviceMessages' });
      queued += 1;
    }
    return queued;
  });
}
