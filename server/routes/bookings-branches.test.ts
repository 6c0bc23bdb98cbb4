import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BOOKING_CODE_ALPHABET } from '../../contract/booking-code';
import {
  cancelLookedUpBooking,
  createBooking,
  createDeskBooking,
  exportBookings,
  getAvailability,
  getBooking,
  getBookingBoard,
  getMonthlyCount,
  getYearlyStats,
  listBookings,
  listMyBookings,
  lookedUpBookingCalendar,
  lookupBooking,
  rescheduleLookedUpBooking,
  rescheduleMyBooking,
  updateBooking,
} from '../../contract/bookings';
import { getBranchSettings, updateBranchCapacity, updateUsualBranch } from '../../contract/branches';
import { addClosedDay, listAffectedBookings, listClosedDays, removeClosedDay } from '../../contract/closed-days';
import { errorResponseSchema } from '../../contract/common';
import { BOOKING_RESCHEDULE_LEAD_HOURS, BRANCH_SLOT_CAPACITY_MAX } from '../../contract/constants';
import { buildPath } from '../../contract/endpoint';
import { format, messages } from '../../contract/messages';
import { bookings, bookingUpdates } from '../db/schema';
import { openDayAhead } from '../test/open-days';
import { createAccount, createRoleAccounts, type TestAccount } from '../test/fixtures';
import { createTestApp } from '../test/test-app';
import type { App } from '../app';

const CAPACITY = 3;

describe('bookings per branch, the front desk and the reference', () => {
  let app: App;
  let customer: TestAccount;
  let admin: TestAccount;
  let master: TestAccount;
  /** A signed-in customer, who may take the places bookings without an account may not (ANONYMOUS_SLOT_SHARE). */
  let member: TestAccount;
  /** The server's clock; a test moves it and puts it back. */
  let now = new Date();
  const day = openDayAhead(2);

  beforeAll(async () => {
    app = await createTestApp({ bookingSlotCapacity: CAPACITY, now: () => now });
    ({ customer, admin, master } = await createRoleAccounts(app));
    member = await createAccount(app);
  });
  afterAll(() => app.close());

  // Every booking from its own address and phone: the per-address and per-phone limits have their own tests.
  let callers = 0;
  const phone = () => {
    callers += 1;
    return `08${String(1_000_000 + callers * 7).padStart(8, '0')}`.slice(0, 10);
  };
  const address = () => {
    callers += 1;
    return `10.24.${(callers >> 8) & 255}.${callers & 255}`;
  };
  const form = (overrides: Record<string, unknown> = {}) => ({
    fullName: 'Lê Thị Hoa',
    numberPhone: phone(),
    date: day,
    timeSlot: '09:00',
    description: '',
    images: [],
    ...overrides,
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}, remoteAddress = address()) =>
    app.inject({ method, url, headers, remoteAddress, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const book = (payload: Record<string, unknown>, headers: Record<string, string> = {}) => call('POST', createBooking.path, payload, headers);
  const bookOk = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const res = await book(payload, headers);
    expect(res.statusCode, res.body).toBe(201);
    return createBooking.response.parse(res.json());
  };
  const refusal = (res: { statusCode: number; json(): unknown }, status: number, message: string) => {
    expect(res.statusCode).toBe(status);
    expect(errorResponseSchema.parse(res.json()).message).toBe(message);
  };
  const availability = async (date: string, branch?: string) =>
    getAvailability.response.parse((await call('GET', `${getAvailability.path}?date=${date}${branch ? `&branch=${branch}` : ''}`)).json());
  const slotOf = <S extends { timeSlot: string }>(answer: { slots: S[] }, timeSlot: string): S => answer.slots.find((slot) => slot.timeSlot === timeSlot)!;

  it('counts places per branch: three bookings fill 09:00 at Quận 12 and leave 09:00 at Thủ Đức free', async () => {
    // Two without an account (their share of three places), the last by a signed-in customer.
    for (let i = 0; i < CAPACITY; i += 1) await bookOk(form({ branch: 'quan-12' }), i < CAPACITY - 1 ? {} : member.headers);
    refusal(await book(form({ branch: 'quan-12' })), 409, messages.bookings.slotFull);
    // The deployed client sends no branch: Quận 12, full as well.
    refusal(await book(form()), 409, messages.bookings.slotFull);
    const atThuDuc = await bookOk(form({ branch: 'thu-duc' }));
    expect(atThuDuc.branch).toBe('thu-duc');

    expect(slotOf(await availability(day, 'quan-12'), '09:00')).toMatchObject({ booked: 3, full: true });
    expect(slotOf(await availability(day), '09:00')).toMatchObject({ booked: 3, full: true });
    expect(slotOf(await availability(day, 'thu-duc'), '09:00')).toMatchObject({ booked: 1, full: false });

    const board = (branch: string) =>
      call('GET', `${getBookingBoard.path}?date=${day}&branch=${branch}`, undefined, admin.headers).then((res) => getBookingBoard.response.parse(res.json()));
    expect(slotOf(await board('quan-12'), '09:00').booked).toBe(3);
    const thuDucBoard = await board('thu-duc');
    expect(thuDucBoard.branch).toBe('thu-duc');
    expect(slotOf(thuDucBoard, '09:00').booked).toBe(1);
    expect(thuDucBoard.slots.flatMap((slot) => slot.bookings).every((booking) => booking.branch === 'thu-duc')).toBe(true);
    refusal(await call('GET', `${getAvailability.path}?date=${day}&branch=vung-tau`), 400, messages.bookings.branchRequired);
  });

  it('filters the list, the month and the CSV by branch', async () => {
    const listed = async (branch: string) =>
      listBookings.response.parse((await call('GET', `${listBookings.path}?date=${day}&branch=${branch}`, undefined, admin.headers)).json());
    const thuDuc = await listed('thu-duc');
    expect(thuDuc.length).toBeGreaterThan(0);
    expect(thuDuc.every((booking) => booking.branch === 'thu-duc')).toBe(true);
    expect((await listed('quan-12')).every((booking) => booking.branch === 'quan-12')).toBe(true);

    const [year, month] = day.split('-').map(Number);
    const count = async (branch?: string) =>
      getMonthlyCount.response.parse(
        (await call('GET', `${getMonthlyCount.path}?month=${month}&year=${year}${branch ? `&branch=${branch}` : ''}`, undefined, admin.headers)).json(),
      ).count;
    const [all, q12, td] = await Promise.all([count(), count('quan-12'), count('thu-duc')]);
    expect(q12 + td).toBe(all);
    expect(td).toBeGreaterThan(0);

    const stats = getYearlyStats.response.parse((await call('GET', `${getYearlyStats.path}?year=${year}`, undefined, admin.headers)).json());
    const ofMonth = stats.rows.filter((row) => row.month === month);
    expect(ofMonth.filter((row) => row.branch === 'thu-duc').reduce((sum, row) => sum + row.count, 0)).toBe(td);
    expect(ofMonth.reduce((sum, row) => sum + row.count, 0)).toBe(all);
    refusal(await call('GET', `${getYearlyStats.path}?year=abc`, undefined, admin.headers), 400, messages.bookings.yearInvalid);

    const csv = (await call('GET', `${exportBookings.path}?from=${day}&to=${day}&branch=thu-duc`, undefined, admin.headers)).body;
    const lines = csv.trim().split('\n').slice(1);
    expect(lines.length).toBe(thuDuc.length);
    expect(lines.every((line) => line.includes('Chi nhánh Thủ Đức'))).toBe(true);
  });

  it('lets the master set a branch its own capacity, keeps who changed it, and refuses anyone else or a bad number', async () => {
    const url = buildPath(updateBranchCapacity.path, { branch: 'thu-duc' });
    refusal(await call('PUT', url, { slotCapacity: 1 }, admin.headers), 403, messages.bookings.capacityMasterOnly);
    for (const bad of [0, BRANCH_SLOT_CAPACITY_MAX + 1, 2.5, '3']) {
      refusal(await call('PUT', url, { slotCapacity: bad }, master.headers), 400, format(messages.bookings.capacityInvalid, { max: BRANCH_SLOT_CAPACITY_MAX }));
    }
    const saved = updateBranchCapacity.response.parse((await call('PUT', url, { slotCapacity: 1 }, master.headers)).json());
    expect(saved.branches.find((branch) => branch.id === 'thu-duc')).toMatchObject({ slotCapacity: 1, ownSlotCapacity: 1 });
    expect(saved.branches.find((branch) => branch.id === 'quan-12')).toMatchObject({ slotCapacity: CAPACITY, ownSlotCapacity: null });
    expect(saved.changes[0]).toMatchObject({ branch: 'thu-duc', from: null, to: '1', account: { _id: master.id } });

    // Thủ Đức's 09:00 already holds one: full now, and 10:00 takes one.
    refusal(await book(form({ branch: 'thu-duc' })), 409, messages.bookings.slotFull);
    await bookOk(form({ branch: 'thu-duc', timeSlot: '10:00' }));
    refusal(await book(form({ branch: 'thu-duc', timeSlot: '10:00' })), 409, messages.bookings.slotFull);
    expect((await availability(day, 'thu-duc')).capacity).toBe(1);

    const back = updateBranchCapacity.response.parse((await call('PUT', url, { slotCapacity: null }, master.headers)).json());
    expect(back.branches.find((branch) => branch.id === 'thu-duc')).toMatchObject({ slotCapacity: CAPACITY, ownSlotCapacity: null });
    expect(back.changes[0]).toMatchObject({ from: '1', to: null });
    const read = getBranchSettings.response.parse((await call('GET', getBranchSettings.path, undefined, admin.headers)).json());
    expect(read.changes.length).toBe(2);
  });

  it("keeps each staff member's usual branch", async () => {
    const set = updateUsualBranch.response.parse((await call('PUT', updateUsualBranch.path, { branch: 'thu-duc' }, admin.headers)).json());
    expect(set.usualBranch).toBe('thu-duc');
    expect(getBranchSettings.response.parse((await call('GET', getBranchSettings.path, undefined, master.headers)).json()).usualBranch).toBeNull();
    refusal(await call('PUT', updateUsualBranch.path, { branch: 'vung-tau' }, admin.headers), 400, messages.bookings.branchRequired);
    expect((await call('PUT', updateUsualBranch.path, { branch: null }, customer.headers)).statusCode).toBe(403);
  });

  it('refuses a second place for one phone in a day and slot, at either branch; the desk may keep it with a reason', async () => {
    const caller = phone();
    const first = await bookOk(form({ numberPhone: caller, timeSlot: '14:00', branch: 'quan-12' }));
    refusal(await book(form({ numberPhone: caller, timeSlot: '14:00', branch: 'thu-duc' })), 409, messages.bookings.samePhoneTaken);
    const desk = (body: Record<string, unknown>) => call('POST', createDeskBooking.path, body, admin.headers);
    const deskForm = { fullName: 'Khách gọi điện', numberPhone: caller, branch: 'thu-duc', date: day, timeSlot: '14:00' };
    refusal(await desk(deskForm), 409, messages.bookings.samePhoneTaken);
    const kept = await desk({ ...deskForm, samePhoneReason: 'Khách mang hai xe' });
    expect(kept.statusCode, kept.body).toBe(201);
    const detail = getBooking.response.parse((await call('GET', buildPath(getBooking.path, { id: kept.json()._id }), undefined, admin.headers)).json());
    expect(detail.updates[0]?.reason).toBe(format(messages.bookings.samePhoneAllowedReason, { reason: 'Khách mang hai xe' }));

    // Cancelled, the first gives its place back; reviving it while the phone holds 14:00 again is refused.
    await app.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, first._id));
    const again = await bookOk(form({ numberPhone: caller, timeSlot: '14:00', branch: 'quan-12' }));
    expect(again.status).toBe('pending');
    const revive = await call('PUT', buildPath(updateBooking.path, { id: first._id }), { status: 'pending', updateReason: 'Khách gọi lại' }, admin.headers);
    refusal(revive, 409, messages.bookings.samePhoneTaken);
  });

  it('lets the desk book a caller at a branch, not held by the per-phone limit, and move any booking with a reason', async () => {
    const caller = phone();
    const desk = (body: Record<string, unknown>) => call('POST', createDeskBooking.path, body, admin.headers, '10.99.0.1');
    const base = { fullName: 'Phạm Minh Tuấn', numberPhone: caller, date: day, carModel: 'Mazda 3', carPlate: '51H-555.12', description: 'Thay má phanh' };
    refusal(await desk({ ...base, timeSlot: '08:00' }), 400, messages.bookings.branchRequired);
    const made = [];
    // More than the three a phone may book online in a day, from one address.
    for (const timeSlot of ['08:00', '10:00', '11:00', '13:00', '15:00']) {
      const res = await desk({ ...base, timeSlot, branch: 'quan-12' });
      expect(res.statusCode, res.body).toBe(201);
      made.push(createDeskBooking.response.parse(res.json()));
    }
    expect(made[0]).toMatchObject({ branch: 'quan-12', carModel: 'Mazda 3', carPlate: '51H-555.12', description: 'Thay má phanh' });
    expect((await call('POST', createDeskBooking.path, { ...base, timeSlot: '16:00', branch: 'quan-12' }, customer.headers)).statusCode).toBe(403);
    // The caller's booking, not the staff member's.
    expect(listMyBookings.response.parse((await call('GET', listMyBookings.path, undefined, admin.headers)).json())).toHaveLength(0);

    const moved = await call(
      'PUT',
      buildPath(updateBooking.path, { id: made[0]!._id }),
      { branch: 'thu-duc', timeSlot: '16:00', updateReason: 'Khách muốn làm ở Thủ Đức' },
      admin.headers,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const detail = updateBooking.response.parse(moved.json());
    expect(detail).toMatchObject({ branch: 'thu-duc', timeSlot: '16:00' });
    expect(detail.updates[0]?.changes).toMatchObject({ branch: { from: 'quan-12', to: 'thu-duc' }, timeSlot: { from: '08:00', to: '16:00' } });
    // Into a full slot: refused, nothing moves.
    const full = await call('PUT', buildPath(updateBooking.path, { id: made[1]!._id }), { timeSlot: '09:00', updateReason: 'Thử' }, admin.headers);
    refusal(full, 409, messages.bookings.slotFull);
  });

  it('gives every booking a reference, and finds it again only with the phone it was made with', async () => {
    const caller = phone();
    const made = await bookOk(form({ numberPhone: caller, timeSlot: '11:00', branch: 'thu-duc' }));
    expect(made.code).toMatch(new RegExp(`^[${BOOKING_CODE_ALPHABET}]{6}$`));
    const found = lookupBooking.response.parse(
      (await call('GET', `${lookupBooking.path}?code=${made.code.slice(0, 3).toLowerCase()}-${made.code.slice(3)}&phone=${caller}`)).json(),
    );
    expect(found).toMatchObject({ _id: made._id, code: made.code, branch: 'thu-duc', status: 'pending', cancellable: true, reschedulable: true });

    const wrongPhone = await call('GET', `${lookupBooking.path}?code=${made.code}&phone=0900000000`);
    const wrongCode = await call('GET', `${lookupBooking.path}?code=${made.code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'}&phone=${caller}`);
    refusal(wrongPhone, 404, messages.bookings.lookupNotFound);
    refusal(wrongCode, 404, messages.bookings.lookupNotFound);
    expect(wrongPhone.body).toBe(wrongCode.body);
    refusal(await call('GET', `${lookupBooking.path}?code=ABC&phone=${caller}`), 400, messages.bookings.codeInvalid);

    const calendar = await call('GET', `${lookedUpBookingCalendar.path}?code=${made.code}&phone=${caller}`);
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(calendar.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(calendar.body).toContain('BEGIN:VEVENT');
    // Long lines are folded (RFC 5545): read them unfolded.
    expect(calendar.body.replace(/\r\n[ \t]/g, '')).toContain('115 Võ Văn Ngân');
    expect((await call('GET', `${lookedUpBookingCalendar.path}?code=${made.code}&phone=0900000000`)).statusCode).toBe(404);

    // The public list never shows a reference.
    const publicList = listBookings.response.parse((await call('GET', listBookings.path, undefined, customer.headers)).json());
    expect(publicList.find((booking) => booking._id === made._id)?.code).toBe('');
  });

  it('lets a visitor move a booking by reference once, and cancel it', async () => {
    const caller = phone();
    const made = await bookOk(form({ numberPhone: caller, timeSlot: '13:00', branch: 'quan-12' }));
    const lookup = { code: made.code, phone: caller };
    const move = (body: Record<string, unknown>) => call('POST', rescheduleLookedUpBooking.path, { ...lookup, ...body });
    refusal(await move({ date: day, timeSlot: '13:00' }), 400, messages.bookings.rescheduleSame);
    refusal(await move({ date: day, timeSlot: '09:00' }), 409, messages.bookings.slotFull);
    const moved = await move({ date: day, timeSlot: '15:00', branch: 'thu-duc' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(rescheduleLookedUpBooking.response.parse(moved.json())).toMatchObject({ timeSlot: '15:00', branch: 'thu-duc', reschedulable: false });
    refusal(await move({ date: day, timeSlot: '16:00' }), 409, messages.bookings.rescheduleOnce);

    const cancelled = await call('POST', cancelLookedUpBooking.path, lookup);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelLookedUpBooking.response.parse(cancelled.json())).toMatchObject({ status: 'cancelled', cancellable: false });
    const history = await app.db.select().from(bookingUpdates).where(eq(bookingUpdates.bookingId, made._id));
    expect(history.map((update) => update.reason).sort()).toEqual(
      [messages.bookings.cancelledByCustomerReason, messages.bookings.rescheduledByCustomerReason].sort(),
    );
    expect(slotOf(await availability(day, 'thu-duc'), '15:00').booked).toBe(0);
  });

  it("lets a signed-in customer move their own booking until two hours before, once; someone else's answers 404", async () => {
    const made = await bookOk(form({ timeSlot: '16:00', branch: 'quan-12' }), customer.headers);
    const url = buildPath(rescheduleMyBooking.path, { id: made._id });
    expect((await call('PUT', url, { date: day, timeSlot: '15:00' }, admin.headers)).statusCode).toBe(404);
    // Less than two hours before 16:00: too late.
    now = new Date(new Date(`${day}T16:00:00+07:00`).getTime() - (BOOKING_RESCHEDULE_LEAD_HOURS * 60 - 1) * 60_000);
    try {
      refusal(await call('PUT', url, { date: day, timeSlot: '16:00', branch: 'thu-duc' }, customer.headers), 409,
        format(messages.bookings.rescheduleTooLate, { hours: BOOKING_RESCHEDULE_LEAD_HOURS }));
    } finally {
      now = new Date();
    }
    const later = openDayAhead(4);
    const res = await call('PUT', url, { date: later, timeSlot: '10:00' }, customer.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(rescheduleMyBooking.response.parse(res.json())).toMatchObject({ date: later, timeSlot: '10:00', branch: 'quan-12', reschedulable: false });
    const mine = listMyBookings.response.parse((await call('GET', listMyBookings.path, undefined, customer.headers)).json());
    expect(mine.find((booking) => booking._id === made._id)?.reschedulable).toBe(false);
    const [row] = await app.db.select().from(bookings).where(and(eq(bookings.id, made._id), eq(bookings.date, later)));
    expect(row?.customerMovedAt).not.toBeNull();
  });

  it("limits wrong lookups per address; others' wrong phones for a reference never hold its owner back", async () => {
    const caller = phone();
    const made = await bookOk(form({ numberPhone: caller, timeSlot: '08:00', branch: 'thu-duc' }));
    const guesser = '10.77.0.1';
    for (let i = 0; i < 10; i += 1) {
      const res = await call('GET', `${lookupBooking.path}?code=${i % 2 ? 'ZZZZZ2' : 'ZZZZZ3'}&phone=09${String(10_000_000 + i)}`, undefined, {}, guesser);
      expect(res.statusCode).toBe(404);
    }
    // Even the right answer waits now, from that address.
    const blocked = await call('GET', `${lookupBooking.path}?code=${made.code}&phone=${caller}`, undefined, {}, guesser);
    refusal(blocked, 429, messages.bookings.tooManyLookups);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('GET', `${lookupBooking.path}?code=${made.code}&phone=${caller}`)).statusCode).toBe(200);

    // Wrong phones for one reference from many addresses: only the guessers are counted.
    for (let i = 0; i < 12; i += 1) expect((await call('GET', `${lookupBooking.path}?code=${made.code}&phone=09${String(20_000_000 + i)}`)).statusCode).toBe(404);
    expect((await call('GET', `${lookupBooking.path}?code=${made.code}&phone=${caller}`)).statusCode).toBe(200);
    expect((await call('POST', cancelLookedUpBooking.path, { code: made.code, phone: caller })).statusCode).toBe(200);
  });

  describe('closed days', () => {
    // A clock in January 2027, so Tết (6 February) is within the 90 days one can book ahead.
    const january = new Date('2027-01-11T02:00:00Z');
    const at = async <T>(run: () => Promise<T>) => {
      now = january;
      try {
        return await run();
      } finally {
        now = new Date();
      }
    };

    it('refuses Tết and Giỗ Tổ with the holiday named, and the forms are told every slot is closed', () =>
      at(async () => {
        refusal(await book(form({ date: '2027-02-06', branch: 'thu-duc' })), 400, format(messages.bookings.closedDay, { name: messages.holidays.tet, day: '06/02/2027' }));
        refusal(await book(form({ date: '2027-02-05' })), 400, format(messages.bookings.closedDay, { name: messages.holidays.tet, day: '05/02/2027' }));
        const tet = await availability('2027-02-06', 'quan-12');
        expect(tet.closedReason).toBe(messages.holidays.tet);
        expect(tet.slots.every((slot) => slot.closed)).toBe(true);
        expect((await availability('2027-02-09', 'quan-12')).closedReason).toBeNull();
        const days = listClosedDays.response.parse((await call('GET', `${listClosedDays.path}?from=2027-01-01&to=2027-12-31`)).json());
        expect(days.map((day) => `${day.date} ${day.reason}`)).toEqual([
          `2027-02-05 ${messages.holidays.tet}`,
          `2027-02-06 ${messages.holidays.tet}`,
          `2027-02-07 ${messages.holidays.tet}`,
          `2027-02-08 ${messages.holidays.tet}`,
          `2027-04-16 ${messages.holidays.gioTo}`,
        ]);
      }));

    it("lets the master close a branch's day, lists the bookings already on it for staff, and opens it again", () =>
      at(async () => {
        const caller = phone();
        const before = await bookOk(form({ numberPhone: caller, date: '2027-01-20', timeSlot: '10:00', branch: 'thu-duc' }));
        const close = (headers: Record<string, string>, body: Record<string, unknown>) => call('POST', addClosedDay.path, body, headers);
        const body = { date: '2027-01-20', branch: 'thu-duc', reason: 'Đào tạo kỹ thuật viên' };
        refusal(await close(admin.headers, body), 403, messages.bookings.closedDayMasterOnly);
        refusal(await close(master.headers, { ...body, reason: ' ' }), 400, messages.bookings.closedDayReasonRequired);
        refusal(await close(master.headers, { ...body, date: '2027-01-05' }), 400, messages.bookings.dateInPast);
        const added = await close(master.headers, body);
        expect(added.statusCode, added.body).toBe(201);
        const answer = addClosedDay.response.parse(added.json());
        expect(answer.closedDay).toMatchObject({ date: '2027-01-20', branch: 'thu-duc', kind: 'garage' });
        expect(answer.affected.map((item) => item.booking._id)).toEqual([before._id]);
        refusal(await close(master.headers, body), 409, messages.bookings.closedDayExists);

        refusal(await book(form({ date: '2027-01-20', branch: 'thu-duc' })), 400, format(messages.bookings.closedDay, { name: body.reason, day: '20/01/2027' }));
        await bookOk(form({ date: '2027-01-20', branch: 'quan-12' }));
        const affected = listAffectedBookings.response.parse((await call('GET', listAffectedBookings.path, undefined, admin.headers)).json());
        expect(affected.find((item) => item.booking._id === before._id)?.reason).toBe(body.reason);
        // Staff move it to an open day; it leaves the list.
        const moved = await call('PUT', buildPath(updateBooking.path, { id: before._id }), { date: '2027-01-21', updateReason: 'Chi nhánh nghỉ đào tạo' }, admin.headers);
        expect(moved.statusCode, moved.body).toBe(200);
        const after = listAffectedBookings.response.parse((await call('GET', listAffectedBookings.path, undefined, admin.headers)).json());
        expect(after.some((item) => item.booking._id === before._id)).toBe(false);

        const id = answer.closedDay._id!;
        refusal(await call('DELETE', buildPath(removeClosedDay.path, { id }), undefined, admin.headers), 403, messages.bookings.closedDayMasterOnly);
        expect((await call('DELETE', buildPath(removeClosedDay.path, { id }), undefined, master.headers)).statusCode).toBe(200);
        await bookOk(form({ date: '2027-01-20', branch: 'thu-duc' }));
      }));
  });
});
