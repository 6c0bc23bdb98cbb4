import { and, eq, isNull } from 'drizzle-orm';
import { format, messages } from '../../../contract/messages';
import { displayPlate, MAILED_STEPS, normalizePlate, REPAIR_STEP_LABELS, type RepairStep } from '../../../contract/repair-steps';
import type { OpenRepairBody, RepairDetail } from '../../../contract/repairs';
import type { Db } from '../../db/client';
import { bookings, bookingUpdates, products, repairMoves, repairOrders, vehicleOwnerChanges, vehicles } from '../../db/schema';
import { newBookingCode } from '../../lib/booking-code';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { repairStepMail } from '../../mails/repair-mails';
import type { AuthUser } from '../../plugins/auth';
import { tellOwner, type BookingRow } from '../bookings/booking-rows';
import { prepareImages, storeImages } from '../bookings/pictures';
import type { ServiceDeps } from '../deps';
import { provenRecipient } from '../notify';
import { recordFormConsents } from '../privacy/consents';
import { repairDetail, tellRepair, type RepairRow, type VehicleRow } from './repair-rows';
import { assertStaffMember } from './staff-members';

/** The booking to check in, locked: two desks clicking 'Nhận xe' at once take turns here. */
async function bookingToCheckIn(tx: Db, bookingId: string): Promise<BookingRow> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking) throw notFound(messages.repairs.bookingNotFound);
  if (booking.status === 'cancelled') throw conflict(messages.repairs.bookingCancelled);
  await refuseCheckedIn(tx, bookingId);
  return booking;
}

/** A booking has one job: a second check-in hears which. */
async function refuseCheckedIn(db: Db, bookingId: string): Promise<void> {
  const [existing] = await db.select({ code: repairOrders.code }).from(repairOrders).where(eq(repairOrders.bookingId, bookingId));
  if (existing) throw conflict(format(messages.repairs.bookingCheckedIn, { code: existing.code }));
}

async function serviceName(tx: Db, productId: string): Promise<string> {
  const [service] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId)).for('share');
  if (!service) throw badRequest(messages.products.notFound);
  return service.name;
}

/** What the job is opened with: the booking's facts where the desk sent none, then what a job cannot lack. */
function jobFacts(body: OpenRepairBody, booking: BookingRow | null) {
  const facts = {
    fullName: body.fullName ?? booking?.fullName ?? '',
    numberPhone: body.numberPhone ?? booking?.numberPhone ?? '',
    branch: body.branch ?? booking?.branch ?? null,
    plate: body.plate ?? booking?.carPlate ?? '',
    model: body.model ?? booking?.carModel ?? '',
    complaint: body.complaint ?? booking?.description ?? '',
    productId: body.productId ?? booking?.productId ?? null,
    accountId: booking?.accountId ?? null,
  };
  if (facts.fullName.trim() === '') throw badRequest(messages.validation.fullNameRequired);
  if (facts.numberPhone === '') throw badRequest(messages.validation.phoneRequired);
  if (!facts.branch) throw badRequest(messages.bookings.branchRequired);
  if (normalizePlate(facts.plate) === '') throw badRequest(messages.repairs.plateRequired);
  return { ...facts, branch: facts.branch };
}

/** Who a job is for, as the car's owner is recorded. */
type Customer = { accountId: string | null; fullName: string; numberPhone: string };

/**
 * Whether the car's recorded owner is this customer: the same account when both have one, else the
 * same phone. A car nobody was named for (recorded before owners were kept) takes this customer.
 */
function ownedBy(vehicle: VehicleRow, customer: Customer): boolean {
  if (vehicle.ownerAccountId === null && vehicle.ownerPhone === '') return true;
  if (vehicle.ownerAccountId !== null && customer.accountId !== null) return vehicle.ownerAccountId === customer.accountId;
  return vehicle.ownerPhone === customer.numberPhone;
}

/**
 * The car by its normalised plate, locked until the check-in commits, so two desks checking in
 * one plate take turns: recorded now for this customer, or found again. A car found with a job
 * still open is refused (one open job per car); a car on record as another customer's is refused
 * until the desk says it changed hands, and then never renamed: its model and year stay, and its
 * earlier jobs stay with their own customers.
 */
async function vehicleForJob(tx: Db, staff: AuthUser, job: { plate: string; model: string; year: number | null; odometerKm: number; ownerChange: boolean }, customer: Customer, now: Date) {
  const plateKey = normalizePlate(job.plate);
  const owner = { ownerAccountId: customer.accountId, ownerName: customer.fullName, ownerPhone: customer.numberPhone };
  const [inserted] = await tx
    .insert(vehicles)
    .values({ plateKey, plate: displayPlate(job.plate), model: job.model, year: job.year, lastOdometerKm: job.odometerKm, ...owner, ownerSince: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: vehicles.plateKey })
    .returning();
  if (inserted) return inserted;
  const [vehicle] = await tx.select().from(vehicles).where(eq(vehicles.plateKey, plateKey)).for('update');
  if (!vehicle) throw new Error(`vehicle ${plateKey} vanished during check-in`);
  const [open] = await tx
    .select({ code: repairOrders.code, step: repairOrders.step })
    .from(repairOrders)
    .where(and(eq(repairOrders.vehicleId, vehicle.id), isNull(repairOrders.closedAt)))
    .limit(1);
  if (open) throw conflict(format(messages.repairs.vehicleOpenJob, { plate: vehicle.plate, code: open.code, step: REPAIR_STEP_LABELS[open.step as RepairStep] }), { openRepair: open });
  const sameOwner = ownedBy(vehicle, customer);
  if (!sameOwner && !job.ownerChange) {
    throw conflict(format(messages.repairs.vehicleOtherOwner, { plate: vehicle.plate, name: vehicle.ownerName, phone: vehicle.ownerPhone }), {
      owner: { fullName: vehicle.ownerName, numberPhone: vehicle.ownerPhone, accountId: vehicle.ownerAccountId, since: vehicle.ownerSince?.toISOString() ?? null },
    });
  }
  if (!sameOwner) {
    await tx.insert(vehicleOwnerChanges).values({
      vehicleId: vehicle.id,
      fromAccountId: vehicle.ownerAccountId,
      fromName: vehicle.ownerName,
      fromPhone: vehicle.ownerPhone,
      toAccountId: customer.accountId,
      toName: customer.fullName,
      toPhone: customer.numberPhone,
      staffId: staff.id,
      createdAt: now,
    });
  }
  const [updated] = await tx
    .update(vehicles)
    .set({
      // The owner's desk may correct the model and year; a new owner's check-in only fills what is missing.
      model: job.model && (sameOwner || vehicle.model === '') ? job.model : vehicle.model,
      year: job.year !== null && (sameOwner || vehicle.year === null) ? job.year : vehicle.year,
      lastOdometerKm: job.odometerKm,
      ...owner,
      // The owner's account, found later (a booking made signed in), joins their record without a change of hands.
      ownerAccountId: customer.accountId ?? (sameOwner ? vehicle.ownerAccountId : null),
      ownerSince: sameOwner ? (vehicle.ownerSince ?? now) : now,
      updatedAt: now,
    })
    .where(eq(vehicles.id, vehicle.id))
    .returning();
  return updated!;
}

/** Inserts the job with a fresh reference, drawing again in the rare case it is taken. */
async function insertWithNewCode(tx: Db, values: Omit<typeof repairOrders.$inferInsert, 'code'>): Promise<RepairRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await tx
      .insert(repairOrders)
      .values({ ...values, code: newBookingCode() })
      .onConflictDoNothing({ target: repairOrders.code })
      .returning();
    if (row) return row;
  }
  throw new Error('no free repair code after 5 draws');
}

/**
 * Check-in ('Nhận xe'): a job at 'Tiếp nhận' from a booking (its customer, phone, branch, car and
 * service, what the desk sent winning) or for a walk-in. The booking, if pending, is confirmed
 * with a line in its history; the car is recorded by its plate; the opening move carries the
 * complaint and the photos; the customer with an account is mailed. All in one transaction.
 */
export async function openRepair(deps: ServiceDeps, staff: AuthUser, body: OpenRepairBody): Promise<RepairDetail> {
  const prepared = await prepareImages(body.photos);
  const now = deps.now();
  let row: RepairRow;
  let checkedInBooking: BookingRow | null = null;
  try {
    ({ row, booking: checkedInBooking } = await deps.db.transaction(async (tx) => {
      const booking = body.bookingId ? await bookingToCheckIn(tx, body.bookingId) : null;
      const facts = jobFacts(body, booking);
      const staffId = body.staffId ?? staff.id;
      await assertStaffMember(tx, staffId);
      const service = facts.productId ? await serviceName(tx, facts.productId) : (booking?.serviceName ?? '');
      const vehicle = await vehicleForJob(
        tx,
        staff,
        { plate: facts.plate, model: facts.model, year: body.year, odometerKm: body.odometerKm, ownerChange: body.ownerChange },
        { accountId: facts.accountId, fullName: facts.fullName.trim(), numberPhone: facts.numberPhone },
        now,
      );
      const photos = await storeImages(tx, prepared);
      const inserted = await insertWithNewCode(tx, {
        branch: facts.branch,
        vehicleId: vehicle.id,
        bookingId: booking?.id ?? null,
        accountId: facts.accountId,
        fullName: facts.fullName.trim(),
        numberPhone: facts.numberPhone,
        odometerKm: body.odometerKm,
        fuelLevel: body.fuelLevel,
        complaint: facts.complaint,
        productId: facts.productId,
        serviceName: service,
        staffId,
        step: 'received',
        version: 1,
        stepStartedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await recordFormConsents(tx, {
        person: { accountId: facts.accountId, phone: facts.numberPhone },
        consents: body.consents,
        channel: 'checkin',
        recordedBy: staff.id,
      });
      await tx.insert(repairMoves).values({
        repairId: inserted.id,
        fromStep: null,
        toStep: 'received',
        version: 1,
        note: facts.complaint,
        photos,
        shared: body.shared,
        accountId: staff.id,
        createdAt: now,
      });
      let confirmed: BookingRow | null = null;
      if (booking?.status === 'pending') {
        [confirmed = booking] = await tx.update(bookings).set({ status: 'confirmed', updatedAt: now }).where(eq(bookings.id, booking.id)).returning();
        await tx.insert(bookingUpdates).values({
          bookingId: booking.id,
          accountId: staff.id,
          reason: format(messages.repairs.checkedInReason, { code: inserted.code }),
          changes: { status: { from: 'pending', to: 'confirmed' } },
          createdAt: now,
        });
      }
      if (MAILED_STEPS.includes('received')) {
        const recipient = await provenRecipient(tx, inserted.accountId);
        if (recipient) {
          const mail = repairStepMail(
            recipient.email,
            { code: inserted.code, fullName: inserted.fullName, plate: vehicle.plate, model: vehicle.model, branch: inserted.branch },
            'received',
            body.shared ? facts.complaint : '',
            deps.settings.notify.siteOrigin,
          );
          await deps.mail.add(tx, mail);
        }
      }
      return { row: inserted, booking: confirmed };
    }));
  } catch (error) {
    // The booking's lock makes a second desk wait and then find the job; should two ever get past
    // it together, the unique index on booking_id keeps one, and the other hears the same 409.
    if (body.bookingId && isUniqueViolation(error)) await refuseCheckedIn(deps.db, body.bookingId);
    throw error;
  }
  tellRepair(deps, row);
  if (checkedInBooking) tellOwner(deps, checkedInBooking);
  return repairDetail(deps.db, row.id);
}
