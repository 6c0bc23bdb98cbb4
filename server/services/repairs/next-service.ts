import { and, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { bookingPrefillHref } from '../../../contract/booking-prefill';
import { messages } from '../../../contract/messages';
import type { NextService } from '../../../contract/repair-quotes';
import { accounts, repairOrders, vehicles } from '../../db/schema';
import { badRequest, conflict } from '../../lib/http-errors';
import { addDays, vietnamMinutesOfDay, vietnamToday } from '../../lib/vietnam-time';
import { REMINDER_FIRST_HOUR } from '../booking-reminders';
import type { ServiceDeps } from '../deps';
import { hasConsent } from '../privacy/consents';
import { lockRepair, tellRepair } from './repair-rows';

/** Days before the next service's date that its reminder goes, unless the deployment says otherwise. */
export const DEFAULT_NEXT_SERVICE_REMINDER_DAYS = 7;

/**
 * Staff set (or clear) a job's next service, by date and by km. A new date is a new reminder:
 * the claim of the old one is dropped. A date must be after today.
 */
export async function setNextService(deps: ServiceDeps, repairId: string, body: NextService): Promise<NextService> {
  if (body.on !== null && body.on <= vietnamToday(deps.now())) throw badRequest(messages.quotes.nextServicePast);
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockRepair(tx, repairId);
    if (body.km !== null && body.km <= current.odometerKm) throw conflict(messages.quotes.nextServiceKmInvalid);
    const [row] = await tx
      .update(repairOrders)
      .set({
        nextServiceOn: body.on,
        nextServiceKm: body.km,
        nextServiceRemindedAt: body.on === current.nextServiceOn ? current.nextServiceRemindedAt : null,
        updatedAt: deps.now(),
      })
      .where(eq(repairOrders.id, repairId))
      .returning();
    return row!;
  });
  tellRepair(deps, row);
  return { on: row.nextServiceOn, km: row.nextServiceKm };
}

/**
 * Queues, for each handed-over job whose next service is `days` days away or less (Vietnam
 * time) and whose customer has a proven address, one reminder linking to the appointment form
 * filled with the car and the service. As the day-before booking reminders do: each job is
 * claimed by one UPDATE that still requires it unclaimed, in its mail's transaction, so any
 * number of server processes running this at once remind once. Answers how many were queued.
 */
export async function sendNextServiceReminders(deps: Pick<ServiceDeps, 'db' | 'mail' | 'now' | 'settings'>): Promise<number> {
  const now = deps.now();
  if (vietnamMinutesOfDay(now) < REMINDER_FIRST_HOUR * 60) return 0;
  const today = vietnamToday(now);
  const horizon = addDays(today, deps.settings.nextServiceReminderDays ?? DEFAULT_NEXT_SERVICE_REMINDER_DAYS);
  const due = await deps.db
    .select({ id: repairOrders.id })
    .from(repairOrders)
    .innerJoin(accounts, eq(accounts.id, repairOrders.accountId))
    .where(
      and(
        isNotNull(repairOrders.closedAt),
        isNull(repairOrders.nextServiceRemindedAt),
        lte(repairOrders.nextServiceOn, horizon),
        // A date already past when it came due (set late, or the server was down): no reminder for yesterday.
        isNotNull(repairOrders.nextServiceOn),
        eq(accounts.verified, true),
      ),
    );
  if (due.length === 0) return 0;
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(repairOrders)
      .set({ nextServiceRemindedAt: now })
      .where(and(inArray(repairOrders.id, due.map((row) => row.id)), isNull(repairOrders.nextServiceRemindedAt)))
      .returning();
    if (claimed.length === 0) return 0;
    const rows = await tx
      .select({ id: repairOrders.id, email: accounts.email, fullName: accounts.fullName, plate: vehicles.plate, model: vehicles.model })
      .from(repairOrders)
      .innerJoin(accounts, eq(accounts.id, repairOrders.accountId))
      .innerJoin(vehicles, eq(vehicles.id, repairOrders.vehicleId))
      .where(inArray(repairOrders.id, claimed.map((row) => row.id)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    let queued = 0;
    for (const job of claimed) {
      const facts = byId.get(job.id);
      if (!facts || !job.nextServiceOn || job.nextServiceOn < today) continue;
      // A service message: only to whom grants it now (checked again when the queue sends it).
      if (!(await hasConsent(tx, { accountId: job.accountId!, email: facts.email }, 'serviceMessages'))) continue;
      const bookingUrl = `${deps.settings.notify.siteOrigin}${bookingPrefillHref({
        carPlate: facts.plate,
        carModel: facts.model,
        productId: job.productId ?? undefined,
        branch: job.branch,
      })}`;
      await deps.mail.add(tx, {
        to: facts.email,
        purpose: 'serviceMessages',
        template: {
          kind: 'nextServiceReminder',
          fullName: job.fullName || facts.fullName,
          plate: facts.plate,
          model: facts.model,
          serviceName: job.serviceName,
          on: job.nextServiceOn,
          km: job.nextServiceKm,
          bookingUrl,
        },
      });
      queued += 1;
    }
    return queued;
  });
}
