import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { appointmentStart, cancelProblem, rescheduleProblem } from '../../contract/booking-cancel';
import {
  bookingDayProblem,
  type Booking,
  type BookingBoard,
  type BookingDetail,
  type BookingExportQuery,
  type BookingListQuery,
  type BookingLookup,
  type DeskBookingBody,
  type MyBooking,
  type RescheduleBody,
} from '../../contract/bookings';
import { SLOT_MINUTES, slotOpen } from '../../contract/opening-hours';
import { BOOKING_PHONE, branchOf, DEFAULT_BRANCH, GARAGE, type BranchId, type CityBranch } from '../../contract/garage';
import { ANONYMOUS_SLOT_SHARE, BOOKING_CANCEL_LEAD_HOURS, BOOKING_STATUS_META, TIME_SLOTS, type BookingStatus, type TimeSlot } from '../../contract/constants';
import { formatDay } from '../../contract/format';
import { format, messages } from '../../contract/messages';
import type { Db } from '../db/client';
import { accounts, bookings, bookingSlots, bookingUpdates, branchSettings, products } from '../db/schema';
import { newBookingCode } from '../lib/booking-code';
import { csvHead, csvRecord, EXPORT_BATCH, type CsvDownload } from '../lib/csv';
import { badRequest, conflict, notFound } from '../lib/http-errors';
import { idempotencyKeyOf, requestHash } from '../lib/idempotency';
import { pageOf, pageWindow, type ListPage } from '../lib/paging';
import { containsPattern, searchWords } from '../lib/search-text';
import { addDays, minutesOf, monthBounds, vietnamDateTimeText, vietnamMinutesOfDay, vietnamToday } from '../lib/vietnam-time';
import { assertOpenDay, closedDaysBetween, closedReasonOn } from './closed-days';
import { prepareImageInput, storeImageInput, type PreparedImageInput } from '../plugins/media';
import type { AuthUser } from '../plugins/auth';
import type { MailQueue } from '../plugins/mail-queue';
import type { LiveEvents } from '../plugins/realtime';
import type { FastifyBaseLogger } from 'fastify';
import { calendarFile } from '../lib/ics';
import { maskName, maskPhone } from '../lib/mask';
import { LIVE_EVENTS, type BookingUpdatedPayload } from '../../contract/live-events';
import { bookingAlert } from './alerts';
import { bookingMailData, provenEmail, siteLinks, type NotifySettings } from './notify';

type BookingRow = typeof bookings.$inferSelect;

export interface BookingContext {
  db: Db;
  /** Bookings allowed per branch, day and slot where the branch has no capacity of its own (BOOKING_SLOT_CAPACITY). */
  capacity: number;
  /** The clock; tests move it. */
  now?: () => Date;
  /**
   * Bookings with an idempotency key under way in this server process, by key (see
   * createBooking); without it only the database's lock on the key orders the copies.
   */
  keyedRuns?: Map<string, Promise<unknown>>;
  /** Mails (the customer's confirmation and the garage's changes, the garage's own notice), stored with the change; without it none. */
  mail?: Pick<MailQueue, 'add'>;
  /** Open screens told after the commit: staff of a new booking, the customer of the garage's change. */
  live?: Pick<LiveEvents, 'staffAlert' | 'toAccount'>;
  notify?: NotifySettings;
  log?: FastifyBaseLogger;
}

const clock = (context: BookingContext) => (context.now ? context.now() : new Date());

// ---------------------------------------------------------------- reading

export function toBooking(row: BookingRow): Booking {
  return {
    _id: row.id,
    fullName: row.fullName,
    numberPhone: row.numberPhone,
    date: row.date,
    timeSlot: row.timeSlot as TimeSlot,
    description: row.description,
    images: row.images,
    status: row.status,
    branch: branchOf(row.branch)?.id ?? DEFAULT_BRANCH,
    code: row.code,
    carPlate: row.carPlate,
    carModel: row.carModel,
    productId: row.productId,
    serviceName: row.serviceName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * What a viewer may see of a booking: staff and the person who booked it (signed in) see it
 * whole; anyone else sees the name and phone masked and neither the description nor the
 * pictures (they can show a licence plate or a home address).
 */
function forViewer(row: BookingRow, viewer: AuthUser | null): Booking {
  const booking = toBooking(row);
  if (viewer?.isStaff || (viewer && row.accountId === viewer.id)) return booking;
  return { ...booking, fullName: maskName(booking.fullName), numberPhone: maskPhone(booking.numberPhone), description: '', images: [], carPlate: '', code: '' };
}

// ---------------------------------------------------------------- slot places

/** Where a booking sits: its branch, day and slot. */
interface Place {
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
async function takePlace(tx: Db, place: Place, defaultCapacity: number, anonymous = false) {
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

async function releasePlace(tx: Db, place: Place) {
  await tx
    .update(bookingSlots)
    .set({ booked: sql`${bookingSlots.booked} - 1` })
    .where(and(eq(bookingSlots.date, place.date), eq(bookingSlots.timeSlot, place.timeSlot), eq(bookingSlots.branch, place.branch), gt(bookingSlots.booked, 0)));
}

const holdsPlace = (status: BookingStatus) => status !== 'cancelled';
const slotKey = (place: Place) => `${place.date} ${place.timeSlot} ${place.branch}`;
const samePlace = (a: Place, b: Place) => slotKey(a) === slotKey(b);

/**
 * Refuses a second place for one phone in one day and slot (any branch) unless staff allow
 * it. The unique index bookings_phone_slot_unique holds the rule against two requests at
 * once; this check gives the answer its words first.
 */
async function assertPhoneFree(tx: Db, phone: string, date: string, timeSlot: string, exceptId?: string) {
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
async function withPhoneRule<T>(run: () => Promise<T>): Promise<T> {
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
async function movePlace(
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
function assertBookable(date: string, timeSlot: string, now: Date) {
  const today = vietnamToday(now);
  const problem = bookingDayProblem(date, today);
  if (problem) throw badRequest(problem);
  if (date === today && minutesOf(timeSlot) <= vietnamMinutesOfDay(now)) throw badRequest(messages.bookings.slotPassed);
  if (!slotOpen(date, timeSlot)) throw badRequest(messages.bookings.slotClosed);
}

/**
 * Decodes and re-encodes the pictures before any transaction, one after the other: on the
 * embedded database a transaction holds the only connection, so encoding inside it would
 * stall every other request, and what is inserted is the small re-encoded copy.
 */
async function prepareImages(images: string[]): Promise<PreparedImageInput[]> {
  const prepared: PreparedImageInput[] = [];
  for (const image of images) prepared.push(await prepareImageInput(image));
  return prepared;
}

async function storeImages(tx: Db, prepared: PreparedImageInput[]): Promise<string[]> {
  const stored: string[] = [];
  for (const image of prepared) {
    const url = await storeImageInput(tx, image);
    if (url && !stored.includes(url)) stored.push(url);
  }
  return stored;
}

// ---------------------------------------------------------------- create and read

export interface NewBooking {
  fullName: string;
  numberPhone: string;
  date: string;
  timeSlot: TimeSlot;
  description: string;
  images: string[];
  /** Not sent by the deployed client: DEFAULT_BRANCH. */
  branch?: BranchId | null;
  carPlate?: string;
  carModel?: string;
  productId?: string | null;
  /** The front desk keeps a second place for this phone in that day and slot, and says why. */
  samePhoneReason?: string | null;
}

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

/** Runs the requests of this process with the same key one after the other (see createBooking). */
async function oneAtATime<T>(keyedRuns: Map<string, Promise<unknown>>, key: string, run: () => Promise<T>): Promise<T> {
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
  context: BookingContext,
  user: AuthUser | null,
  body: NewBooking,
  request: BookingRequest = {},
): Promise<{ booking: Booking; replayed: boolean }> {
  const key = idempotencyKeyOf(request.idempotencyHeader, undefined, messages.bookings.idempotencyKeyInvalid);
  const book = () => bookOnce(context, user, body, request, key);
  const result = key && context.keyedRuns ? await oneAtATime(context.keyedRuns, key, book) : await book();
  // Every staff screen hears of it once it is stored, whoever made it.
  if (!result.replayed) context.live?.staffAlert(bookingAlert(result.booking));
  return result;
}

/** How a customer changes or cancels, in every mail about an appointment. */
export const CANCEL_ADVICE = format(messages.bookings.mailCancel, { hours: BOOKING_CANCEL_LEAD_HOURS, phone: BOOKING_PHONE.display });

/** A branch as the mails name it: name and street address. */
export const branchAddress = (branch: CityBranch) => `${branch.name}, ${branch.address}`;

/** How long an appointment is in the customer's calendar, and when the calendar reminds them. */
const CALENDAR_EVENT_MINUTES = SLOT_MINUTES;
const CALENDAR_ALARM_MINUTES = 24 * 60;

/**
 * In the booking's own transaction: the confirmation with the appointment as a calendar file to
 * a customer booking for themselves (to their proven address only; the front desk booking for
 * a caller sends none, it would reach the staff member), and the garage's own notice.
 */
async function queueNewBookingMails(context: BookingContext, tx: Db, booking: Booking, user: AuthUser | null) {
  const { mail, notify } = context;
  if (!mail || !notify) return;
  const data = bookingMailData(booking);
  const links = siteLinks(notify.siteOrigin);
  const to = user && !user.isStaff ? await provenEmail(tx, user.id) : null;
  if (to) {
    await mail.add(tx, {
      to,
      template: { kind: 'bookingConfirmation', booking: data, cancelAdvice: CANCEL_ADVICE, myBookingsUrl: links.myBookings },
      attachments: [{ filename: 'lich-hen.ics', content: calendarOf(context, booking), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
    });
  }
  if (notify.garageEmail) {
    await mail.add(tx, { to: notify.garageEmail, template: { kind: 'garageNewBooking', booking: data, manageUrl: links.dayBoard(booking.date, booking.branch) } });
  }
}

function calendarOf(context: BookingContext, booking: Booking): string {
  const branch = branchOf(booking.branch) ?? branchOf(DEFAULT_BRANCH);
  const car = [booking.carModel, booking.carPlate].filter(Boolean).join(', ');
  return calendarFile({
    uid: `${booking._id}@garaotosaigon.vn`,
    start: appointmentStart(booking.date, booking.timeSlot),
    minutes: CALENDAR_EVENT_MINUTES,
    summary: messages.bookings.calendarSummary,
    description: [booking.serviceName, car, booking.description, CANCEL_ADVICE].filter(Boolean).join('\n'),
    location: branch ? `${GARAGE.name}: ${branchAddress(branch)}` : GARAGE.name,
    stamp: clock(context),
    alarmMinutesBefore: CALENDAR_ALARM_MINUTES,
  });
}

/**
 * In the change's transaction: the customer whose booking the garage confirmed, cancelled or
 * changed is told by mail, with the reason (bookings made while signed in, proven address).
 */
async function queueChangeMail(context: BookingContext, tx: Db, before: BookingRow, after: BookingRow, reason: string) {
  const { mail, notify } = context;
  if (!mail || !notify || !after.accountId) return;
  const to = await provenEmail(tx, after.accountId);
  if (!to) return;
  const change = after.status !== before.status && after.status !== 'pending' ? after.status : 'edited';
  await mail.add(tx, {
    to,
    template: { kind: 'bookingChanged', change, booking: bookingMailData(toBooking(after)), reason, myBookingsUrl: siteLinks(notify.siteOrigin).myBookings },
  });
}

/** After the commit: the customer's open pages ('Lịch hẹn của tôi') read it again. */
function tellOwner(context: BookingContext, row: BookingRow) {
  if (row.accountId) context.live?.toAccount(row.accountId, LIVE_EVENTS.bookingUpdated, { id: row.id } satisfies BookingUpdatedPayload);
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
  context: BookingContext,
  user: AuthUser | null,
  body: NewBooking,
  request: BookingRequest,
  key: string | undefined,
): Promise<{ booking: Booking; replayed: boolean }> {
  const fingerprint = key ? requestHash({ accountId: user?.id ?? null, ...body }) : '';
  if (key) {
    const earlier = await bookingOfKey(context.db, key, fingerprint);
    if (earlier) return { booking: earlier, replayed: true };
  }
  assertBookable(body.date, body.timeSlot, clock(context));
  const branch = body.branch ?? DEFAULT_BRANCH;
  await assertOpenDay(context.db, body.date, branch);
  if (request.admit) await request.admit({ ownsPhone: await ownsPhone(context.db, user, body.numberPhone) });
  const prepared = await prepareImages(body.images);
  const samePhoneReason = user?.isStaff ? (body.samePhoneReason ?? null) : null;
  return withPhoneRule(() => context.db.transaction(async (tx) => {
    if (key) {
      // The same key twice at once: the second waits here until the first commits, then finds it.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`booking:${key}`}, 0))`);
      const earlier = await bookingOfKey(tx, key, fingerprint);
      if (earlier) return { booking: earlier, replayed: true };
    }
    const images = await storeImages(tx, prepared);
    const service = body.productId ? await serviceOf(tx, body.productId) : null;
    if (!samePhoneReason) await assertPhoneFree(tx, body.numberPhone, body.date, body.timeSlot);
    await takePlace(tx, { date: body.date, timeSlot: body.timeSlot, branch }, context.capacity, user === null);
    const values = {
      fullName: body.fullName,
      numberPhone: body.numberPhone,
      date: body.date,
      timeSlot: body.timeSlot,
      description: body.description,
      images,
      branch,
      carPlate: body.carPlate ?? '',
      carModel: body.carModel ?? '',
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
    if (user?.isStaff) {
      const reason = samePhoneReason ? format(messages.bookings.samePhoneAllowedReason, { reason: samePhoneReason }) : messages.bookings.deskCreatedReason;
      await tx.insert(bookingUpdates).values({ bookingId: row.id, accountId: user.id, reason, changes: {} });
    }
    const booking = toBooking(row);
    await queueNewBookingMails(context, tx, booking, user);
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

/** A booking the front desk enters for a caller: the same rules and transaction, without the per-address and per-phone limits. */
export async function createDeskBooking(context: BookingContext, staff: AuthUser, body: DeskBookingBody): Promise<Booking> {
  const { booking } = await createBooking(context, staff, { ...body, images: [] });
  return booking;
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
export async function availability(context: BookingContext, caller: AuthUser | null, date: string, branch: BranchId = DEFAULT_BRANCH) {
  const now = clock(context);
  const today = vietnamToday(now);
  const minutes = vietnamMinutesOfDay(now);
  const [rows, capacity, closedReason, anonymousHeld] = await Promise.all([
    context.db.select().from(bookingSlots).where(and(eq(bookingSlots.date, date), eq(bookingSlots.branch, branch))),
    capacityOf(context.db, context.capacity, branch),
    closedReasonOn(context.db, date, branch),
    caller ? null : anonymousPlacesBySlot(context.db, date, branch),
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
export function listBookings(db: Db, viewer: AuthUser | null, query?: BookingListQuery): Promise<ListPage<Booking>> {
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

/**
 * A day for the front desk: every slot with its bookings (cancelled ones too, greyed by the
 * screen) in the order they were made, and the places they take (those not cancelled).
 */
export async function bookingBoard(context: BookingContext, date: string, branch: BranchId = DEFAULT_BRANCH): Promise<BookingBoard> {
  const [rows, capacity] = await Promise.all([
    context.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.date, date), eq(bookings.branch, branch)))
      .orderBy(asc(bookings.createdAt), asc(bookings.id)),
    capacityOf(context.db, context.capacity, branch),
  ]);
  return {
    date,
    branch,
    capacity,
    closedReason: await closedReasonOn(context.db, date, branch),
    slots: TIME_SLOTS.map((timeSlot) => {
      const ofSlot = rows.filter((row) => row.timeSlot === timeSlot);
      return {
        timeSlot,
        booked: ofSlot.filter((row) => holdsPlace(row.status)).length,
        capacity,
        bookings: ofSlot.map(toBooking),
      };
    }),
  };
}

export async function listBookingsByDate(db: Db, viewer: AuthUser | null, date: string): Promise<Booking[]> {
  const rows = await db.select().from(bookings).where(eq(bookings.date, date)).orderBy(asc(bookings.timeSlot), asc(bookings.createdAt), asc(bookings.id));
  return rows.map((row) => forViewer(row, viewer));
}

export async function listBookingsByTimeSlot(db: Db, viewer: AuthUser | null, timeSlot: string, date: string | undefined): Promise<Booking[]> {
  const where = date ? and(eq(bookings.timeSlot, timeSlot), eq(bookings.date, date)) : eq(bookings.timeSlot, timeSlot);
  const rows = await db.select().from(bookings).where(where).orderBy(desc(bookings.date), asc(bookings.createdAt), asc(bookings.id));
  return rows.map((row) => forViewer(row, viewer));
}

/** Appointments whose day falls in the month, whatever their status. */
export async function monthlyCount(db: Db, month: number, year: number, branch?: BranchId) {
  const { from, to } = monthBounds(year, month);
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(gte(bookings.date, from), lt(bookings.date, to), branch ? eq(bookings.branch, branch) : undefined));
  return { count: Number(row?.n ?? 0) };
}

/** The year's bookings by month of their day, branch and status: the chart of the statistics screen. */
export async function yearlyStats(db: Db, year: number) {
  const month = sql<number>`extract(month from ${bookings.date})::int`.mapWith(Number);
  const rows = await db
    .select({ month, branch: bookings.branch, status: bookings.status, count: count() })
    .from(bookings)
    .where(and(gte(bookings.date, `${year}-01-01`), lt(bookings.date, `${year + 1}-01-01`)))
    .groupBy(month, bookings.branch, bookings.status)
    .orderBy(month, bookings.branch, bookings.status);
  return {
    year,
    rows: rows.map((row) => ({ ...row, branch: branchOf(row.branch)?.id ?? DEFAULT_BRANCH, count: Number(row.count) })),
  };
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

export async function getBooking(db: Db, id: string): Promise<BookingDetail> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw notFound(messages.bookings.notFound);
  return loadDetail(db, row);
}

// ---------------------------------------------------------------- changes

export interface BookingEdit {
  fullName?: string | undefined;
  numberPhone?: string | undefined;
  date?: string | undefined;
  timeSlot?: TimeSlot | undefined;
  branch?: BranchId | undefined;
  description?: string | null | undefined;
  images?: string[] | null | undefined;
  status?: BookingStatus | undefined;
  /** Keep a second place for the same phone in the new day and slot; updateReason says why. */
  allowSamePhone?: boolean | undefined;
  updateReason: string;
}

type Change = { from: string | string[]; to: string | string[] };

function sameValue(a: string | string[], b: string | string[]) {
  return JSON.stringify(a) === JSON.stringify(b);
}

async function lockBooking(tx: Db, id: string): Promise<BookingRow> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  if (!row) throw notFound(messages.bookings.notFound);
  return row;
}

/**
 * A staff edit: only the fields sent change (immutable keys of a re-sent object are
 * ignored), capacity holds for a new day or slot, and the reason with what changed is
 * kept in the booking's history.
 */
export async function updateBooking(context: BookingContext, staff: AuthUser | null, id: string, edit: BookingEdit): Promise<BookingDetail> {
  const newImages = edit.images === undefined ? undefined : await prepareImages(edit.images ?? []);
  const { detail, row } = await withPhoneRule(() => context.db.transaction(async (tx) => {
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
    if (moved && holdsPlace(next.status)) {
      assertBookable(next.date, next.timeSlot, clock(context));
      await assertOpenDay(tx, next.date, next.branch as BranchId);
    }
    const phoneMoved = next.numberPhone !== current.numberPhone || next.date !== current.date || next.timeSlot !== current.timeSlot;
    const revived = !holdsPlace(current.status) && holdsPlace(next.status);
    const samePhoneAllowed = edit.allowSamePhone ? true : current.samePhoneAllowed;
    if (holdsPlace(next.status) && (phoneMoved || revived) && !samePhoneAllowed) {
      await assertPhoneFree(tx, next.numberPhone, next.date, next.timeSlot, current.id);
    }
    await movePlace(tx, current, next, context.capacity);

    const changes: Record<string, Change> = {};
    for (const field of ['fullName', 'numberPhone', 'date', 'timeSlot', 'branch', 'description', 'images', 'status'] as const) {
      if (!sameValue(current[field], next[field])) changes[field] = { from: current[field], to: next[field] };
    }
    const [row] = await tx.update(bookings).set({ ...next, samePhoneAllowed }).where(eq(bookings.id, current.id)).returning();
    await tx.insert(bookingUpdates).values({ bookingId: current.id, accountId: staff?.id ?? null, reason: edit.updateReason, changes });
    const changed = Object.keys(changes).length > 0;
    if (row && changed) await queueChangeMail(context, tx, current, row, edit.updateReason);
    return { detail: await loadDetail(tx, row ?? current), row: changed ? row : undefined };
  }));
  if (row) tellOwner(context, row);
  return detail;
}

export async function updateBookingStatus(context: BookingContext, staff: AuthUser | null, id: string, status: BookingStatus): Promise<Booking> {
  const { row, changed } = await withPhoneRule(() => context.db.transaction(async (tx) => {
    const current = await lockBooking(tx, id);
    if (current.status === status) return { row: current, changed: false };
    if (!holdsPlace(current.status) && !current.samePhoneAllowed) {
      await assertPhoneFree(tx, current.numberPhone, current.date, current.timeSlot, current.id);
    }
    await movePlace(tx, current, { ...current, status }, context.capacity);
    const [row] = await tx.update(bookings).set({ status }).where(eq(bookings.id, current.id)).returning();
    const reason = format(messages.bookings.statusChangedReason, { from: BOOKING_STATUS_META[current.status].label, to: BOOKING_STATUS_META[status].label });
    await tx.insert(bookingUpdates).values({ bookingId: current.id, accountId: staff?.id ?? null, reason, changes: { status: { from: current.status, to: status } } });
    // The status is the news: the customer's mail carries no second reason.
    if (row) await queueChangeMail(context, tx, current, row, status === 'pending' ? reason : '');
    return { row: row ?? current, changed: true };
  }));
  if (changed) tellOwner(context, row);
  return toBooking(row);
}

// ---------------------------------------------------------------- the customer's own

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
export async function listMyBookings(context: BookingContext, user: AuthUser): Promise<MyBooking[]> {
  const rows = await context.db
    .select()
    .from(bookings)
    .where(eq(bookings.accountId, user.id))
    .orderBy(desc(bookings.date), desc(bookings.timeSlot), desc(bookings.createdAt))
    .limit(MY_BOOKINGS_MAX);
  const changes = await lastChangesBy(context.db, rows.map((row) => row.id), user.id);
  const now = clock(context);
  return rows.map((row) => toMyBooking(row, changes.get(row.id) ?? null, now));
}

/** Who acts on a booking as its customer: signed in (their account), or by reference and phone (no account). */
type CustomerActor = { accountId: string } | { lookup: BookingLookup };

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

async function answerCustomer(context: BookingContext, row: BookingRow, actor: CustomerActor): Promise<MyBooking> {
  // The customer's own changes are not the garage's news; by lookup there is no account, so only staff's count.
  const customerId = actorAccount(actor) ?? row.accountId ?? '';
  const changes = await lastChangesBy(context.db, [row.id], customerId);
  return toMyBooking(row, changes.get(row.id) ?? null, clock(context));
}

/**
 * The customer cancels their own booking: until BOOKING_CANCEL_LEAD_HOURS before it starts,
 * by the server's clock. The place goes back to the slot in the same transaction, and the
 * history says who cancelled.
 */
async function cancelAsCustomer(context: BookingContext, id: string | null, actor: CustomerActor): Promise<MyBooking> {
  const cancelled = await context.db.transaction(async (tx) => {
    const current = await lockCustomerBooking(tx, id, actor);
    const problem = cancelProblem(current, clock(context));
    if (problem) throw conflict(problem);
    await movePlace(tx, current, { ...current, status: 'cancelled' }, context.capacity);
    const [row] = await tx.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, current.id)).returning();
    await tx.insert(bookingUpdates).values({
      bookingId: current.id,
      accountId: actorAccount(actor),
      reason: messages.bookings.cancelledByCustomerReason,
      changes: { status: { from: current.status, to: 'cancelled' } },
    });
    return row ?? current;
  });
  context.live?.staffAlert(bookingAlert(toBooking(cancelled), 'cancelled'));
  tellOwner(context, cancelled);
  return answerCustomer(context, cancelled, actor);
}

export const cancelMyBooking = (context: BookingContext, user: AuthUser, id: string) => cancelAsCustomer(context, id, { accountId: user.id });
export const cancelLookedUpBooking = (context: BookingContext, lookup: BookingLookup) => cancelAsCustomer(context, null, { lookup });

/**
 * The customer moves their own booking, once, until BOOKING_RESCHEDULE_LEAD_HOURS before it
 * starts, to a day and slot with room (at the same or the other branch): the same capacity
 * and phone rules as a new booking, in one transaction with the place it frees.
 */
async function rescheduleAsCustomer(context: BookingContext, id: string | null, actor: CustomerActor, body: RescheduleBody): Promise<MyBooking> {
  const now = clock(context);
  const moved = await withPhoneRule(() =>
    context.db.transaction(async (tx) => {
      const current = await lockCustomerBooking(tx, id, actor);
      const problem = rescheduleProblem(current, now);
      if (problem) throw conflict(problem);
      const next = { date: body.date, timeSlot: body.timeSlot, branch: body.branch ?? current.branch, status: current.status };
      if (samePlace(current, next)) throw badRequest(messages.bookings.rescheduleSame);
      assertBookable(next.date, next.timeSlot, now);
      await assertOpenDay(tx, next.date, next.branch as BranchId);
      if (!current.samePhoneAllowed) await assertPhoneFree(tx, current.numberPhone, next.date, next.timeSlot, current.id);
      // A booking made without signing in stays within the anonymous share where it moves to.
      await movePlace(tx, current, next, context.capacity, current.bookedBy === null);
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
  context.live?.staffAlert(bookingAlert(toBooking(moved), 'moved'));
  tellOwner(context, moved);
  return answerCustomer(context, moved, actor);
}

export const rescheduleMyBooking = (context: BookingContext, user: AuthUser, id: string, body: RescheduleBody) =>
  rescheduleAsCustomer(context, id, { accountId: user.id }, body);
export const rescheduleLookedUpBooking = (context: BookingContext, lookup: BookingLookup, body: RescheduleBody) =>
  rescheduleAsCustomer(context, null, { lookup }, body);

/** The appointment of a reference and phone as a calendar file ('Thêm vào lịch'). */
export async function lookedUpCalendar(context: BookingContext, lookup: BookingLookup): Promise<{ filename: string; content: string }> {
  const [row] = await context.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.code, lookup.code), eq(bookings.numberPhone, lookup.phone)));
  if (!row) throw notFound(messages.bookings.lookupNotFound);
  return { filename: `lich-hen-${row.code}.ics`, content: calendarOf(context, toBooking(row)) };
}

/** The booking of a reference and phone, as its customer sees it; a wrong code or phone answers the same 404. */
export async function lookupBooking(context: BookingContext, lookup: BookingLookup): Promise<MyBooking> {
  const [row] = await context.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.code, lookup.code), eq(bookings.numberPhone, lookup.phone)));
  if (!row) throw notFound(messages.bookings.lookupNotFound);
  return answerCustomer(context, row, { lookup });
}

export async function deleteBooking(context: BookingContext, id: string) {
  await context.db.transaction(async (tx) => {
    const current = await lockBooking(tx, id);
    if (holdsPlace(current.status)) await releasePlace(tx, current);
    await tx.delete(bookings).where(eq(bookings.id, current.id));
  });
  return { message: messages.bookings.deleteSuccess };
}

// ---------------------------------------------------------------- closed days

/** How far ahead staff are shown bookings on closed days: as far as anyone can book. */
const AFFECTED_DAYS_AHEAD = 366;

/** Bookings not cancelled, from today, on a day their branch is closed, by day and slot. */
export async function affectedBookings(db: Db, now: Date, only?: { date: string; branch: BranchId | null; reason: string }) {
  const today = vietnamToday(now);
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

// ---------------------------------------------------------------- CSV export

const BOOKING_CSV_HEADER = [
  'Mã lịch',
  'Ngày hẹn',
  'Khung giờ',
  'Họ tên',
  'Số điện thoại',
  'Chi nhánh',
  'Dịch vụ',
  'Dòng xe',
  'Biển số',
  'Trạng thái',
  'Lời nhắn',
  'Số ảnh',
  'Ngày tạo',
] as const;

/**
 * The bookings whose appointment day is `from` to `to` (both included), by day, slot and
 * then the order they were made; read in batches after the last batch's key like the order
 * export (server/services/orders.ts).
 */
export function exportBookings(db: Db, range: BookingExportQuery): CsvDownload {
  const batchAfter = (after: { date: string; timeSlot: string; at: string; id: string } | null) =>
    db
      .select({
        id: bookings.id,
        code: bookings.code,
        date: bookings.date,
        timeSlot: bookings.timeSlot,
        fullName: bookings.fullName,
        numberPhone: bookings.numberPhone,
        branch: bookings.branch,
        serviceName: bookings.serviceName,
        carModel: bookings.carModel,
        carPlate: bookings.carPlate,
        status: bookings.status,
        description: bookings.description,
        imageCount: sql<number>`jsonb_array_length(${bookings.images})`.mapWith(Number),
        createdAt: bookings.createdAt,
        key: sql<string>`${bookings.createdAt}::text`,
      })
      .from(bookings)
      .where(
        and(
          gte(bookings.date, range.from),
          lte(bookings.date, range.to),
          range.branch ? eq(bookings.branch, range.branch) : undefined,
          after
            ? sql`(${bookings.date}, ${bookings.timeSlot}, ${bookings.createdAt}, ${bookings.id}) > (${after.date}::date, ${after.timeSlot}, ${after.at}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(bookings.date), asc(bookings.timeSlot), asc(bookings.createdAt), asc(bookings.id))
      .limit(EXPORT_BATCH);
  async function* chunks() {
    let chunk = csvHead(BOOKING_CSV_HEADER);
    for (let rows = await batchAfter(null); ; ) {
      for (const row of rows) {
        chunk += csvRecord([
          row.code,
          formatDay(row.date),
          row.timeSlot,
          row.fullName,
          row.numberPhone,
          branchOf(row.branch)?.name ?? '',
          row.serviceName,
          row.carModel,
          row.carPlate,
          BOOKING_STATUS_META[row.status].label,
          row.description,
          row.imageCount,
          vietnamDateTimeText(row.createdAt),
        ]);
      }
      yield chunk;
      chunk = '';
      const last = rows[rows.length - 1];
      if (rows.length < EXPORT_BATCH || !last) return;
      rows = await batchAfter({ date: last.date, timeSlot: last.timeSlot, at: last.key, id: last.id });
    }
  }
  return { filename: `lich-hen-${range.from}-den-${range.to}.csv`, chunks: chunks() };
}
