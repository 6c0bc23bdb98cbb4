import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { bookingDayProblem } from '../../../contract/bookings';
import { ANONYMOUS_SLOT_SHARE, TIME_SLOTS, type BookingStatus } from '../../../contract/constants';
import { BOOKING_PHONE, DEFAULT_BRANCH, type BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import { slotOpen } from '../../../contract/opening-hours';
import type { Db } from '../../db/client';
import { bookings, bookingSlots, branchSettings } from '../../db/schema';
import { badRequest, conflict } from '../../lib/http-errors';
import { minutesOf, vietnamMinutesOfDay, vietnamToday } from '../../lib/vietnam-time';
import type { AuthUser } from '../../plugins/auth';
import { closedReasonOn } from '../closed-days';
import type { ServiceDeps } from '../deps';

// The places of a branch's day and slot: how many there are, who may take the last ones, and
// taking, freeing and moving one under the slot's row lock. Every job that books, moves or
// cancels goes through here.

/** Where a booking sits: its branch, day and slot. */
export interface Place {
  date: string;
  timeSlot: string;
  branch: string;
}

/** Places per slot at a branch: its own setting (the back office's branch settings) or the default. */
export async function capacityOf(db: Db, defaultCapacity: number, branch: string): Promise<number> {
  const [row] = await db.select({ slotCapacity: branchSettings.slotCapacity }).from(branchSettings).where(eq(branchSettings.branch, branch));
  return row?.slotCapacity ?? defaultCapacity;
}

/**
 * The places of a slot of `capacity` that bookings made without signing in may hold
 * (ANONYMOUS_SLOT_SHARE, rounded up); a slot of two or more keeps one for signed-in customers
 * and the desk, a slot of one is everyone's.
 */
export function anonymousPlacesOf(capacity: number): number {
  if (capacity <= 1) return capacity;
  return Math.min(capacity - 1, Math.ceil(capacity * ANONYMOUS_SLOT_SHARE));
}

/** A booking made by nobody signed in (the public form, the bot): neither a customer's account nor the desk booked it. */
const madeAnonymously = isNull(bookings.bookedBy);

/** Places held in a slot by bookings made without signing in. */
async function anonymousPlacesHeld(tx: Db, place: Place): Promise<number> {
  const [row] = await tx
    .select({ held: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.date, place.date),
        eq(bookings.timeSlot, place.timeSlot),
        eq(bookings.branch, place.branch),
        madeAnonymously,
        sql`${bookings.status} <> 'cancelled'`,
      ),
    );
  return row?.held ?? 0;
}

/**
 * Takes one place of a branch's day and slot, or refuses with 409. The conditional update
 * runs under the row lock of the (date, slot, branch) row, so concurrent requests for the
 * last place are serialised by Postgres and only one of them gets it. The capacity is read
 * after that lock, so a capacity changed meanwhile is the one that counts. A booking made
 * without signing in (`anonymous`) also finds the slot's anonymous share taken or not under
 * that lock: every place-taker waits for it, and each statement after it sees what the one
 * before committed, so two anonymous requests cannot both take the share's last place.
 */
export async function takePlace(tx: Db, place: Place, defaultCapacity: number, anonymous = false) {
  const { date, timeSlot, branch } = place;
  await tx.insert(bookingSlots).values({ date, timeSlot, branch, booked: 0 }).onConflictDoNothing();
  const slotOf = and(eq(bookingSlots.date, date), eq(bookingSlots.timeSlot, timeSlot), eq(bookingSlots.branch, branch));
  const [locked] = await tx.select({ booked: bookingSlots.booked }).from(bookingSlots).where(slotOf).for('update');
  const capacity = await capacityOf(tx, defaultCapacity, branch);
  if (anonymous && (locked?.booked ?? 0) < capacity && (await anonymousPlacesHeld(tx, place)) >= anonymousPlacesOf(capacity)) {
    throw conflict(format(messages.bookings.anonymousShareTaken, { phone: BOOKING_PHONE.display }));
  }
  const [row] = await tx
    .update(bookingSlots)
    .set({ booked: sql`${bookingSlots.booked} + 1` })
    .where(and(slotOf, lt(bookingSlots.booked, capacity)))
    .returning({ booked: bookingSlots.booked });
  if (!row) throw conflict(messages.bookings.slotFull);
}

export async function releasePlace(tx: Db, place: Place) {
  await tx
    .update(bookingSlots)
    .set({ booked: sql`${bookingSlots.booked} - 1` })
    .where(and(eq(bookingSlots.date, place.date), eq(bookingSlots.timeSlot, place.timeSlot), eq(bookingSlots.branch, place.branch), gt(bookingSlots.booked, 0)));
}

export const holdsPlace = (status: BookingStatus) => status !== 'cancelled';
const slotKey = (place: Place) => `${place.date} ${place.timeSlot} ${place.branch}`;
export const samePlace = (a: Place, b: Place) => slotKey(a) === slotKey(b);

/**
 * Refuses a second place for one phone in one day and slot (any branch) unless staff allow
 * it. The unique index bookings_phone_slot_unique holds the rule against two requests at
 * once; this check gives the answer its words first.
 */
export async function assertPhoneFree(tx: Db, phone: string, date: string, timeSlot: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.numberPhone, phone),
        eq(bookings.date, date),
        eq(bookings.timeSlot, timeSlot),
        sql`${bookings.status} <> 'cancelled'`,
        eq(bookings.samePhoneAllowed, false),
        exceptId ? sql`${bookings.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(messages.bookings.samePhoneTaken);
}

/** The unique index's refusal of a phone's second place, when two requests raced past assertPhoneFree. */
function samePhoneRace(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'bookings_phone_slot_unique') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs a booking transaction, answering 409 in words when the phone's place was taken by a request at the same moment. */
export async function withPhoneRule<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (samePhoneRace(error)) throw conflict(messages.bookings.samePhoneTaken);
    throw error;
  }
}

/**
 * Moves a booking's place when its day, slot or status changes: a cancelled booking frees
 * its place, a revived or moved one must find room (within the anonymous share when a
 * customer without an account moves a booking made without signing in; staff are not held to
 * it). Rows are touched in key order so two edits swapping slots cannot deadlock.
 */
export async function movePlace(
  tx: Db,
  before: Place & { status: BookingStatus },
  after: Place & { status: BookingStatus },
  capacity: number,
  anonymous = false,
) {
  const moved = !samePlace(before, after);
  const steps: Array<{ key: string; run: () => Promise<void> }> = [];
  if (holdsPlace(before.status) && (moved || !holdsPlace(after.status))) {
    steps.push({ key: slotKey(before), run: () => releasePlace(tx, before) });
  }
  if (holdsPlace(after.status) && (moved || !holdsPlace(before.status))) {
    steps.push({ key: slotKey(after), run: () => takePlace(tx, after, capacity, anonymous) });
  }
  steps.sort((a, b) => a.key.localeCompare(b.key));
  for (const step of steps) await step.run();
}

/**
 * A new appointment must be from today (Vietnam time, the server's clock) to
 * BOOKING_MAX_DAYS_AHEAD days ahead, the rule the form shows, not in a slot that has begun, and
 * within that day's opening hours.
 */
export function assertBookable(date: string, timeSlot: string, now: Date) {
  const today = vietnamToday(now);
  const problem = bookingDayProblem(date, today);
  if (problem) throw badRequest(problem);
  if (date === today && minutesOf(timeSlot) <= vietnamMinutesOfDay(now)) throw badRequest(messages.bookings.slotPassed);
  if (!slotOpen(date, timeSlot)) throw badRequest(messages.bookings.slotClosed);
}

/** Places held per slot of a day and branch by bookings made without signing in. */
async function anonymousPlacesBySlot(db: Db, date: string, branch: BranchId): Promise<Map<string, number>> {
  const rows = await db
    .select({ timeSlot: bookings.timeSlot, held: count() })
    .from(bookings)
    .where(and(eq(bookings.date, date), eq(bookings.branch, branch), madeAnonymously, sql`${bookings.status} <> 'cancelled'`))
    .groupBy(bookings.timeSlot);
  return new Map(rows.map((row) => [row.timeSlot, row.held]));
}

/**
 * A day's slots at a branch as the caller can book them: signed out, `remaining` is what is
 * left of the anonymous share (see takePlace), and a slot whose share is taken while places
 * remain says `signInNeeded`.
 */
export async function availability(deps: Pick<ServiceDeps, 'db' | 'now' | 'settings'>, caller: AuthUser | null, date: string, branch: BranchId = DEFAULT_BRANCH) {
  const now = deps.now();
  const today = vietnamToday(now);
  const minutes = vietnamMinutesOfDay(now);
  const [rows, capacity, closedReason, anonymousHeld] = await Promise.all([
    deps.db.select().from(bookingSlots).where(and(eq(bookingSlots.date, date), eq(bookingSlots.branch, branch))),
    capacityOf(deps.db, deps.settings.slotCapacity, branch),
    closedReasonOn(deps.db, date, branch),
    caller ? null : anonymousPlacesBySlot(deps.db, date, branch),
  ]);
  const booked = new Map(rows.map((row) => [row.timeSlot, row.booked]));
  return {
    date,
    branch,
    capacity,
    closedReason,
    slots: TIME_SLOTS.map((timeSlot) => {
      const taken = booked.get(timeSlot) ?? 0;
      const free = Math.max(capacity - taken, 0);
      const remaining = anonymousHeld ? Math.min(free, Math.max(anonymousPlacesOf(capacity) - (anonymousHeld.get(timeSlot) ?? 0), 0)) : free;
      return {
        timeSlot,
        booked: taken,
        remaining,
        full: remaining === 0,
        signInNeeded: remaining === 0 && free > 0,
        past: date < today || (date === today && minutesOf(timeSlot) <= minutes),
        closed: closedReason !== null || !slotOpen(date, timeSlot),
      };
    }),
  };
}
