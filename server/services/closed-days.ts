import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { addClosedDay as addClosedDayEndpoint, ClosedDay } from '../../contract/closed-days';
import type { ParsedBodyOf } from '../../contract/endpoint';
import { formatDay } from '../../contract/format';
import { BRANCH_IDS, type BranchId } from '../../contract/garage';
import { format, messages } from '../../contract/messages';
import type { Db } from '../db/client';
import { closedDays } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/http-errors';
import { lunarHolidaysBetween } from '../lib/lunar-holidays';
import { vietnamToday } from '../lib/vietnam-time';
import { isUniqueViolation } from '../lib/unique-violation';

type ClosedDayRow = typeof closedDays.$inferSelect;

const toClosedDay = (row: ClosedDayRow): ClosedDay => ({
  _id: row.id,
  date: row.date,
  branch: BRANCH_IDS.find((id) => id === row.branch) ?? null,
  reason: row.reason,
  kind: 'garage',
  createdAt: row.createdAt.toISOString(),
});

/** A branch's days off are its own and both branches'; without a branch, every stored day. */
const ofBranch = (branch: BranchId | undefined) => (branch ? or(isNull(closedDays.branch), eq(closedDays.branch, branch)) : undefined);

/** The closed days from `from` to `to`, lunar holidays first on a day they share with a stored one. */
export async function closedDaysBetween(db: Db, from: string, to: string, branch?: BranchId): Promise<ClosedDay[]> {
  const stored = await db
    .select()
    .from(closedDays)
    .where(and(gte(closedDays.date, from), lte(closedDays.date, to), ofBranch(branch)))
    .orderBy(asc(closedDays.date), asc(closedDays.createdAt));
  const holidays: ClosedDay[] = lunarHolidaysBetween(from, to).map((holiday) => ({
    _id: null,
    date: holiday.date,
    branch: null,
    reason: holiday.name,
    kind: 'holiday',
    createdAt: null,
  }));
  return [...holidays, ...stored.map(toClosedDay)].sort((a, b) => a.date.localeCompare(b.date));
}

/** Why a branch takes no bookings on a day, or null when it is open. */
export async function closedReasonOn(db: Db, date: string, branch: BranchId): Promise<string | null> {
  return (await closedDaysBetween(db, date, date, branch))[0]?.reason ?? null;
}

/** Refuses a day the branch is closed with 400 and the holiday's or the master's reason. */
export async function assertOpenDay(db: Db, date: string, branch: BranchId) {
  const reason = await closedReasonOn(db, date, branch);
  if (reason) throw badRequest(format(messages.bookings.closedDay, { name: reason, day: formatDay(date) }));
}

/**
 * A day's lock between the bookings put on it and its closure. A booking, new or moved,
 * holds it shared from its closed-day check until it commits, so bookings do not wait for
 * each other; closing the day takes it alone, so it waits for the bookings under way to
 * commit (the route's affectedBookings, read after, then lists them) and any booking after
 * it sees the closure. One lock per day for both branches: a closure of both covers each.
 * An advisory lock rather than the slots' rows, as a closure would have to lock every slot
 * of both branches, rows that may not exist yet.
 */
const dayLockKey = (date: string) => sql`hashtextextended(${`closed-day:${date}`}, 0)`;

/**
 * In the transaction that puts a booking on a day (new, moved by its customer or by staff),
 * before its place is taken: holds the day against its closure until commit, then refuses it
 * if it is closed (assertOpenDay).
 */
export async function lockOpenDay(tx: Db, date: string, branch: BranchId) {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${dayLockKey(date)})`);
  await assertOpenDay(tx, date, branch);
}

/** The master closes a day (one branch or both); the route then lists the bookings already on it (affectedBookings). */
export async function addClosedDay(db: Db, master: { id: string }, now: Date, body: ParsedBodyOf<typeof addClosedDayEndpoint>) {
  if (body.date < vietnamToday(now)) throw badRequest(messages.bookings.dateInPast);
  let row: ClosedDayRow | undefined;
  try {
    row = await db.transaction(async (tx) => {
      // Waits for the bookings on the day under way (see dayLockKey).
      await tx.execute(sql`select pg_advisory_xact_lock(${dayLockKey(body.date)})`);
      const [inserted] = await tx.insert(closedDays).values({ date: body.date, branch: body.branch, reason: body.reason, accountId: master.id }).returning();
      return inserted;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.bookings.closedDayExists);
    throw error;
  }
  if (!row) throw conflict(messages.bookings.closedDayExists);
  return toClosedDay(row);
}

export async function removeClosedDay(db: Db, id: string) {
  // In a transaction, like every write: the audit log names who removed it.
  const [row] = await db.transaction((tx) => tx.delete(closedDays).where(eq(closedDays.id, id)).returning({ id: closedDays.id }));
  if (!row) throw notFound(messages.bookings.closedDayNotFound);
  return { message: messages.bookings.closedDayRemoved };
}
