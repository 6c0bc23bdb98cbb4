// @postgres: requests here race each other; scripts/test-pg.mjs runs this file on the Postgres server too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, bookings, mailQueue } from '../db/schema';
import type { MailMessage } from '../plugins/mail';
import { giveConsent } from '../routes/privacy-consents-testing';
import { createAccount } from '../test/fixtures';
import { createTestApp } from '../test/test-app';
import type { App } from '../app';
import { sendDayBeforeReminders } from './booking-reminders';

describe('day-before reminders', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ siteOrigin: 'https://gara.test' });
  });
  afterAll(() => app.close());

  // 09:30 on 2031-06-10 in Vietnam is 02:30 UTC; tomorrow is 2031-06-11.
  const morning = new Date('2031-06-10T02:30:00Z');
  const tomorrow = '2031-06-11';
  // One phone per booking: a phone holds one place per day and slot.
  let phones = 0;
  const booking = (overrides: Partial<typeof bookings.$inferInsert>) =>
    app.db
      .insert(bookings)
      .values({ fullName: 'Lê Văn Nhắc', numberPhone: `0912000${String((phones += 1)).padStart(3, '0')}`, date: tomorrow, timeSlot: '09:00', ...overrides })
      .returning()
      .then(([row]) => row!);

  it("mails each signed-in customer with an appointment tomorrow once, and nobody else, even when two runs meet", async () => {
    const owner = await createAccount(app);
    // A reminder is a service message (issue 43): to the owner who grants them, not to one who never did.
    await giveConsent(app.db, { accountId: owner.id });
    const neverAsked = await createAccount(app);
    await booking({ accountId: neverAsked.id });
    const unverified = await createAccount(app);
    await giveConsent(app.db, { accountId: unverified.id });
    await app.db.update(accounts).set({ verified: false }).where(eq(accounts.id, unverified.id));
    const due = await booking({ accountId: owner.id, branch: 'thu-duc', timeSlot: '14:00' });
    await booking({ accountId: owner.id, status: 'cancelled' });
    await booking({ accountId: owner.id, date: '2031-06-12' });
    await booking({ accountId: unverified.id });
    await booking({ accountId: null });

    const sent: MailMessage[] = [];
    app.mailer.send = async (message: MailMessage) => void sent.push(message);
    const deps = { ...app.deps, now: () => morning };
    const counts = await Promise.all([sendDayBeforeReminders(deps), sendDayBeforeReminders(deps)]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await sendDayBeforeReminders(deps)).toBe(0);
    await app.mailQueue.flush();

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: owner.email, subject: 'Nhắc lịch hẹn ngày mai 14:00, 11/06/2031 - Gara Ô Tô Sài Gòn' });
    expect(sent[0]!.text).toContain('Chi nhánh: Chi nhánh Thủ Đức, 115 Võ Văn Ngân');
    expect(sent[0]!.text).toContain('https://gara.test/account/bookings');
    expect(sent[0]!.html).toContain('Chi nhánh Thủ Đức');
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, due.id));
    expect(row!.reminderSentAt?.toISOString()).toBe(morning.toISOString());
  });

  it('waits for the morning, and a reminder is queued once: a failing mail server delays it, never doubles it', async () => {
    const owner = await createAccount(app);
    await giveConsent(app.db, { email: owner.email });
    await booking({ accountId: owner.id, timeSlot: '10:00' });
    const night = new Date('2031-06-09T20:00:00Z'); // 03:00 on 2031-06-10 in Vietnam
    const deps = (now: Date) => ({ ...app.deps, now: () => now });
    expect(await sendDayBeforeReminders(deps(night))).toBe(0);

    const attempts: string[] = [];
    app.mailer.send = async (message: MailMessage) => (attempts.push(message.to), Promise.reject(new Error('SMTP down')));
    expect(await sendDayBeforeReminders(deps(morning))).toBe(1);
    expect(await sendDayBeforeReminders(deps(morning))).toBe(0);
    await app.mailQueue.flush();
    expect(attempts).toEqual([owner.email]);
    const [queued] = await app.db.select().from(mailQueue).where(eq(mailQueue.toAddress, owner.email));
    expect(queued).toMatchObject({ kind: 'bookingReminder', status: 'pending', attempts: 1 });
  });
});
