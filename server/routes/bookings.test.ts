import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  cancelMyBooking,
  createBooking,
  deleteBooking,
  getAvailability,
  getBooking,
  getMonthlyCount,
  listBookings,
  listBookingsByDate,
  listBookingsByTimeSlot,
  listMyBookings,
  updateBooking,
  updateBookingStatus,
} from '../../contract/bookings';
import { errorResponseSchema } from '../../contract/common';
import { buildPath } from '../../contract/endpoint';
import { messages } from '../../contract/messages';
import { accounts, bookings, bookingSlots, bookingUpdates, products } from '../db/schema';
import type { MailMessage } from '../plugins/mail';
import { newObjectId } from '../lib/object-id';
import { openDayAhead } from '../test/open-days';
import { addDays, vietnamToday } from '../lib/vietnam-time';
import { createBooking as createBookingService } from '../services/bookings/create';
import { cancelMyBooking as cancelMyBookingService } from '../services/bookings/my-bookings';
import { anonymousPlacesOf } from '../services/bookings/slots';
import { maskName, maskPhone } from '../lib/mask';
import { createAccount, createRoleAccounts, type TestAccount } from '../test/fixtures';
import { MISSING_ID, pngDataUrl, textDataUrl } from '../test/catalog-fixtures';
import { createProduct } from '../test/shop-fixtures';
import { createTestApp } from '../test/test-app';
import type { App } from '../app';

const CAPACITY = 3;

describe('bookings', () => {
  let app: App;
  let customer: TestAccount;
  let admin: TestAccount;
  let master: TestAccount;
  /** A signed-in customer who takes the places bookings without an account may not (ANONYMOUS_SLOT_SHARE). */
  let member: TestAccount;
  const tomorrow = openDayAhead(1);
  const dayAfter = openDayAhead(2);

  beforeAll(async () => {
    app = await createTestApp({ bookingSlotCapacity: CAPACITY });
    ({ customer, admin, master } = await createRoleAccounts(app));
    member = await createAccount(app);
  });
  afterAll(() => app.close());

  // Each booking from its own address and with its own phone, as different customers would
  // make them: the limits per address and per phone have their own tests (bookings-abuse.test.ts).
  // Phones run from 0912345667 on and all end in 67 (masked 09******67).
  let callers = 0;
  const form = (overrides: Record<string, unknown> = {}) => {
    callers += 1;
    return {
      fullName: 'Nguyễn Văn An',
      numberPhone: `09${123_455 + callers}67`,
      date: tomorrow,
      timeSlot: '08:00',
      description: 'Xe kêu lạ ở bánh trước, biển số 51A-123.45',
      images: [],
      ...overrides,
    };
  };
  const book = (payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
    callers += 1;
    return app.inject({ method: 'POST', url: createBooking.path, headers, payload, remoteAddress: `10.1.${(callers >> 8) & 255}.${callers & 255}` });
  };
  const bookOk = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const res = await book(payload, headers);
    expect(res.statusCode, res.body).toBe(201);
    return createBooking.response.parse(res.json());
  };
  const booked = async (date: string, timeSlot: string) => {
    const [row] = await app.db.select().from(bookingSlots).where(and(eq(bookingSlots.date, date), eq(bookingSlots.timeSlot, timeSlot)));
    return row?.booked ?? 0;
  };
  const bookingCount = async () => Number((await app.db.select({ n: count() }).from(bookings))[0]!.n);
  /** Fills a slot: its anonymous share without an account, the places left by a signed-in customer. */
  const fillSlot = async (date: string, timeSlot: string, name: string) => {
    for (let i = 0; i < CAPACITY; i += 1) {
      await bookOk(form({ date, timeSlot, fullName: `${name} ${i + 1}` }), i < anonymousPlacesOf(CAPACITY) ? {} : member.headers);
    }
  };

  it('masks names and phone numbers as the public list shows them', () => {
    expect(maskName('Nguyễn Văn An')).toBe('Nguyễn V. A.');
    expect(maskName('  trần   thị   bích ngọc ')).toBe('trần T. B. N.');
    expect(maskName('Hùng')).toBe('H.');
    expect(maskPhone('0912345667')).toBe('09******67');
  });

  it('books a slot for anyone, storing pictures as URLs', async () => {
    const booking = await bookOk(form({ timeSlot: '09:00', images: [pngDataUrl()] }));
    expect(booking).toMatchObject({ fullName: 'Nguyễn Văn An', numberPhone: '0912345667', date: tomorrow, timeSlot: '09:00', status: 'pending' });
    expect(booking.images).toHaveLength(1);
    expect(booking.images[0]).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(await booked(tomorrow, '09:00')).toBe(1);
  });

  it.each([
    ['a missing date', { date: undefined }, messages.bookings.dateRequired],
    ['an empty date', { date: '' }, messages.bookings.dateRequired],
    ['an impossible date', { date: '2030-02-30' }, messages.validation.dateInvalid],
    ['a date in the past', { date: addDays(vietnamToday(), -1) }, messages.bookings.dateInPast],
    ['a phone of 9 digits', { numberPhone: '091234566' }, messages.validation.phoneInvalid],
    ['a phone with letters', { numberPhone: '09123456ab' }, messages.validation.phoneInvalid],
    ['the 12:00 slot', { timeSlot: '12:00' }, messages.bookings.timeSlotInvalid],
    ['a missing slot', { timeSlot: undefined }, messages.bookings.timeSlotRequired],
    ['a missing name', { fullName: undefined }, messages.validation.fullNameRequired],
    ['a text file as picture', { images: [textDataUrl] }, messages.validation.imageInvalidType],
    ['a picture from elsewhere', { images: ['https://example.com/a.png'] }, messages.validation.imageInvalidType],
  ])('refuses %s with a Vietnamese message and books nothing', async (_, change, message) => {
    const before = await bookingCount();
    const res = await book(form({ timeSlot: '16:00', ...change }));
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).message).toBe(message);
    expect(await bookingCount()).toBe(before);
    expect(await booked(tomorrow, '16:00')).toBe(0);
  });

  it("refuses today's slots that have already begun (Vietnam time)", async () => {
    // 10:30 in Hanoi is 03:30 UTC.
    const now = new Date('2031-05-05T03:30:00Z');
    const context = { ...app.deps, now: () => now };
    const base = { fullName: 'Lê Văn Tám', numberPhone: '0909000111', description: '', images: [], branch: null, carPlate: '', carModel: '', productId: null };
    await expect(createBookingService(context, null, { ...base, date: '2031-05-05', timeSlot: '10:00' })).rejects.toMatchObject({
      statusCode: 400,
      message: messages.bookings.slotPassed,
    });
    await expect(createBookingService(context, null, { ...base, date: '2031-05-04', timeSlot: '16:00' })).rejects.toMatchObject({
      message: messages.bookings.dateInPast,
    });
    const { booking: later } = await createBookingService(context, null, { ...base, date: '2031-05-05', timeSlot: '11:00' });
    expect(later.date).toBe('2031-05-05');
  });

  it('books a Sunday or a holiday only within its shorter hours (09:00-16:00), and says which slots are closed', async () => {
    // 2031-05-04 is a Sunday; 2031-04-30 (Reunification Day) a Wednesday.
    const now = new Date('2031-04-20T03:00:00Z');
    const context = { ...app.deps, now: () => now };
    const base = { fullName: 'Lê Văn Tám', numberPhone: '0909000111', description: '', images: [], branch: null, carPlate: '', carModel: '', productId: null };
    for (const [date, timeSlot] of [['2031-05-04', '08:00'], ['2031-05-04', '16:00'], ['2031-04-30', '08:00']] as const) {
      await expect(createBookingService(context, null, { ...base, date, timeSlot }), `${date} ${timeSlot}`).rejects.toMatchObject({
        statusCode: 400,
        message: messages.bookings.slotClosed,
      });
    }
    const { booking } = await createBookingService(context, null, { ...base, date: '2031-05-04', timeSlot: '09:00' });
    expect(booking.timeSlot).toBe('09:00');

    const res = await app.inject({ method: 'GET', url: `${getAvailability.path}?date=2031-05-04` });
    const closed = getAvailability.response.parse(res.json()).slots.filter((slot) => slot.closed).map((slot) => slot.timeSlot);
    expect(closed).toEqual(['08:00', '16:00']);
    const weekday = await app.inject({ method: 'GET', url: `${getAvailability.path}?date=2031-05-05` });
    expect(getAvailability.response.parse(weekday.json()).slots.some((slot) => slot.closed)).toBe(false);
  });

  it('takes at most the capacity per day and slot, and says which slots are full', async () => {
    await fillSlot(tomorrow, '10:00', 'Khách');
    const full = await book(form({ timeSlot: '10:00' }));
    expect(full.statusCode).toBe(409);
    expect(errorResponseSchema.parse(full.json()).message).toBe(messages.bookings.slotFull);
    expect(await booked(tomorrow, '10:00')).toBe(CAPACITY);

    const res = await app.inject({ method: 'GET', url: `${getAvailability.path}?date=${tomorrow}` });
    expect(res.statusCode).toBe(200);
    const availability = getAvailability.response.parse(res.json());
    expect(availability.capacity).toBe(CAPACITY);
    expect(availability.slots.map((slot) => slot.timeSlot)).toEqual(['08:00', '09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00']);
    expect(availability.slots.find((slot) => slot.timeSlot === '10:00')).toMatchObject({ booked: CAPACITY, remaining: 0, full: true, signInNeeded: false, past: false });
    // Signed out, the places left are what remains of the anonymous share; signed in, all of them.
    expect(availability.slots.find((slot) => slot.timeSlot === '09:00')).toMatchObject({ booked: 1, remaining: anonymousPlacesOf(CAPACITY) - 1, full: false });
    const signedIn = await app.inject({ method: 'GET', url: `${getAvailability.path}?date=${tomorrow}`, headers: member.headers });
    expect(getAvailability.response.parse(signedIn.json()).slots.find((slot) => slot.timeSlot === '09:00')).toMatchObject({ booked: 1, remaining: CAPACITY - 1, full: false });
    const bad = await app.inject({ method: 'GET', url: `${getAvailability.path}?date=mai` });
    expect(bad.statusCode).toBe(400);
  });

  it('frees a place when a booking is cancelled or deleted, and refuses to revive into a full slot', async () => {
    const list = listBookingsByTimeSlot.response.parse(
      (await app.inject({ method: 'GET', url: `${listBookingsByTimeSlot.path}?timeSlot=10:00&date=${tomorrow}`, headers: admin.headers })).json(),
    );
    expect(list).toHaveLength(CAPACITY);
    const [first, second] = list;
    const cancel = await app.inject({ method: 'PUT', url: buildPath(updateBookingStatus.path, { id: first!._id }), headers: admin.headers, payload: { status: 'cancelled', reason: 'Khách báo bận' } });
    expect(cancel.statusCode).toBe(200);
    expect(updateBookingStatus.response.parse(cancel.json()).status).toBe('cancelled');
    expect(await booked(tomorrow, '10:00')).toBe(CAPACITY - 1);
    const filler = await bookOk(form({ timeSlot: '10:00', fullName: 'Khách thay thế' }), member.headers);
    const revive = await app.inject({ method: 'PUT', url: buildPath(updateBookingStatus.path, { id: first!._id }), headers: admin.headers, payload: { status: 'confirmed' } });
    expect(revive.statusCode).toBe(409);
    expect(errorResponseSchema.parse(revive.json()).message).toBe(messages.bookings.slotFull);

    const removed = await app.inject({ method: 'DELETE', url: buildPath(deleteBooking.path, { id: second!._id }), headers: admin.headers });
    expect(removed.statusCode).toBe(200);
    expect(deleteBooking.response.parse(removed.json())).toEqual({ message: messages.bookings.deleteSuccess });
    expect(await booked(tomorrow, '10:00')).toBe(CAPACITY - 1);
    const again = await app.inject({ method: 'DELETE', url: buildPath(deleteBooking.path, { id: second!._id }), headers: admin.headers });
    expect(again.statusCode).toBe(404);
    // Deleting a cancelled booking frees nothing more.
    await app.inject({ method: 'DELETE', url: buildPath(deleteBooking.path, { id: first!._id }), headers: admin.headers });
    expect(await booked(tomorrow, '10:00')).toBe(CAPACITY - 1);
    expect(filler.status).toBe('pending');
  });

  it('lists bookings whole for staff and masked for other signed-in users, not at all for anonymous', async () => {
    const staffList = listBookings.response.parse((await app.inject({ method: 'GET', url: listBookings.path, headers: admin.headers })).json());
    expect(staffList.length).toBe(await bookingCount());
    expect(staffList.some((b) => b.fullName === 'Nguyễn Văn An' && b.numberPhone === '0912345667')).toBe(true);
    const times = staffList.map((b) => b.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const customerRes = await app.inject({ method: 'GET', url: listBookings.path, headers: customer.headers });
    expect(customerRes.statusCode).toBe(200);
    const masked = listBookings.response.parse(customerRes.json());
    expect(masked.some((b) => b.fullName === 'Nguyễn V. A.' && b.numberPhone === '09******67')).toBe(true);
    expect(customerRes.body).not.toContain('0912345667');
    expect(customerRes.body).not.toContain('51A-123.45');
    expect(masked.every((b) => b.images.length === 0)).toBe(true);

    expect((await app.inject({ method: 'GET', url: listBookings.path })).statusCode).toBe(401);
  });

  it('keeps the branch, car model and plate (in capitals), refuses a plate or branch that is not one, and masks the plate for others', async () => {
    const own = await bookOk(form({ timeSlot: '14:00', branch: 'thu-duc', carModel: ' Toyota Vios 2019 ', carPlate: ' 51g-987.65 ' }), customer.headers);
    expect(own).toMatchObject({ branch: 'thu-duc', carModel: 'Toyota Vios 2019', carPlate: '51G-987.65' });
    const plain = await bookOk(form({ timeSlot: '14:00' }));
    // The deployed client sends no branch: Quận 12 (docs/spec-deviations.md).
    expect(plain).toMatchObject({ branch: 'quan-12', carModel: '', carPlate: '' });

    const before = await bookingCount();
    for (const [payload, message] of [
      [form({ carPlate: '12345' }), messages.bookings.plateInvalid],
      [form({ carPlate: '51A-123.45; drop table bookings' }), messages.bookings.plateInvalid],
      [form({ branch: 'vung-tau' }), messages.bookings.branchRequired],
    ] as const) {
      const res = await book(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorResponseSchema.parse(res.json()).message).toBe(message);
    }
    expect(await bookingCount()).toBe(before);

    const byDate = listBookingsByDate.response.parse((await app.inject({ method: 'GET', url: `${listBookingsByDate.path}?date=${tomorrow}` })).json());
    expect(byDate.find((booking) => booking._id === own._id)).toMatchObject({ branch: 'thu-duc', carModel: 'Toyota Vios 2019', carPlate: '' });
    const staffView = getBooking.response.parse((await app.inject({ method: 'GET', url: buildPath(getBooking.path, { id: own._id }), headers: admin.headers })).json());
    expect(staffView.carPlate).toBe('51G-987.65');
  });

  it("keeps the service chosen from the catalogue with its name, refuses one that is not there, and keeps the name when the service goes", async () => {
    const service = await createProduct(app, { name: 'Thay dầu động cơ tổng hợp' });
    const asked = await bookOk(form({ date: openDayAhead(3), timeSlot: '15:00', productId: service.id }));
    expect(asked).toMatchObject({ productId: service.id, serviceName: 'Thay dầu động cơ tổng hợp' });

    const before = await bookingCount();
    const missing = await book(form({ date: openDayAhead(3), productId: MISSING_ID }));
    expect(missing.statusCode).toBe(400);
    expect(errorResponseSchema.parse(missing.json()).message).toBe(messages.products.notFound);
    expect((await book(form({ date: openDayAhead(3), productId: 'khong-phai-id' }))).statusCode).toBe(400);
    expect(await bookingCount()).toBe(before);

    await app.db.delete(products).where(eq(products.id, service.id));
    const kept = getBooking.response.parse((await app.inject({ method: 'GET', url: buildPath(getBooking.path, { id: asked._id }), headers: admin.headers })).json());
    expect(kept).toMatchObject({ productId: null, serviceName: 'Thay dầu động cơ tổng hợp' });
  });

  it('shows a signed-in customer their own bookings whole', async () => {
    const own = await bookOk(form({ timeSlot: '13:00', fullName: 'Khách Có Tài Khoản', numberPhone: '0988777666' }), customer.headers);
    const list = listBookings.response.parse((await app.inject({ method: 'GET', url: listBookings.path, headers: customer.headers })).json());
    expect(list.find((b) => b._id === own._id)).toMatchObject({ fullName: 'Khách Có Tài Khoản', numberPhone: '0988777666' });
  });

  it('finds bookings by date and by slot, masked for the public', async () => {
    const byDate = await app.inject({ method: 'GET', url: `${listBookingsByDate.path}?date=${tomorrow}` });
    expect(byDate.statusCode).toBe(200);
    const list = listBookingsByDate.response.parse(byDate.json());
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((b) => b.date === tomorrow)).toBe(true);
    expect(byDate.body).not.toContain('0912345667');
    const slots = list.map((b) => b.timeSlot);
    expect([...slots].sort()).toEqual(slots);

    const staff = listBookingsByDate.response.parse((await app.inject({ method: 'GET', url: `${listBookingsByDate.path}?date=${tomorrow}`, headers: master.headers })).json());
    expect(staff.some((b) => b.numberPhone === '0912345667')).toBe(true);

    const bySlot = listBookingsByTimeSlot.response.parse((await app.inject({ method: 'GET', url: `${listBookingsByTimeSlot.path}?timeSlot=09:00` })).json());
    expect(bySlot.length).toBeGreaterThan(0);
    expect(bySlot.every((b) => b.timeSlot === '09:00')).toBe(true);

    const badDate = await app.inject({ method: 'GET', url: `${listBookingsByDate.path}?date=2030-13-01` });
    expect(badDate.statusCode).toBe(400);
    expect(errorResponseSchema.parse(badDate.json()).message).toBe(messages.validation.dateInvalid);
    const noDate = await app.inject({ method: 'GET', url: listBookingsByDate.path });
    expect(errorResponseSchema.parse(noDate.json()).message).toBe(messages.bookings.dateRequired);
    const badSlot = await app.inject({ method: 'GET', url: `${listBookingsByTimeSlot.path}?timeSlot=12:00` });
    expect(errorResponseSchema.parse(badSlot.json()).message).toBe(messages.bookings.timeSlotInvalid);
  });

  it('shows one booking to staff only, with the date as a YYYY-MM-DD string', async () => {
    const booking = await bookOk(form({ timeSlot: '14:00' }));
    const url = buildPath(getBooking.path, { id: booking._id });
    const res = await app.inject({ method: 'GET', url, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const detail = getBooking.response.parse(res.json());
    expect(detail.date).toBe(tomorrow);
    expect(detail.updates).toEqual([]);
    expect((await app.inject({ method: 'GET', url, headers: customer.headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const missing = await app.inject({ method: 'GET', url: buildPath(getBooking.path, { id: newObjectId() }), headers: admin.headers });
    expect(missing.statusCode).toBe(404);
    expect(errorResponseSchema.parse(missing.json()).message).toBe(messages.bookings.notFound);
  });

  it('edits a re-sent whole booking with a required reason, ignoring immutable keys, and keeps the history', async () => {
    const booking = await bookOk(form({ timeSlot: '15:00' }));
    const url = buildPath(updateBooking.path, { id: booking._id });
    const loaded = getBooking.response.parse((await app.inject({ method: 'GET', url: buildPath(getBooking.path, { id: booking._id }), headers: admin.headers })).json());

    for (const reason of [undefined, '', '   ']) {
      const res = await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { ...loaded, fullName: 'Tên mới', updateReason: reason } });
      expect(res.statusCode).toBe(400);
      expect(errorResponseSchema.parse(res.json()).message).toBe(messages.bookings.updateReasonRequired);
    }

    const res = await app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { ...loaded, _id: newObjectId(), createdAt: '2000-01-01T00:00:00.000Z', __v: 0, timeSlot: '16:00', date: dayAfter, description: 'Đã gọi xác nhận', updateReason: 'Khách xin dời lịch' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = updateBooking.response.parse(res.json());
    expect(updated).toMatchObject({ _id: booking._id, createdAt: booking.createdAt, fullName: 'Nguyễn Văn An', timeSlot: '16:00', date: dayAfter, description: 'Đã gọi xác nhận' });
    expect(updated.updates).toHaveLength(1);
    expect(updated.updates[0]).toMatchObject({
      reason: 'Khách xin dời lịch',
      account: { _id: admin.id },
      changes: { timeSlot: { from: '15:00', to: '16:00' }, date: { from: tomorrow, to: dayAfter }, description: { from: booking.description, to: 'Đã gọi xác nhận' } },
    });
    expect(await booked(tomorrow, '15:00')).toBe(0);
    expect(await booked(dayAfter, '16:00')).toBe(1);
  });

  it('refuses to move a booking into a full slot and changes nothing', async () => {
    await fillSlot(dayAfter, '08:00', 'Khách đầy');
    const mover = await bookOk(form({ date: dayAfter, timeSlot: '11:00' }));
    const res = await app.inject({ method: 'PUT', url: buildPath(updateBooking.path, { id: mover._id }), headers: admin.headers, payload: { timeSlot: '08:00', updateReason: 'Dời lịch' } });
    expect(res.statusCode).toBe(409);
    expect(await booked(dayAfter, '08:00')).toBe(CAPACITY);
    expect(await booked(dayAfter, '11:00')).toBe(1);
    const history = await app.db.select().from(bookingUpdates).where(eq(bookingUpdates.bookingId, mover._id));
    expect(history).toEqual([]);
    expect((await app.inject({ method: 'PUT', url: buildPath(updateBooking.path, { id: mover._id }), headers: customer.headers, payload: { updateReason: 'x' } })).statusCode).toBe(403);
  });

  it('changes the status for staff only, recording it', async () => {
    const booking = await bookOk(form({ timeSlot: '11:00' }));
    const url = buildPath(updateBookingStatus.path, { id: booking._id });
    expect((await app.inject({ method: 'PUT', url, headers: customer.headers, payload: { status: 'confirmed' } })).statusCode).toBe(403);
    const bad = await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { status: 'done' } });
    expect(bad.statusCode).toBe(400);
    expect(errorResponseSchema.parse(bad.json()).message).toBe(messages.validation.statusInvalid);
    const ok = await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { status: 'confirmed' } });
    expect(updateBookingStatus.response.parse(ok.json()).status).toBe('confirmed');
    const detail = getBooking.response.parse((await app.inject({ method: 'GET', url: buildPath(getBooking.path, { id: booking._id }), headers: admin.headers })).json());
    expect(detail.updates[0]?.changes).toEqual({ status: { from: 'pending', to: 'confirmed' } });
    expect((await app.inject({ method: 'DELETE', url: buildPath(deleteBooking.path, { id: booking._id }), headers: customer.headers })).statusCode).toBe(403);

    // The same status again records nothing; a status changed through the full edit is recorded with its reason.
    expect((await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { status: 'confirmed' } })).statusCode).toBe(200);
    const edit = await app.inject({
      method: 'PUT',
      url: buildPath(updateBooking.path, { id: booking._id }),
      headers: master.headers,
      payload: { status: 'cancelled', updateReason: 'Khách hủy qua điện thoại' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const history = updateBooking.response.parse(edit.json()).updates;
    expect(history.map((update) => [update.reason, update.changes, update.account?._id])).toEqual([
      ['Khách hủy qua điện thoại', { status: { from: 'confirmed', to: 'cancelled' } }, master.id],
      [detail.updates[0]!.reason, { status: { from: 'pending', to: 'confirmed' } }, admin.id],
    ]);
    expect(await booked(tomorrow, '11:00')).toBe(0);
  });

  it('counts the bookings of a month for staff', async () => {
    const [year, month] = tomorrow.split('-').map(Number);
    const res = await app.inject({ method: 'GET', url: `${getMonthlyCount.path}?month=${month}&year=${year}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const rows = await app.db.select().from(bookings);
    const expected = rows.filter((row) => row.date.startsWith(`${year}-${String(month).padStart(2, '0')}`)).length;
    expect(getMonthlyCount.response.parse(res.json())).toEqual({ count: expected });
    const empty = await app.inject({ method: 'GET', url: `${getMonthlyCount.path}?month=1&year=2001`, headers: admin.headers });
    expect(getMonthlyCount.response.parse(empty.json())).toEqual({ count: 0 });

    const bad = await app.inject({ method: 'GET', url: `${getMonthlyCount.path}?month=13&year=${year}`, headers: admin.headers });
    expect(bad.statusCode).toBe(400);
    expect(errorResponseSchema.parse(bad.json()).message).toBe(messages.bookings.monthInvalid);
    const noYear = await app.inject({ method: 'GET', url: `${getMonthlyCount.path}?month=5`, headers: admin.headers });
    expect(errorResponseSchema.parse(noYear.json()).message).toBe(messages.bookings.yearInvalid);
    expect((await app.inject({ method: 'GET', url: `${getMonthlyCount.path}?month=5&year=2030`, headers: customer.headers })).statusCode).toBe(403);
  });
  describe("a customer's own bookings", () => {
    const mine = async (account: TestAccount) => {
      const res = await app.inject({ method: 'GET', url: listMyBookings.path, headers: account.headers });
      expect(res.statusCode, res.body).toBe(200);
      return listMyBookings.response.parse(res.json());
    };
    const cancel = (account: TestAccount, id: string) =>
      app.inject({ method: 'PUT', url: buildPath(cancelMyBooking.path, { id }), headers: account.headers });

    it('lists only what the account booked while signed in, latest day first, with the garage\'s last reason', async () => {
      const owner = await createAccount(app);
      const later = await bookOk(form({ date: dayAfter, timeSlot: '14:00', fullName: 'Chủ Lịch' }), owner.headers);
      const sooner = await bookOk(form({ date: tomorrow, timeSlot: '09:00', fullName: 'Chủ Lịch' }), owner.headers);
      await bookOk(form({ date: tomorrow, timeSlot: '09:00', fullName: 'Người Khác' }));
      const edit = await app.inject({
        method: 'PUT',
        url: buildPath(updateBooking.path, { id: later._id }),
        headers: admin.headers,
        payload: { timeSlot: '15:00', updateReason: 'Thợ máy bận buổi 14:00, gara dời sang 15:00' },
      });
      expect(edit.statusCode, edit.body).toBe(200);

      const list = await mine(owner);
      expect(list.map((booking) => booking._id)).toEqual([later._id, sooner._id]);
      expect(list[0]).toMatchObject({ timeSlot: '15:00', fullName: 'Chủ Lịch', cancellable: true, lastChange: { reason: 'Thợ máy bận buổi 14:00, gara dời sang 15:00' } });
      expect(list[1]!.lastChange).toBeNull();
      expect(await mine(await createAccount(app))).toEqual([]);
      expect((await app.inject({ method: 'GET', url: listMyBookings.path })).statusCode).toBe(401);
    });

    it('cancels its own booking, frees the place at once and keeps who cancelled in the history', async () => {
      const owner = await createAccount(app);
      const own = await bookOk(form({ date: dayAfter, timeSlot: '10:00' }), owner.headers);
      const before = await booked(dayAfter, '10:00');

      const res = await cancel(owner, own._id);
      expect(res.statusCode, res.body).toBe(200);
      expect(cancelMyBooking.response.parse(res.json())).toMatchObject({ status: 'cancelled', cancellable: false, lastChange: { byCustomer: true } });
      expect(await booked(dayAfter, '10:00')).toBe(before - 1);
      const history = await app.db.select().from(bookingUpdates).where(eq(bookingUpdates.bookingId, own._id));
      expect(history).toEqual([expect.objectContaining({ accountId: owner.id, reason: messages.bookings.cancelledByCustomerReason, byCustomer: true })]);

      const again = await cancel(owner, own._id);
      expect(again.statusCode).toBe(409);
      expect(errorResponseSchema.parse(again.json()).message).toBe(messages.bookings.alreadyCancelled);
      expect(await booked(dayAfter, '10:00')).toBe(before - 1);
    });

    it("answers 404 for someone else's booking or an anonymous one, and changes nothing", async () => {
      const owner = await createAccount(app);
      const own = await bookOk(form({ date: dayAfter, timeSlot: '11:00' }), owner.headers);
      const anonymous = await bookOk(form({ date: dayAfter, timeSlot: '11:00' }));
      for (const id of [own._id, anonymous._id]) {
        const res = await cancel(customer, id);
        expect(res.statusCode).toBe(404);
        expect(errorResponseSchema.parse(res.json()).message).toBe(messages.bookings.notFound);
      }
      const rows = await app.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, own._id));
      expect(rows[0]!.status).toBe('pending');
      expect((await cancel(owner, newObjectId())).statusCode).toBe(404);
      expect((await cancel(owner, 'khong-phai-id')).statusCode).toBe(400);
    });

    it("mails a signed-in customer's confirmation with the appointment as a calendar file; a visitor's, staff's or unverified account's gets none", async () => {
      // What earlier tests queued goes out first, to the mailer they knew.
      await app.mailQueue.flush();
      const sent: MailMessage[] = [];
      const send = app.mailer.send;
      app.mailer.send = async (message) => {
        sent.push(message);
      };
      const unverified = await createAccount(app);
      try {
        const owner = await createAccount(app);
        const own = await bookOk(form({ date: dayAfter, timeSlot: '14:00', fullName: 'Trần Thị Lịch', description: 'Thay dầu; kiểm tra phanh' }), owner.headers);
        await bookOk(form({ date: dayAfter, timeSlot: '14:00' }));
        await bookOk(form({ date: dayAfter, timeSlot: '15:00' }), admin.headers);
        await app.db.update(accounts).set({ verified: false }).where(eq(accounts.id, unverified.id));
        await bookOk(form({ date: dayAfter, timeSlot: '15:00' }), unverified.headers);
        await app.mailQueue.flush();
        expect(sent).toHaveLength(1);

        const [mail] = sent;
        const [year, month, day] = dayAfter.split('-');
        expect(mail!.to).toBe(owner.email);
        expect(mail!.subject).toBe(`Xác nhận lịch hẹn 14:00 ngày ${day}/${month}/${year} - Gara Ô Tô Sài Gòn`);
        expect(mail!.text).toContain('Xin chào Trần Thị Lịch,');
        expect(mail!.text).toContain('trước giờ hẹn ít nhất 2 giờ');
        const [calendar] = mail!.attachments ?? [];
        expect(calendar).toMatchObject({ filename: 'lich-hen.ics', contentType: expect.stringContaining('text/calendar') });
        const lines = calendar!.content.replace(/\r\n /g, '').split('\r\n');
        // 14:00 in Vietnam is 07:00 UTC.
        expect(lines).toContain(`DTSTART:${year}${month}${day}T070000Z`);
        expect(lines).toContain(`DTEND:${year}${month}${day}T080000Z`);
        expect(lines).toContain(`UID:${own._id}@garaotosaigon.vn`);
        expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain('Thay dầu\\; kiểm tra phanh');
      } finally {
        app.mailer.send = send;
      }
    });

    it('refuses a cancel less than two hours before the start, by the server\'s clock', async () => {
      const owner = await createAccount(app);
      const own = await bookOk(form({ date: dayAfter, timeSlot: '13:00' }), owner.headers);
      const user = { id: owner.id, email: owner.email, fullName: owner.fullName, type: 'local' as const, roles: [], isStaff: false, isMaster: false, isTechnician: false, branch: null };
      // 13:00 in Vietnam is 06:00 UTC: 04:00:01 UTC is under two hours before.
      const late = new Date(`${dayAfter}T04:00:01Z`);
      await expect(cancelMyBookingService({ ...app.deps, now: () => late }, user, own._id)).rejects.toMatchObject({
        statusCode: 409,
        message: 'Chỉ hủy được lịch hẹn trước giờ hẹn ít nhất 2 giờ. Vui lòng gọi gara để được hỗ trợ.',
      });
      const list = await mine(owner);
      expect(list[0]).toMatchObject({ _id: own._id, status: 'pending' });
      const inTime = new Date(`${dayAfter}T04:00:00Z`);
      await expect(cancelMyBookingService({ ...app.deps, now: () => inTime }, user, own._id)).resolves.toMatchObject({ status: 'cancelled' });
    });
  });
});
