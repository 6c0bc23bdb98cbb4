// The next-service reminder with two server processes on one Postgres server (TEST_DATABASE_URL):
// both run the reminder job at the same moments, as production's processes do; one mail goes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildPath } from '../../contract/endpoint';
import { setNextService } from '../../contract/repair-quotes';
import { openRepair, type RepairDetail } from '../../contract/repairs';
import type { App } from '../app';
import { bookings, mailQueue, repairOrders } from '../db/schema';
import { addDays, vietnamToday } from '../lib/vietnam-time';
import { sendNextServiceReminders } from '../services/repairs/next-service';
import { createAccount, type TestAccount } from '../test/fixtures';
import { giveConsent } from './privacy-consents-testing';
import { openDayAhead } from '../test/open-days';
import { driveTo } from '../test/repair-flow';
import { createTestApp, createTestDatabase } from '../test/test-app';

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(postgresUrl)('next-service reminders across two server processes', () => {
  let drop: () => Promise<void>;
  let processA: App;
  let processB: App;
  let staff: TestAccount;
  let customer: TestAccount;

  beforeAll(async () => {
    const database = await createTestDatabase(postgresUrl!);
    drop = database.drop;
    processA = await createTestApp({ databaseUrl: database.url });
    processB = await createTestApp({ databaseUrl: database.url });
    staff = await createAccount(processA, { roles: ['admin'] });
    customer = await createAccount(processA);
    // A reminder is a service message: it goes to whom grants them (issue 43).
    await giveConsent(processA.db, { accountId: customer.id });
  });

  afterAll(async () => {
    await Promise.all([processA, processB].map((app) => app.close().catch(() => {})));
    await drop();
  });

  it('ten rounds of both processes reminding at once queue one mail, and the job is marked', async () => {
    const [booking] = await processA.db
      .insert(bookings)
      .values({ fullName: 'Lâm Quốc Bảo', numberPhone: '0967112233', date: openDayAhead(1), timeSlot: '09:00', status: 'confirmed', branch: 'quan-12', carPlate: '51L-246.80', accountId: customer.id })
      .returning();
    const opened = await processA.inject({ method: 'POST', url: openRepair.path, headers: staff.headers, payload: { bookingId: booking!.id, odometerKm: 30_000, fuelLevel: 50 } });
    const job = await driveTo(processA, staff.headers, opened.json<RepairDetail>()._id, 'warranty');
    const today = vietnamToday();
    const set = await processB.inject({ method: 'PUT', url: buildPath(setNextService.path, { id: job._id }), headers: staff.headers, payload: { on: addDays(today, 3), km: 35_000 } });
    expect(set.statusCode, set.body).toBe(200);

    // Noon in Vietnam, so the morning rule lets reminders out whenever this runs.
    const noon = new Date(`${today}T05:00:00Z`);
    const depsOf = (app: App) => ({ ...app.deps, now: () => noon });
    const counts: number[] = [];
    for (let round = 0; round < 10; round += 1) {
      counts.push(...(await Promise.all([sendNextServiceReminders(depsOf(processA)), sendNextServiceReminders(depsOf(processB))])));
    }
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(1);
    const mails = await processA.db.select().from(mailQueue).where(and(eq(mailQueue.toAddress, customer.email), eq(mailQueue.kind, 'nextServiceReminder')));
    expect(mails).toHaveLength(1);
    const [row] = await processB.db.select({ at: repairOrders.nextServiceRemindedAt }).from(repairOrders).where(eq(repairOrders.id, job._id));
    expect(row!.at).not.toBeNull();
  });
});
