import { eq, sql } from 'drizzle-orm';
import type { Booking, createBooking as createBookingEndpoint, DeskBookingBody } from '../../../contract/bookings';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import { DEFAULT_BRANCH } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { accounts, bookings, bookingUpdates, products } from '../../db/schema';
import { newBookingCode } from '../../lib/booking-code';
import { badRequest, conflict } from '../../lib/http-errors';
import { idempotencyKeyOf, requestHash } from '../../lib/idempotency';
import { bookingConfirmationMail, garageNewBookingMail } from '../../mails/booking-mails';
import type { AuthUser } from '../../plugins/auth';
import { bookingAlert } from '../alerts';
import { assertOpenDay, lockOpenDay } from '../closed-days';
import type { ServiceDeps } from '../deps';
import { provenEmail } from '../notify';
import { recordFormConsents } from '../privacy/consents';
import { toBooking, type BookingRow } from './booking-rows';
import { prepareImages, storeImages } from './pictures';
import { assertBookable, assertPhoneFree, takePlace, withPhoneRule } from './slots';

/**
 * A new booking: the public form's (`POST /api/contacts/create`, the contract's body as parsed),
 * or the front desk's, which may keep a second place for the same phone and says why.
 */
export type NewBooking = ParsedBodyOf<typeof createBookingEndpoint> & { samePhoneReason?: string | null };

export interface BookingRequest {
  /** The `Idempotency-Key` header: a retry with the same key and body gets the first booking back. */
  idempotencyHeader?: string | string[] | undefined;
  /**
   * Runs once the request is known to be a new booking, before any costly work (the rate
   * limit); told whether the signed-in caller books for the phone on their own account.
   */
  admit?: (caller: { ownsPhone: boolean }) => Promise<void>;
}

/** The booking made earlier with this key; refused if that request asked something else. */
async function bookingOfKey(db: Db, key: string, fingerprint: string): Promise<Booking | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
  if (!row) return null;
  if (row.requestHash !== fingerprint) throw conflict(messages.bookings.idempotencyKeyReused);
  return toBooking(row);
}

/**
 * Bookings with an idempotency key under way in this server process, by key, per database
 * handle: one handle is one server (a test's second server over the same database opens its
 * own, and meets the first only on the database's lock, as a second process would).
 */
const keyedRunsOf = new WeakMap<Db, Map<string, Promise<unknown>>>();

/** Runs the requests of this process with the same key one after the other (see createBooking). */
async function oneAtATime<T>(db: Db, key: string, run: () => Promise<T>): Promise<T> {
  let keyedRuns = keyedRunsOf.get(db);
  if (!keyedRuns) keyedRunsOf.set(db, (keyedRuns = new Map()));
  const current = (keyedRuns.get(key) ?? Promise.resolve()).catch(() => undefined).then(run);
  keyedRuns.set(key, current);
  try {
    return await current;
  } finally {
    if (keyedRuns.get(key) === current) keyedRuns.delete(key);
  }
}

/**
 * Books a place. With an idempotency key (as checkout takes one, see lib/idempotency) the
 * same request sent again, after a lost answer or twice at once, answers the first booking
 * instead of taking a second place. Copies arriving together wait for the first: in this
 * process before anything is counted or decoded (so a double submit is not two bookings
 * against the limits), and across processes on the key's lock in the database.
 */
export async function createBooking(
  deps: ServiceDeps,
  user: AuthUser | null,
  body: NewBooking,
  request: BookingRequest = {},
): Promise<{ booking: Booking; replayed: boolean }> {
  const key = idempotencyKeyOf(request.idempotencyHeader, undefined, messages.bookings.idempotencyKeyInvalid);
  const book = () => bookOnce(deps, user, body, request, key);
  const result = key ? await oneAtATime(deps.db, key, book) : await book();
  // Every staff screen hears of it once it is stored, whoever made it.
  if (!result.replayed) deps.live.staffAlert(bookingAlert(result.booking));
  return result;
}

/** A booking the front desk enters for a caller: the same rules and transaction, without the per-address and per-phone limits. */
export async function createDeskBooking(deps: ServiceDeps, staff: AuthUser, body: DeskBookingBody): Promise<Booking> {
  const { booking } = await createBooking(deps, staff, { ...body, images: [] });
  return booking;
}

/**
 * In the booking's own transaction: the confirmation with the appointment as a calendar file to
 * a customer booking for themselves (to their proven address only; the front desk booking for
 * a caller sends none, it would reach the staff member), and the garage's own notice.
 */
async function queueNewBookingMails(deps: ServiceDeps, tx: Db, booking: Booking, user: AuthUser | null) {
  const { notify } = deps.settings;
  const to = user && !user.isStaff ? await provenEmail(tx, user.id) : null;
  if (to) await deps.mail.add(tx, bookingConfirmationMail(to, booking, notify.siteOrigin, deps.now()));
  if (notify.garageEmail) await deps.mail.add(tx, garageNewBookingMail(notify.garageEmail, booking, notify.siteOrigin));
}

/** Whether a signed-in customer (not staff) books for the phone their account carries: that phone's own limit never holds them back. */
async function ownsPhone(db: Db, user: AuthUser | null, phone: string): Promise<boolean> {
  if (!user || user.isStaff) return false;
  const [account] = await db.select({ phone: accounts.phone }).from(accounts).where(eq(accounts.id, user.id));
  return account?.phone === phone;
}

/** The chosen service, locked against its removal until the booking commits; one that is not there is refused. */
async function serviceOf(tx: Db, productId: string) {
  const [service] = await tx.select({ id: products.id, name: products.name }).from(products).where(eq(products.id, productId)).for('share');
  if (!service) throw badRequest(messages.products.notFound);
  return service;
}

async function bookOnce(
  deps: ServiceDeps,
  user: AuthUser | null,
  body: NewBooking,
  request: BookingRequest,
  key: string | undefined,
): Promise<{ booking: Booking; replayed: boolean }> {
  const fingerprint = key ? requestHash({ accountId: user?.id ?? null, ...body }) : '';
  if (key) {
    const earlier = await bookingOfKey(deps.db, key, fingerprint);
    if (earlier) return { booking: earlier, replayed: true };
  }
  assertBookable(body.date, body.timeSlot, deps.now());
  const branch = body.branch ?? DEFAULT_BRANCH;
  // Refused before it is counted against the limits; asked again under the day's lock below.
  await assertOpenDay(deps.db, body.date, branch);
  if (request.admit) await request.admit({ ownsPhone: await ownsPhone(deps.db, user, body.numberPhone) });
  const prepared = await prepareImages(body.images);
  const samePhoneReason = user?.isStaff ? (body.samePhoneReason ?? null) : null;
  return withPhoneRule(() => deps.db.transaction(async (tx) => {
    if (key) {
      // The same key twice at once: the second waits here until the first commits, then finds it.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`booking:${key}`}, 0))`);
      const earlier = await bookingOfKey(tx, key, fingerprint);
      if (earlier) return { booking: earlier, replayed: true };
    }
    // The master may have closed the day since: the booking lands before the closure, or is refused.
    await lockOpenDay(tx, body.date, branch);
    const images = await storeImages(tx, prepared);
    const service = body.productId ? await serviceOf(tx, body.productId) : null;
    if (!samePhoneReason) await assertPhoneFree(tx, body.numberPhone, body.date, body.timeSlot);
    await takePlace(tx, { date: body.date, timeSlot: body.timeSlot, branch }, deps.settings.slotCapacity, user === null);
    const values = {
      fullName: body.fullName,
      numberPhone: body.numberPhone,
      date: body.date,
      timeSlot: body.timeSlot,
      description: body.description,
      images,
      branch,
      carPlate: body.carPlate,
      carModel: body.carModel,
      productId: service?.id ?? null,
      serviceName: service?.name ?? '',
      status: 'pending' as const,
      // The desk's booking is the caller's, not the staff member's: it is not in their 'Lịch hẹn của tôi'.
      accountId: user && !user.isStaff ? user.id : null,
      bookedBy: user?.id ?? null,
      samePhoneAllowed: samePhoneReason !== null,
      idempotencyKey: key ?? null,
      requestHash: key ? fingerprint : null,
    };
    const row = await insertWithNewCode(tx, values);
    // The person's consents in the booking's transaction: the desk records what the caller said.
    await recordFormConsents(tx, {
      person: { accountId: values.accountId, phone: body.numberPhone },
      consents: body.consents,
      channel: user?.isStaff ? 'desk' : (body.channel ?? 'booking'),
      recordedBy: user?.isStaff ? user.id : null,
    });
    if (user?.isStaff) {
      const reason = samePhoneReason ? format(messages.bookings.samePhoneAllowedReason, { reason: samePhoneReason }) : messages.bookings.deskCreatedReason;
      await tx.insert(bookingUpdates).values({ bookingId: row.id, accountId: user.id, reason, changes: {} });
    }
    const booking = toBooking(row);
    await queueNewBookingMails(deps, tx, booking, user);
    return { booking, replayed: false };
  }));
}

/** Inserts the booking with a fresh reference, drawing again in the rare case it is taken. */
async function insertWithNewCode(tx: Db, values: Omit<typeof bookings.$inferInsert, 'code'>): Promise<BookingRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await tx
      .insert(bookings)
      .values({ ...values, code: newBookingCode() })
      .onConflictDoNothing({ target: bookings.code })
      .returning();
    if (row) return row;
  }
  throw new Error('no free booking code after 5 draws');
}
