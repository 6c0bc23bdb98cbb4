import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { cancelProblem, rescheduleProblem } from '../../../contract/booking-cancel';
import type { BookingLookup, MyBooking, RescheduleBody } from '../../../contract/bookings';
import type { BranchId } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { bookings, bookingUpdates } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { bookingAlert } from '../alerts';
import { lockOpenDay } from '../closed-days';
import type { ServiceDeps } from '../deps';
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
 * The latest change someone other than the customer made to each of these bookings: the
 * garage's word on why the day, slot or status moved. The customer's own cancel is not news.
 */
async function lastChangesBy(db: Db, bookingIds: string[], customerId: string): Promise<Map<string, NonNullable<LastChange>>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([bookingUpdates.bookingId], { bookingId: bookingUpdates.bookingId, reason: bookingUpdates.reason, createdAt: bookingUpdates.createdAt })
    .from(bookingUpdates)
    .where(and(inArray(bookingUpdates.bookingId, bookingIds), sql`${bookingUpdates.accountId} is distinct from ${customerId}`))
    .orderBy(bookingUpdates.bookingId, desc(bookingUpdates.createdAt), desc(bookingUpdates.id));
  return new Map(rows.map((row) => [row.bookingId, { reason: row.reason, createdAt: row.createdAt.toISOString() }]));
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
  const changes = await lastChangesBy(deps.db, rows.map((row) => row.id), user.id);
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
  if (!row) throw notFound(messages.bookings.lookupNotFound);
  return row;
}

const actorAccount = (actor: CustomerActor) => ('accountId' in actor ? actor.accountId : null);

/** The booking as its customer sees it, with the garage's latest word on it. */
export async function answerCustomer(deps: Pick<ServiceDeps, 'db' | 'now'>, row: BookingRow, actor: CustomerActor): Promise<MyBooking> {
  // The customer's own changes are not the garage's news; by lookup there is no account, so only staff's count.
  const customerId = actorAccount(actor) ?? row.accountId ?? '';
  const changes = await lastChangesBy(deps.db, [row.id], customerId);
  return toMyBooking(row, changes.get(row.id) ?? null, deps.now());
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
    });
    return row ?? current;
  });
  deps.live.staffAlert(bookingAlert(toBooking(cancelled), 'cancelled'));
  tellOwner(deps, cancelled);
  return answerCustomer(deps, cancelled, actor);
}

/**
 * The customer moves their own booking, once, until BOOKING_RESCHEDULE_LEAD_HOURS before it
 * starts, to a day and slot with room (at the same or the other branch): the same capacity
 * and phone rules as a new booking, in one transaction with the place it frees.
 */
export async function rescheduleAsCustomer(deps: ServiceDeps, id: string | null, actor: CustomerActor, body: RescheduleBody): Promise<MyBooking> {
  const now = deps.now();
  const moved = await withPhoneRule(() =>
    deps.db.transaction(async (tx) => {
      const current = await lockCustomerBooking(tx, id, actor);
      const problem = rescheduleProblem(current, now);
      if (problem) throw conflict(problem);
      const next = { date: body.date, timeSlot: body.timeSlot, branch: body.branch ?? current.branch, status: current.status };
      if (samePlace(current, next)) throw badRequest(messages.bookings.rescheduleSame);
      assertBookable(next.date, next.timeSlot, now);
      await lockOpenDay(tx, next.date, next.branch as BranchId);
      if (!current.samePhoneAllowed) await assertPhoneFree(tx, current.numberPhone, next.date, next.timeSlot, current.id);
      // A booking made without signing in stays within the anonymous share where it moves to.
      await movePlace(tx, current, next, deps.settings.slotCapacity, current.bookedBy === null);
      const [row] = await tx
        .update(bookings)
        // A moved appointment is a new day to remind of.
        .set({ date: next.date, timeSlot: next.timeSlot, branch: next.branch, customerMovedAt: now, reminderSentAt: null })
        .where(eq(bookings.id, current.id))
        .returning();
      const changes: Record<string, Change> = {};
      for (const field of ['date', 'timeSlot', 'branch'] as const) {
        if (current[field] !== next[field]) changes[field] = { from: current[field], to: next[field] };
      }
      await tx.insert(bookingUpdates).values({ bookingId: current.id, accountId: actorAccount(actor), reason: messages.bookings.rescheduledByCustomerReason, changes });
      return row ?? current;
    }),
  );
  deps.live.staffAlert(bookingAlert(toBooking(moved), 'moved'));
  tellOwner(deps, moved);
  return answerCustomer(deps, moved, actor);
}

export const cancelMyBooking = (deps: ServiceDeps, user: AuthUser, id: string) => cancelAsCustomer(deps, id, { accountId: user.id });
export const rescheduleMyBooking = (deps: ServiceDeps, user: AuthUser, id: string, body: RescheduleBody) =>
  rescheduleAsCustomer(deps, id, { accountId: user.id }, body);
