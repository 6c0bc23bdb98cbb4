import { and, desc, eq, inArray } from 'drizzle-orm';
import { cancelProblem, rescheduleProblem } from '../../../contract/booking-cancel';
import type { BookingLookup, MyBooking, RescheduleBody } from '../../../contract/bookings';
import { BOOKING_PHONE, type BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { bookings, bookingUpdates, deletedBookings } from '../../db/schema';
import { badRequest, conflict, gone, notFound, type HttpError } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { bookingAlert } from '../alerts';
import { lockOpenDay } from '../closed-days';
import type { ServiceDeps } from '../deps';
import { bookingNewsMail, garageBookingChangedMail } from '../../mails/booking-mails';
import { provenEmail } from '../notify';
import { lockBooking, tellOwner, toBooking, type BookingRow, type Change } from './booking-rows';
import { assertBookable, assertPhoneFree, movePlace, samePlace, withPhoneRule } from './slots';

type LastChange = MyBooking['lastChange'];

function toMyBooking(row: BookingRow, lastChange: LastChange, now: Date): MyBooking {
  return {
    ...toBooking(row),
    lastChange,
    cancellable: cancelProblem(row, now) === undefined,
    reschedulable: rescheduleProblem(row, now) === undefined,
  };
}

/**
 * The latest change to each of these bookings, and whose it was: the garage's word on why the
 * day, slot or status moved, or the customer's own cancel or move (marked when it was written,
 * as a lookup visitor has no account to tell them from the garage by).
 */
async function lastChanges(db: Db, bookingIds: string[]): Promise<Map<string, NonNullable<LastChange>>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([bookingUpdates.bookingId], {
      bookingId: bookingUpdates.bookingId,
      reason: bookingUpdates.reason,
      byCustomer: bookingUpdates.byCustomer,
      createdAt: bookingUpdates.createdAt,
    })
    .from(bookingUpdates)
    .where(inArray(bookingUpdates.bookingId, bookingIds))
    .orderBy(bookingUpdates.bookingId, desc(bookingUpdates.createdAt), desc(bookingUpdates.id));
  return new Map(rows.map((row) => [row.bookingId, { reason: row.reason, byCustomer: row.byCustomer, createdAt: row.createdAt.toISOString() }]));
}

/** How many of their own bookings a customer sees: years of visits, far more than anyone makes. */
const MY_BOOKINGS_MAX = 200;

/** The signed-in customer's bookings (made while signed in), latest appointment first. */
export async function listMyBookings(deps: Pick<ServiceDeps, 'db' | 'now'>, user: AuthUser): Promise<MyBooking[]> {
  const rows = await deps.db
    .select()
    .from(bookings)
    .where(eq(bookings.accountId, user.id))
    .orderBy(desc(bookings.date), desc(bookings.timeSlot), desc(bookings.createdAt))
    .limit(MY_BOOKINGS_MAX);
  const changes = await lastChanges(deps.db, rows.map((row) => row.id));
  const now = deps.now();
  return rows.map((row) => toMyBooking(row, changes.get(row.id) ?? null, now));
}

/** Who acts on a booking as its customer: signed in (their account), or by reference and phone (no account, see ./lookup). */
export type CustomerActor = { accountId: string } | { lookup: BookingLookup };

/** The booking the customer means, locked; someone else's, or a wrong code or phone, answers 404 as if it did not exist. */
async function lockCustomerBooking(tx: Db, id: string | null, actor: CustomerActor): Promise<BookingRow> {
  if ('accountId' in actor) {
    const current = id ? await lockBooking(tx, id) : undefined;
    if (!current || current.accountId !== actor.accountId) throw notFound(messages.bookings.notFound);
    return current;
  }
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.code, actor.lookup.code), eq(bookings.numberPhone, actor.lookup.phone)))
    .for('update');
  if (!row) throw await lookupMiss(tx, actor.lookup);
  return row;
}

/**
 * Why a reference and phone find no booking: the garage deleted it (410, in words the visitor
 * can act on; a right answer, so not a wrong try), or no such booking (404, as for any wrong try).
 */
export async function lookupMiss(db: Db, lookup: BookingLookup): Promise<HttpError> {
  const [deleted] = await db
    .select({ code: deletedBookings.code })
    .from(deletedBookings)
    .where(and(eq(deletedBookings.code, lookup.code), eq(deletedBookings.numberPhone, lookup.phone)));
  return deleted ? gone(format(messages.bookings.deletedByGarage, { phone: BOOKING_PHONE.display })) : notFound(messages.bookings.lookupNotFound);
}

const actorAccount = (actor: CustomerActor) => ('accountId' in actor ? actor.accountId : null);

/** The booking as its customer sees it, with the latest change to it (the garage's word, or their own). */
export async function answerCustomer(deps: Pick<ServiceDeps, 'db' | 'now'>, row: BookingRow): Promise<MyBooking> {
  const changes = await lastChanges(deps.db, [row.id]);
  return toMyBooking(row, changes.get(row.id) ?? null, deps.now());
}

/**
 * In the change's transaction: the garage's inbox hears a customer cancelled or moved their own
 * booking (the desk plans the day around it), and the customer who moved it gets the new time at
 * their proven address (bookings made while signed in).
 */
async function queueCustomerChangeMails(deps: ServiceDeps, tx: Db, event: 'cancelled' | 'moved', before: BookingRow, after: BookingRow) {
  const { notify } = deps.settings;
  if (notify.garageEmail) await deps.mail.add(tx, garageBookingChangedMail(notify.garageEmail, event, before, toBooking(after), notify.siteOrigin));
  if (event !== 'moved') return;
  const to = await provenEmail(tx, after.accountId);
  if (to) await deps.mail.add(tx, bookingNewsMail(to, 'moved', toBooking(after), '', notify.siteOrigin));
}

/**
 * The customer cancels their own booking: until BOOKING_CANCEL_LEAD_HOURS before it starts,
 * by the server's clock. The place goes back to the slot in the same transaction, and the
 * history says who cancelled.
 */
export async function cancelAsCustomer(deps: ServiceDeps, id: string | null, actor: CustomerActor): Promise<MyBooking> {
  const cancelled = await deps.db.transaction(async (tx) => {
    const current = await lockCustomerBooking(tx, id, actor);
    const problem = cancelProblem(current, deps.now());
    if (problem) throw conflict(problem);
    await movePlace(tx, current, { ...current, status: 'cancelled' }, deps.settings.slotCapacity);
    const [row] = await tx.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, current.id)).returning();
    await tx.insert(bookingUpdates).values({
      bookingId: current.id,
      accountId: actorAccount(actor),
      reason: messages.bookings.cancelledByCustomerReason,
      changes: { status: { from: current.status, to: 'cancelled' } },
      byCustomer: true,
    });
    await queueCustomerChangeMails(deps, tx, 'cancelled', current, row ?? current);
    return row ?? current;
  });
  deps.live.staffAlert(bookingAlert(toBooking(cancelled), 'cancelled'));
  tellOwner(deps, cancelled);
  return answerCustomer(deps, cancelled);
}

/**
 * The customer moves their own booking, once, until BOOKING_RESCHEDULE_LEAD_HOURS before it
 * starts, to a day and slot with room (at the same or the other branch): the same capacity
 * and phone rules as a new booking, in one transaction with the place it frees. The garage
 * confirmed the old day and branch, not the new one: a confirmed booking waits again
 * ('Chờ xử lý') for the new branch's staff, who are alerted; the customer is mailed the new time.
 */
export async function rescheduleAsCustomer(deps: ServiceDeps, id: string | null, actor: CustomerActor, body: RescheduleBody): Promise<MyBooking> {
  const now = deps.now();
  const moved = await withPhoneRule(() =>
    deps.db.transaction(async (tx) => {
      const current = await lockCustomerBooking(tx, id, actor);
      const problem = rescheduleProblem(current, now);
      if (problem) throw conflict(problem);
      const next = { date: body.date, timeSlot: body.timeSlot, branch: body.branch ?? current.branch, status: 'pending' as const };
      if (samePlace(current, next)) throw badRequest(messages.bookings.rescheduleSame);
      assertBookable(next.date, next.timeSlot, now);
      await lockOpenDay(tx, next.date, next.branch as BranchId);
      if (!current.samePhoneAllowed) await assertPhoneFree(tx, current.numberPhone, next.date, next.timeSlot, current.id);
      // A booking made without signing in stays within the anonymous share where it moves to.
      await movePlace(tx, current, next, deps.settings.slotCapacity, current.bookedBy === null);
      const [row] = await tx
        .update(bookings)
        // A moved appointment is a new day to remind of.
        .set({ date: next.date, timeSlot: next.timeSlot, branch: next.branch, status: next.status, customerMovedAt: now, reminderSentAt: null })
        .where(eq(bookings.id, current.id))
        .returning();
      const changes: Record<string, Change> = {};
      for (const field of ['date', 'timeSlot', 'branch', 'status'] as const) {
        if (current[field] !== next[field]) changes[field] = { from: current[field], to: next[field] };
      }
      await tx.insert(bookingUpdates).values({
        bookingId: current.id,
        accountId: actorAccount(actor),
        reason: messages.bookings.rescheduledByCustomerReason,
        changes,
        byCustomer: true,
      });
      await queueCustomerChangeMails(deps, tx, 'moved', current, row ?? current);
      return row ?? current;
    }),
  );
  deps.live.staffAlert(bookingAlert(toBooking(moved), 'moved'));
  tellOwner(deps, moved);
  return answerCustomer(deps, moved);
}

export const cancelMyBooking = (deps: ServiceDeps, user: AuthUser, id: string) => cancelAsCustomer(deps, id, { accountId: user.id });
export const rescheduleMyBooking = (deps: ServiceDeps, user: AuthUser, id: string, body: RescheduleBody) =>
  rescheduleAsCustomer(deps, id, { accountId: user.id }, body);
