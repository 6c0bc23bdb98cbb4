import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { bookableDateSchema, createBooking, createDeskBooking, getAvailability, rescheduleLookedUpBooking } from '../../contract/bookings';
import { errorResponseSchema } from '../../contract/common';
import { BOOKING_IMAGES_MAX_BYTES, BOOKING_MAX_DAYS_AHEAD, BOOKING_MAX_IMAGES } from '../../contract/constants';
import { format, messages } from '../../contract/messages';
import { BOOKING_PHONE } from '../../contract/garage';
import { accounts, bookings, bookingSlots } from '../db/schema';
import { openDayAhead } from '../test/open-days';
import { addDays, vietnamToday } from '../lib/vietnam-time';
import { createBookingLimiter, DEFAULT_BOOKING_LIMITS } from '../services/booking-limits';
import { createBooking as createBookingService } from '../services/bookings/create';
import { anonymousPlacesOf } from '../services/bookings/slots';
import { pngDataUrl } from '../test/catalog-fixtures';
import { createAccount, createRoleAccounts, type TestAccount } from '../test/fixtures';
import { createTestApp, createTestDatabase, usingPostgres } from '../test/test-app';
import type { App } from '../app';

const CAPACITY = 3;

describe(`booking abuse (${usingPostgres() ? 'Postgres' : 'PGlite'})`, () => {
  let app: App;
  let admin: TestAccount;
  let customer: TestAccount;
  const today = vietnamToday();
  // Each test books on its own day, so the slots it fills are its own.
  let day = 1;
  const nextDay = () => openDayAhead((day += 1), today);

  beforeAll(async () => {
    app = await createTestApp({ bookingSlotCapacity: CAPACITY });
    ({ admin, customer } = await createRoleAccounts(app));
  });
  afterAll(() => app.close());

  let phones = 0;
  const newPhone = () => `0977${String((phones += 1)).padStart(6, '0')}`;
  let addresses = 0;
  const newAddress = () => `198.51.100.${(addresses += 1)}`;
  const form = (overrides: Record<string, unknown> = {}) => ({
    fullName: 'Trần Thị Bích',
    numberPhone: newPhone(),
    date: openDayAhead(1, today),
    timeSlot: '16:00',
    description: 'Bảo dưỡng định kỳ',
    images: [],
    ...overrides,
  });
  const book = (payload: Record<string, unknown>, options: { address?: string; headers?: Record<string, string> } = {}) =>
    app.inject({ method: 'POST', url: createBooking.path, payload, headers: options.headers ?? {}, remoteAddress: options.address ?? newAddress() });
  const messageOf = (res: { json(): unknown }) => errorResponseSchema.parse(res.json()).message;
  const bookingsOn = async (date: string) => Number((await app.db.select({ n: count() }).from(bookings).where(eq(bookings.date, date)))[0]!.n);
  const placesTaken = async (date: string, timeSlot: string) => {
    const [row] = await app.db.select().from(bookingSlots).where(and(eq(bookingSlots.date, date), eq(bookingSlots.timeSlot, timeSlot)));
    return row?.booked ?? 0;
  };

  describe('limits per address and per phone', () => {
    it(`takes ${DEFAULT_BOOKING_LIMITS.perAddress} bookings from one address, then answers 429 with Retry-After; the day is not filled`, async () => {
      const date = nextDay();
      const address = '203.0.113.7';
      const slots = ['08:00', '09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'];
      // The review's attack: a whole day's places (8 slots x 3) from one address at once.
      const responses = await Promise.all(
        Array.from({ length: slots.length * CAPACITY }, (_, i) => book(form({ date, timeSlot: slots[i % slots.length] }), { address })),
      );
      const created = responses.filter((res) => res.statusCode === 201);
      const refused = responses.filter((res) => res.statusCode === 429);
      expect(created).toHaveLength(DEFAULT_BOOKING_LIMITS.perAddress);
      expect(refused).toHaveLength(responses.length - DEFAULT_BOOKING_LIMITS.perAddress);
      for (const res of refused) {
        expect(messageOf(res)).toBe(messages.bookings.tooManyFromAddress);
        const retryAfter = Number(res.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(DEFAULT_BOOKING_LIMITS.addressWindowSeconds);
      }
      expect(await bookingsOn(date)).toBe(DEFAULT_BOOKING_LIMITS.perAddress);

      // Another address still books, and so does the front desk from the refused one.
      expect((await book(form({ date, timeSlot: '08:00' }))).statusCode).toBe(201);
      for (let i = 0; i < 3; i += 1) {
        const res = await book(form({ date, timeSlot: '16:00' }), { address, headers: admin.headers });
        expect(res.statusCode, res.body).toBe(201);
      }
      // A signed-in customer is counted like anyone else.
      expect((await book(form({ date, timeSlot: '15:00' }), { address, headers: customer.headers })).statusCode).toBe(429);
    });

    it(`takes ${DEFAULT_BOOKING_LIMITS.perPhone} bookings for one phone number, from any address, then answers 429`, async () => {
      const date = nextDay();
      const phone = newPhone();
      for (const timeSlot of ['08:00', '09:00', '10:00']) {
        const res = await book(form({ date, timeSlot, numberPhone: phone }));
        expect(res.statusCode, res.body).toBe(201);
      }
      const fourth = await book(form({ date, timeSlot: '11:00', numberPhone: phone }));
      expect(fourth.statusCode).toBe(429);
      expect(messageOf(fourth)).toBe(messages.bookings.tooManyForPhone);
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(DEFAULT_BOOKING_LIMITS.addressWindowSeconds);
      expect(await bookingsOn(date)).toBe(3);
      expect((await book(form({ date, timeSlot: '11:00' }))).statusCode).toBe(201);
    });
  });

  describe('what bookings without an account may hold', () => {
    const shareTaken = format(messages.bookings.anonymousShareTaken, { phone: BOOKING_PHONE.display });
    const SLOTS = ['08:00', '09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'];
    const slotsFor = async (date: string, headers: Record<string, string> = {}) =>
      getAvailability.response.parse((await app.inject({ method: 'GET', url: `${getAvailability.path}?date=${date}`, headers })).json()).slots;

    it("five addresses with made-up phones cannot fill a day: each slot keeps a place for signed-in customers and the desk (the review's attack)", async () => {
      const date = nextDay();
      const addresses = Array.from({ length: 5 }, () => newAddress());
      const responses: Array<Awaited<ReturnType<typeof book>>> = [];
      // Each address books as much as its limit lets it, spread over the day.
      for (const [a, address] of addresses.entries()) {
        for (let i = 0; i < DEFAULT_BOOKING_LIMITS.perAddress; i += 1) {
          responses.push(await book(form({ date, timeSlot: SLOTS[(a * DEFAULT_BOOKING_LIMITS.perAddress + i) % SLOTS.length] }), { address }));
        }
      }
      const share = anonymousPlacesOf(CAPACITY);
      expect(responses.filter((res) => res.statusCode === 201)).toHaveLength(SLOTS.length * share);
      for (const res of responses.filter((r) => r.statusCode !== 201)) {
        expect(res.statusCode).toBe(409);
        expect(messageOf(res)).toBe(shareTaken);
      }
      for (const timeSlot of SLOTS) expect(await placesTaken(date, timeSlot)).toBe(share);

      // Signed out every slot is full, and says that signing in books what is left; signed in, it is not.
      for (const slot of await slotsFor(date)) expect(slot).toMatchObject({ booked: share, remaining: 0, full: true, signInNeeded: true });
      for (const slot of await slotsFor(date, customer.headers)) expect(slot).toMatchObject({ remaining: CAPACITY - share, full: false, signInNeeded: false });

      expect((await book(form({ date, timeSlot: '16:00' }), { headers: customer.headers })).statusCode).toBe(201);
      const desk = await app.inject({
        method: 'POST',
        url: createDeskBooking.path,
        headers: admin.headers,
        payload: { fullName: 'Khách gọi điện', numberPhone: newPhone(), date, timeSlot: '08:00', branch: 'quan-12' },
      });
      expect(desk.statusCode, desk.body).toBe(201);
      // Full now, for everyone.
      expect(messageOf(await book(form({ date, timeSlot: '16:00' }), { headers: customer.headers }))).toBe(messages.bookings.slotFull);
    });

    it('a booking without an account moved by its reference stays within the share', async () => {
      const date = nextDay();
      const made = createBooking.response.parse((await book(form({ date, timeSlot: '08:00' }))).json());
      for (let i = 0; i < anonymousPlacesOf(CAPACITY); i += 1) expect((await book(form({ date, timeSlot: '09:00' }))).statusCode).toBe(201);
      const move = await app.inject({
        method: 'POST',
        url: rescheduleLookedUpBooking.path,
        payload: { code: made.code, phone: made.numberPhone, date, timeSlot: '09:00' },
      });
      expect(move.statusCode).toBe(409);
      expect(messageOf(move)).toBe(shareTaken);
      expect(await placesTaken(date, '08:00')).toBe(1);
      expect(await placesTaken(date, '09:00')).toBe(anonymousPlacesOf(CAPACITY));
    });

    it("bookings without an account for someone else's phone never lock its owner out: signed in, or at the desk", async () => {
      const date = nextDay();
      const phone = newPhone();
      const owner = await createAccount(app);
      await app.db.update(accounts).set({ phone }).where(eq(accounts.id, owner.id));
      for (const timeSlot of ['08:00', '09:00', '10:00']) expect((await book(form({ date, timeSlot, numberPhone: phone }))).statusCode).toBe(201);
      const fourth = await book(form({ date, timeSlot: '11:00', numberPhone: phone }));
      expect(fourth.statusCode).toBe(429);
      expect(messageOf(fourth)).toBe(messages.bookings.tooManyForPhone);
      // Someone else signed in is still held to the phone's limit.
      expect((await book(form({ date, timeSlot: '11:00', numberPhone: phone }), { headers: customer.headers })).statusCode).toBe(429);

      // The owner, signed in, books, and again: their own bookings are not counted against their phone.
      for (const timeSlot of ['11:00', '13:00']) {
        const res = await book(form({ date, timeSlot, numberPhone: phone }), { headers: owner.headers });
        expect(res.statusCode, res.body).toBe(201);
      }
      const desk = await app.inject({
        method: 'POST',
        url: createDeskBooking.path,
        headers: admin.headers,
        payload: { fullName: 'Chủ số điện thoại', numberPhone: phone, date, timeSlot: '14:00', branch: 'quan-12' },
      });
      expect(desk.statusCode, desk.body).toBe(201);
      expect(await bookingsOn(date)).toBe(6);
    });
  });

  describe('how far ahead', () => {
    it(`books up to ${BOOKING_MAX_DAYS_AHEAD} days ahead and refuses later days, 9999-12-31 included`, async () => {
      const tooFar = format(messages.bookings.dateTooFar, { days: BOOKING_MAX_DAYS_AHEAD });
      for (const date of ['9999-12-31', addDays(today, BOOKING_MAX_DAYS_AHEAD + 1)]) {
        const res = await book(form({ date }));
        expect(res.statusCode).toBe(400);
        expect(messageOf(res)).toBe(tooFar);
        expect(await bookingsOn(date)).toBe(0);
      }
      // 10:00: open whatever weekday the last day falls on.
      expect((await book(form({ date: addDays(today, BOOKING_MAX_DAYS_AHEAD), timeSlot: '10:00' }))).statusCode).toBe(201);
    });

    it("counts the days from the server's clock", async () => {
      // 09:00 in Hanoi is 02:00 UTC.
      const now = new Date('2031-05-05T02:00:00Z');
      const context = { ...app.deps, now: () => now };
      const base = { fullName: 'Lê Văn Tám', numberPhone: '0909000222', timeSlot: '10:00' as const, description: '', images: [], branch: null, carPlate: '', carModel: '', productId: null };
      await expect(createBookingService(context, null, { ...base, date: '2031-08-04' })).rejects.toMatchObject({
        statusCode: 400,
        message: format(messages.bookings.dateTooFar, { days: BOOKING_MAX_DAYS_AHEAD }),
      });
      const { booking } = await createBookingService(context, null, { ...base, date: '2031-08-03' });
      expect(booking.date).toBe('2031-08-03');
    });

    it('gives the form the same rule and words (the form checks with the visitor\'s today)', () => {
      const schema = bookableDateSchema('2031-05-05');
      expect(schema.safeParse('2031-08-03').success).toBe(true);
      expect(schema.safeParse('2031-08-04').error?.issues[0]?.message).toBe(format(messages.bookings.dateTooFar, { days: BOOKING_MAX_DAYS_AHEAD }));
      expect(schema.safeParse('2031-05-04').error?.issues[0]?.message).toBe(messages.bookings.dateInPast);
    });
  });

  describe('pictures of a booking', () => {
    /** A data URL that declares `bytes` bytes of picture (refused before any decoding). */
    const dataUrlOfSize = (bytes: number) => `data:image/jpeg;base64,${'A'.repeat(Math.ceil((bytes * 4) / 3))}`;

    it(`refuses more than ${BOOKING_MAX_IMAGES} pictures`, async () => {
      const date = nextDay();
      const images = Array.from({ length: BOOKING_MAX_IMAGES + 1 }, (_, i) => pngDataUrl('image/png', `hinh-${i}`));
      const res = await book(form({ date, images }));
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe(format(messages.bookings.tooManyImages, { max: BOOKING_MAX_IMAGES }));
      expect(await bookingsOn(date)).toBe(0);
    });

    it('refuses pictures larger together than the limit, without decoding them', async () => {
      const date = nextDay();
      const each = Math.floor(BOOKING_IMAGES_MAX_BYTES / 3) + 1_000;
      const res = await book(form({ date, images: [dataUrlOfSize(each), dataUrlOfSize(each), dataUrlOfSize(each)] }));
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe(format(messages.bookings.imagesTooLarge, { max: '12 MB' }));
      expect(await bookingsOn(date)).toBe(0);
    });

    it("refuses the review's body (six pictures of 4.9 MB) with 413 while it arrives", async () => {
      const date = nextDay();
      const res = await book(form({ date, images: Array.from({ length: 6 }, () => dataUrlOfSize(4_900_000)) }));
      expect(res.statusCode).toBe(413);
      expect(messageOf(res)).toBe(messages.common.payloadTooLarge);
      expect(await bookingsOn(date)).toBe(0);
    });

    it('stores a picture with a script appended as the picture alone', async () => {
      const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#2563eb' } })
        .png()
        .toBuffer();
      const polyglot = Buffer.concat([png, Buffer.from('<script>fetch("/api/accounts")</script>')]);
      const res = await book(form({ date: nextDay(), images: [`data:image/png;base64,${polyglot.toString('base64')}`] }));
      expect(res.statusCode, res.body).toBe(201);
      const [url] = createBooking.response.parse(res.json()).images;
      const picture = await app.inject({ method: 'GET', url: url! });
      expect(picture.statusCode).toBe(200);
      expect(picture.rawPayload.includes('<script')).toBe(false);
      expect((await sharp(picture.rawPayload).metadata()).width).toBe(24);
    });

    it('keeps answering other requests while a booking with pictures at the limit is stored', async () => {
      const date = nextDay();
      // Noise compresses badly: three real JPEGs of about 3.8 MB each, 11.5 MB together.
      const photo = (seed: number) =>
        sharp({ create: { width: 2500, height: 2500, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128 + seed, sigma: 40 } } })
          .jpeg({ quality: 88 })
          .toBuffer();
      const photos = await Promise.all([photo(0), photo(1), photo(2)]);
      const total = photos.reduce((sum, bytes) => sum + bytes.length, 0);
      expect(total).toBeLessThanOrEqual(BOOKING_IMAGES_MAX_BYTES);
      expect(total).toBeGreaterThan(BOOKING_IMAGES_MAX_BYTES * 0.7);

      let bookingDone = false;
      const started = Date.now();
      const booking = book(form({ date, images: photos.map((bytes) => `data:image/jpeg;base64,${bytes.toString('base64')}`) })).then((res) => {
        bookingDone = true;
        return res;
      });
      // Readers that need the database, asked one after the other while the booking is on its
      // way. Each waits for the event loop's next turn, as a request from a socket would: an
      // injected request alone could be answered in microtasks and starve everything else.
      const answeredDuring: number[] = [];
      while (!bookingDone) {
        await new Promise((resolve) => setImmediate(resolve));
        const res = await app.inject({ method: 'GET', url: `${getAvailability.path}?date=${date}` });
        expect(res.statusCode).toBe(200);
        if (!bookingDone) answeredDuring.push(Date.now() - started);
      }
      const res = await booking;
      const elapsed = Date.now() - started;
      expect(res.statusCode, res.body).toBe(201);
      console.info(
        `booking with ${(total / 1e6).toFixed(1)} MB of pictures: ${elapsed} ms; ${answeredDuring.length} reads answered meanwhile, ` +
          `first after ${answeredDuring[0]} ms, last after ${answeredDuring.at(-1)} ms`,
      );
      expect(answeredDuring.length).toBeGreaterThan(0);
      // Stored shrunk and re-encoded: far smaller than what was sent.
      const stored = createBooking.response.parse(res.json()).images;
      expect(stored).toHaveLength(3);
      const sizes = await Promise.all(stored.map(async (url) => (await app.inject({ method: 'GET', url })).rawPayload.length));
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(total);
    });
  });

  describe('Idempotency-Key', () => {
    const KEY = 'idempotency-key';

    it('answers a retry with the same key and body with the first booking, taking one place', async () => {
      const date = nextDay();
      const payload = form({ date, timeSlot: '09:00' });
      const key = randomBytes(16).toString('hex');
      const first = await book(payload, { headers: { [KEY]: key } });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const again = await book(payload, { headers: { [KEY]: key } });
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(createBooking.response.parse(again.json())).toEqual(createBooking.response.parse(first.json()));
      expect(await bookingsOn(date)).toBe(1);
      expect(await placesTaken(date, '09:00')).toBe(1);
      // Without a key, the same body is refused all the same: the phone already holds that day and slot.
      const second = await book(payload);
      expect(second.statusCode).toBe(409);
      expect(errorResponseSchema.parse(second.json()).message).toBe(messages.bookings.samePhoneTaken);
      expect(await bookingsOn(date)).toBe(1);
    });

    it('refuses the same key with another body, or from another caller, with 409 and books nothing', async () => {
      const date = nextDay();
      const payload = form({ date, timeSlot: '10:00' });
      const key = randomBytes(16).toString('hex');
      expect((await book(payload, { headers: { [KEY]: key } })).statusCode).toBe(201);
      for (const [other, headers] of [
        [{ ...payload, timeSlot: '11:00' }, { [KEY]: key }],
        [{ ...payload, description: 'Nội dung khác' }, { [KEY]: key }],
        [payload, { [KEY]: key, ...customer.headers }],
      ] as const) {
        const res = await book(other, { headers });
        expect(res.statusCode).toBe(409);
        expect(messageOf(res)).toBe(messages.bookings.idempotencyKeyReused);
      }
      expect(await bookingsOn(date)).toBe(1);
      expect(await placesTaken(date, '11:00')).toBe(0);
    });

    it('refuses an empty or overlong key with 400', async () => {
      for (const key of [' ', 'k'.repeat(201)]) {
        const res = await book(form({ date: nextDay() }), { headers: { [KEY]: key } });
        expect(res.statusCode).toBe(400);
        expect(messageOf(res)).toBe(messages.bookings.idempotencyKeyInvalid);
      }
    });

    it('makes one booking of five identical requests sent at once', async () => {
      const date = nextDay();
      const payload = form({ date, timeSlot: '13:00' });
      const headers = { [KEY]: randomBytes(16).toString('hex') };
      const responses = await Promise.all(Array.from({ length: 5 }, () => book(payload, { headers })));
      expect(responses.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(responses.map((res) => createBooking.response.parse(res.json())._id)).size).toBe(1);
      expect(await bookingsOn(date)).toBe(1);
      expect(await placesTaken(date, '13:00')).toBe(1);
    });

    it('answers a retry even after the address has used up its bookings (a replay is not a new booking)', async () => {
      const date = nextDay();
      const address = '203.0.113.99';
      const payload = form({ date, timeSlot: '14:00' });
      const headers = { [KEY]: randomBytes(16).toString('hex') };
      expect((await book(payload, { address, headers })).statusCode).toBe(201);
      for (const timeSlot of ['08:00', '09:00', '10:00', '11:00'].slice(0, DEFAULT_BOOKING_LIMITS.perAddress - 1)) {
        expect((await book(form({ date, timeSlot }), { address })).statusCode).toBe(201);
      }
      expect((await book(form({ date, timeSlot: '15:00' }), { address })).statusCode).toBe(429);
      const retry = await book(payload, { address, headers });
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
    });
  });
});

// Two server processes on one Postgres database: copies of a request with one key that reach
// both at once are kept to one booking by the key's lock in the database (CI and `npm run test:pg`).
describe.runIf(usingPostgres())('one Idempotency-Key across two server processes', () => {
  let first: App;
  let second: App;
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase(process.env.TEST_DATABASE_URL!);
    dropDatabase = database.drop;
    first = await createTestApp({ databaseUrl: database.url });
    second = await createTestApp({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await dropDatabase?.();
  });

  it('makes one booking of the copies of a request sent to both at once, round after round', async () => {
    const date = openDayAhead(5);
    const timeSlots = ['08:00', '09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'] as const;
    for (const [round, timeSlot] of timeSlots.entries()) {
      const payload = { fullName: 'Phạm Văn Đông', numberPhone: `09330001${String(round).padStart(2, '0')}`, date, timeSlot, description: 'Thay lốp', images: [] };
      const headers = { 'idempotency-key': randomBytes(16).toString('hex') };
      const responses = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          (i % 2 ? first : second).inject({ method: 'POST', url: createBooking.path, payload, headers, remoteAddress: `198.51.100.${100 + round * 4 + i}` }),
        ),
      );
      expect(responses.map((res) => `${res.statusCode} ${res.statusCode === 201 ? '' : res.body}`)).toEqual(['201 ', '201 ', '201 ', '201 ']);
      expect(new Set(responses.map((res) => createBooking.response.parse(res.json())._id)).size).toBe(1);
      expect(responses.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(3);
      const [slot] = await first.db.select().from(bookingSlots).where(and(eq(bookingSlots.date, date), eq(bookingSlots.timeSlot, timeSlot)));
      expect(slot!.booked).toBe(1);
    }
    const [row] = await first.db.select({ n: count() }).from(bookings).where(eq(bookings.date, date));
    expect(Number(row!.n)).toBe(timeSlots.length);
  });
});

// Several server processes count together through Redis (CI and `npm run test:pg`).
describe.runIf(process.env.TEST_REDIS_URL)('booking limits shared through Redis', () => {
  it('counts the bookings of one address across two processes', async () => {
    const settings = { ...DEFAULT_BOOKING_LIMITS, keyPrefix: `test-booking-${randomBytes(6).toString('hex')}` };
    const errors: unknown[] = [];
    const first = await createBookingLimiter(settings, process.env.TEST_REDIS_URL, (error) => errors.push(error));
    const second = await createBookingLimiter(settings, process.env.TEST_REDIS_URL, (error) => errors.push(error));
    try {
      const answers = [];
      for (let i = 0; i < settings.perAddress + 1; i += 1) {
        answers.push(await (i % 2 ? first : second).take('203.0.113.50', `09000000${String(i).padStart(2, '0')}`));
      }
      expect(answers.slice(0, settings.perAddress)).toEqual(Array.from({ length: settings.perAddress }, () => null));
      expect(answers.at(-1)).toMatchObject({ message: messages.bookings.tooManyFromAddress });
      expect(await first.take('203.0.113.51', '0900000099')).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
