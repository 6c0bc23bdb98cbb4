import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  Booking,
  BookingBoard,
  BookingDetail,
  BookingListQuery,
  BookingStatusBody,
  updateBooking as updateBookingEndpoint,
} from '../../../contract/bookings';
import { BOOKING_STATUS_META, TIME_SLOTS } from '../../../contract/constants';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import { DEFAULT_BRANCH, type BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { accounts, bookings, bookingUpdates, deletedBookings, repairOrders } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { pageOf, pageWindow, type ListPage } from '../../lib/paging';
import { containsPattern, searchWords } from '../../lib/search-text';
import { addDays, vietnamToday } from '../../lib/vietnam-time';
import { bookingChangedMail, bookingNewsMail } from '../../mails/booking-mails';
import type { AuthUser } from '../../plugins/auth';
import { closedDaysBetween, closedReasonOn, lockOpenDay } from '../closed-days';
import type { ServiceDeps } from '../deps';
import { provenEmail } from '../notify';
import { forViewer, lockBooking, tellOwner, toBooking, type BookingRow, type Change } from './booking-rows';
import { prepareImages, storeImages } from './pictures';
import { assertBookable, assertPhoneFree, capacityOf, holdsPlace, movePlace, releasePlace, samePlace, withPhoneRule } from './slots';

// The back office's bookings: the lists, the day board, one booking with its history, and the
// staff's edits, status changes and deletions (each kept as a history row, the customer told).

/**
 * The list's filters. `q` (every word in the folded name or the phone) only for staff: for
 * anyone else it is ignored, so the masked list cannot be probed for a phone number.
 */
function listFilter(query: BookingListQuery | undefined, viewer: AuthUser | null): SQL | undefined {
  if (!query) return undefined;
  const conditions: SQL[] = viewer?.isStaff
    ? searchWords(query.q).map((word) => sql`${bookings.searchDocument} like ${containsPattern(word)} escape '\\'`)
    : [];
  if (query.date) conditions.push(eq(bookings.date, query.date));
  if (query.timeSlot) conditions.push(eq(bookings.timeSlot, query.timeSlot));
  if (query.status) conditions.push(eq(bookings.status, query.status));
  if (query.branch) conditions.push(eq(bookings.branch, query.branch));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Bookings newest first, masked for anyone but staff (see forViewer): without page/limit the
 * whole (filtered) list, with them one page and the total.
 */
export function listBookings({ db }: Pick<ServiceDeps, 'db'>, viewer: AuthUser | null, query?: BookingListQuery): Promise<ListPage<Booking>> {
  const where = listFilter(query, viewer);
  const window = pageWindow(query);
  return pageOf(
    window,
    async () => {
      const rows = db.select().from(bookings).where(where).orderBy(desc(bookings.createdAt), desc(bookings.id));
      return (window ? await rows.limit(window.limit).offset(window.offset) : await rows).map((row) => forViewer(row, viewer));
    },
    async () => Number((await db.select({ n: count() }).from(bookings).where(where))[0]?.n ?? 0),
  );
}

export async function listBookingsByDate({ db }: Pick<ServiceDeps, 'db'>, viewer: AuthUser | null, date: string): Promise<Booking[]> {
  const rows = await db.select().from(bookings).where(eq(bookings.date, date)).orderBy(asc(bookings.timeSlot), asc(bookings.createdAt), asc(bookings.id));
  return rows.map((row) => forViewer(row, viewer));
}

export async function listBookingsByTimeSlot(
  { db }: Pick<ServiceDeps, 'db'>,
  viewer: AuthUser | null,
  timeSlot: string,
  date: string | undefined,
): Promise<Booking[]> {
  const where = date ? and(eq(bookings.timeSlot, timeSlot), eq(bookings.date, date)) : eq(bookings.timeSlot, timeSlot);
  const rows = await db.select().from(bookings).where(where).orderBy(desc(bookings.date), asc(bookings.createdAt), asc(bookings.id));
  return rows.map((row) => forViewer(row, viewer));
}

/**
 * A day for the front desk: every slot with its bookings (cancelled ones too, greyed by the
 * screen) in the order they were made, and the places they take (those not cancelled).
 */
export async function bookingBoard(deps: Pick<ServiceDeps, 'db' | 'settings'>, date: string, branch: BranchId = DEFAULT_BRANCH): Promise<BookingBoard> {
  const [joined, capacity] = await Promise.all([
    deps.db
      .select({ booking: bookings, repairId: repairOrders.id, repairCode: repairOrders.code })
      .from(bookings)
      .leftJoin(repairOrders, eq(repairOrders.bookingId, bookings.id))
      .where(and(eq(bookings.date, date), eq(bookings.branch, branch)))
      .orderBy(asc(bookings.createdAt), asc(bookings.id)),
    capacityOf(deps.db, deps.settings.slotCapacity, branch),
  ]);
  // The desk sees which cars are already in: a booking's card links to its repair instead of offering 'Nhận xe'.
  const rows = joined.map(({ booking, repairId, repairCode }) => ({
    ...booking,
    repair: repairId && repairCode ? { _id: repairId, code: repairCode } : null,
  }));
  return {
    date,
    branch,
    capacity,
    closedReason: await closedReasonOn(deps.db, date, branch),
    slots: TIME_SLOTS.map((timeSlot) => {
      const ofSlot = rows.filter((row) => row.timeSlot === timeSlot);
      return {
        timeSlot,
        booked: ofSlot.filter((row) => holdsPlace(row.status)).length,
        capacity,
        bookings: ofSlot.map((row) => ({ ...toBooking(row), repair: row.repair })),
      };
    }),
  };
}

/** How far ahead staff are shown bookings on closed days: as far as anyone can book. */
const AFFECTED_DAYS_AHEAD = 366;

/** Bookings not cancelled, from today, on a day their branch is closed, by day and slot. */
export async function affectedBookings(deps: Pick<ServiceDeps, 'db' | 'now'>, only?: { date: string; branch: BranchId | null; reason: string }) {
  const { db } = deps;
  const today = vietnamToday(deps.now());
  const closed = only
    ? [only]
    : await closedDaysBetween(db, today, addDays(today, AFFECTED_DAYS_AHEAD));
  if (closed.length === 0) return [];
  const dates = [...new Set(closed.map((day) => day.date))];
  const rows = await db
    .select()
    .from(bookings)
    .where(and(inArray(bookings.date, dates), gte(bookings.date, today), sql`${bookings.status} <> 'cancelled'`))
    .orderBy(asc(bookings.date), asc(bookings.timeSlot), asc(bookings.createdAt));
  return rows.flatMap((row) => {
    const day = closed.find((item) => item.date === row.date && (item.branch === null || item.branch === row.branch));
    return day ? [{ booking: toBooking(row), reason: day.reason }] : [];
  });
}

async function loadDetail(db: Db, row: BookingRow): Promise<BookingDetail> {
  const updates = await db
    .select({ update: bookingUpdates, accountName: accounts.fullName })
    .from(bookingUpdates)
    .leftJoin(accounts, eq(accounts.id, bookingUpdates.accountId))
    .where(eq(bookingUpdates.bookingId, row.id))
    .orderBy(desc(bookingUpdates.createdAt), desc(bookingUpdates.id));
  return {
    ...toBooking(row),
    updates: updates.map(({ update, accountName }) => ({
      _id: update.id,
      reason: update.reason,
      changes: update.changes as BookingDetail['updates'][number]['changes'],
      account: update.accountId && accountName !== null ? { _id: update.accountId, fullName: accountName } : null,
      createdAt: update.createdAt.toISOString(),
    })),
  };
}

export async function getBooking({ db }: Pick<ServiceDeps, 'db'>, id: string): Promise<BookingDetail> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw notFound(messages.bookings.notFound);
  return loadDetail(db, row);
}

// ---------------------------------------------------------------- changes

/** A staff edit: the contract's body as parsed (`PUT /api/contacts/:id`). */
export type BookingEdit = ParsedBodyOf<typeof updateBookingEndpoint>;

function sameValue(a: string | string[], b: string | string[]) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * In the change's transaction: the customer whose booking the garage confirmed, cancelled or
 * changed is told by mail, with the reason (bookings made while signed in, proven address).
 */
async function queueChangeMail(deps: ServiceDeps, tx: Db, before: BookingRow, after: BookingRow, reason: string) {
  if (!after.accountId) return;
  const to = await provenEmail(tx, after.accountId);
  if (to) await deps.mail.add(tx, bookingChangedMail(to, before, toBooking(after), reason, deps.settings.notify.siteOrigin));
}

/**
 * A staff edit: only the fields sent change (immutable keys of a re-sent object are
 * ignored), capacity holds for a new day or slot, and the reason with what changed is
 * kept in the booking's history.
 */
export async function updateBooking(deps: ServiceDeps, staff: AuthUser | null, id: string, edit: BookingEdit): Promise<BookingDetail> {
  const newImages = edit.images === undefined ? undefined : await prepareImages(edit.images ?? []);
  const { detail, row } = await withPhoneRule(() => deps.db.transaction(async (tx) => {
    const current = await lockBooking(tx, id);
    const next = {
      fullName: edit.fullName ?? current.fullName,
      numberPhone: edit.numberPhone ?? current.numberPhone,
      date: edit.date ?? current.date,
      timeSlot: edit.timeSlot ?? current.timeSlot,
      branch: edit.branch ?? current.branch,
      description: edit.description === undefined ? current.description : (edit.description ?? ''),
      images: newImages === undefined ? current.images : await storeImages(tx, newImages),
      status: edit.status ?? current.status,
    };
    const moved = !samePlace(current, next);
    const revived = !holdsPlace(current.status) && holdsPlace(next.status);
    if (moved && holdsPlace(next.status)) assertBookable(next.date, next.timeSlot, deps.now());
    // A revived booking takes a place again, so its day must still be open, as a move's must.
    if ((moved || revived) && holdsPlace(next.status)) await lockOpenDay(tx, next.date, next.branch as BranchId);
    const phoneMoved = next.numberPhone !== current.numberPhone || next.date !== current.date || next.timeSlot !== current.timeSlot;
    const samePhoneAllowed = edit.allowSamePhone ? true : current.samePhoneAllowed;
    if (holdsPlace(next.status) && (phoneMoved || revived) && !samePhoneAllowed) {
      await assertPhoneFree(tx, next.numberPhone, next.date, next.timeSlot, current.id);
    }
    await movePlace(tx, current, next, deps.settings.slotCapacity);

    const changes: Record<string, Change> = {};
    for (const field of ['fullName', 'numberPhone', 'date', 'timeSlot', 'branch', 'description', 'images', 'status'] as const) {
      if (!sameValue(current[field], next[field])) changes[field] = { from: current[field], to: next[field] };
    }
    const [row] = await tx.update(bookings).set({ ...next, samePhoneAllowed }).where(eq(bookings.id, current.id)).returning();
    await tx.insert(bookingUpdates).values({ bookingId: current.id, accountId: staff?.id ?? null, reason: edit.updateReason, changes });
    const changed = Object.keys(changes).length > 0;
    if (row && changed) await queueChangeMail(deps, tx, current, row, edit.updateReason);
    return { detail: await loadDetail(tx, row ?? current), row: changed ? row : undefined };
  }));
  if (row) tellOwner(deps, row);
  return detail;
}

/**
 * The garage sets a booking's status. Reviving a cancelled one takes a place again: the slot's
 * capacity (movePlace, under the slot's row lock) and the day still open (under the day's lock,
 * as a new booking's). A cancel carries the garage's reason (the contract requires it), which is
 * what the customer's mail and their lookup card say.
 */
export async function updateBookingStatus(deps: ServiceDeps, staff: AuthUser | null, id: string, body: BookingStatusBody): Promise<Booking> {
  const { status } = body;
  const { row, changed } = await withPhoneRule(() => deps.db.transaction(async (tx) => {
    const current = await lockBooking(tx, id);
    if (current.status === status) return { row: current, changed: false };
    if (!holdsPlace(current.status)) {
      await lockOpenDay(tx, current.date, current.branch as BranchId);
      if (!current.samePhoneAllowed) await assertPhoneFree(tx, current.numberPhone, current.date, current.timeSlot, current.id);
    }
    await movePlace(tx, current, { ...current, status }, deps.settings.slotCapacity);
    const [row] = await tx.update(bookings).set({ status }).where(eq(bookings.id, current.id)).returning();
    const statusText = format(messages.bookings.statusChangedReason, { from: BOOKING_STATUS_META[current.status].label, to: BOOKING_STATUS_META[status].label });
    const reason = body.reason || statusText;
    await tx.insert(bookingUpdates).values({ bookingId: current.id, accountId: staff?.id ?? null, reason, changes: { status: { from: current.status, to: status } } });
    // The status is the news: the customer's mail carries only a reason the garage wrote (or says it waits again).
    if (row) await queueChangeMail(deps, tx, current, row, body.reason || (status === 'pending' ? statusText : ''));
    return { row: row ?? current, changed: true };
  }));
  if (changed) tellOwner(deps, row);
  return toBooking(row);
}

/**
 * Deletes a booking and its history. Its reference and phone stay behind (deleted_bookings), so a
 * lookup says the garage removed it; a customer with a proven address is mailed in the same
 * transaction, and their open pages read again.
 */
export async function deleteBooking(deps: ServiceDeps, id: string) {
  const removed = await deps.db.transaction(async (tx) => {
    const current = await lockBooking(tx, id);
    if (holdsPlace(current.status)) await releasePlace(tx, current);
    await tx
      .insert(deletedBookings)
      .values({ code: current.code, numberPhone: current.numberPhone, deletedAt: deps.now() })
      .onConflictDoUpdate({ target: deletedBookings.code, set: { numberPhone: current.numberPhone, deletedAt: deps.now() } });
    const to = await provenEmail(tx, current.accountId);
    if (to) await deps.mail.add(tx, bookingNewsMail(to, 'deleted', toBooking(current), '', deps.settings.notify.siteOrigin));
    await tx.delete(bookings).where(eq(bookings.id, current.id));
    return current;
  });
  tellOwner(deps, removed);
  return { message: messages.bookings.deleteSuccess };
}
