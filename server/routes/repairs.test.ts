// @postgres: the same rules on the Postgres server (scripts/test-pg.mjs runs this file there too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import { buildPath } from '../../contract/endpoint';
import { LIVE_EVENTS } from '../../contract/live-events';
import { format, messages } from '../../contract/messages';
import { TOTAL_COUNT_HEADER } from '../../contract/paging';
import { REPAIR_STEP_LABELS, REPAIR_WATCH_NAMESPACE, STEP_LIMIT_MAX_MINUTES, type RepairStep } from '../../contract/repair-steps';
import {
  findVehicleByPlate,
  getRepair,
  getStepLimits,
  getVehicle,
  getWorkshopCounts,
  listMyRepairs,
  listMyVehicles,
  listRepairs,
  listWorkshopStaff,
  moveRepair,
  openRepair,
  trackRepair,
  updateStepLimits,
  assignRepair,
  type MyVehicle,
  type RepairDetail,
  type RepairSummary,
  type StepLimits,
  type TrackedRepair,
  type VehicleHistory,
  type WorkshopCounts,
} from '../../contract/repairs';
import type { App } from '../app';
import { accounts, bookings, bookingUpdates, mailQueue, repairMoves, repairOrders, repairStepLimits, vehicleOwnerChanges, vehicles } from '../db/schema';
import { maskPhone } from '../lib/mask';
import { signWatchToken } from '../lib/watch-token';
import { baseUrlOf, openChat, openChatOrThrow } from '../test/chat-client';
import { pngDataUrl } from '../test/catalog-fixtures';
import { createAccount, createRoleAccounts, type TestAccount } from '../test/fixtures';
import { openDayAhead } from '../test/open-days';
import { driveTo } from '../test/repair-flow';
import { createTestApp } from '../test/test-app';
import { io as connect } from 'socket.io-client';

const JWT_SECRET = 'test-secret-that-is-long-enough-123456';

describe('repair orders', () => {
  let app: App;
  let customer: TestAccount;
  let admin: TestAccount;
  let master: TestAccount;
  /** Another customer who brings a car with the customer's plate. */
  let neighbour: TestAccount;
  /** Moved forward by tests that need time to pass (overdue counts). */
  let clockOffsetMs = 0;

  beforeAll(async () => {
    app = await createTestApp({ now: () => new Date(Date.now() + clockOffsetMs) });
    ({ customer, admin, master } = await createRoleAccounts(app));
    neighbour = await createAccount(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  let phones = 0;
  /** A phone of its own for each job, so lookups never meet another test's. */
  const nextPhone = () => `0977${String(100000 + (phones += 1)).slice(-6)}`;

  async function insertBooking(values: Partial<typeof bookings.$inferInsert> = {}) {
    const [row] = await app.db
      .insert(bookings)
      .values({
        fullName: 'Nguyễn Văn Hùng',
        numberPhone: nextPhone(),
        date: openDayAhead(1),
        timeSlot: '09:00',
        status: 'pending',
        description: 'Xe kêu ở gầm khi qua ổ gà.',
        branch: 'thu-duc',
        carPlate: '51A-123.45',
        carModel: 'Toyota Vios',
        serviceName: 'Kiểm tra gầm',
        ...values,
      })
      .returning();
    return row!;
  }

  const open = (payload: Record<string, unknown>, caller: TestAccount = admin) =>
    app.inject({ method: 'POST', url: openRepair.path, headers: caller.headers, payload: { odometerKm: 45000, fuelLevel: 50, ...payload } });

  const walkIn = (overrides: Record<string, unknown> = {}) =>
    open({ fullName: 'Trần Thị Lan', numberPhone: nextPhone(), branch: 'quan-12', plate: `59C${String(10000 + phones).slice(-5)}`, model: 'Kia Morning', ...overrides });

  async function openedJob(payload: Record<string, unknown>) {
    const res = await open(payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<RepairDetail>();
  }

  const move = (id: string, payload: Record<string, unknown>, caller: TestAccount = admin) =>
    app.inject({ method: 'POST', url: buildPath(moveRepair.path, { id }), headers: caller.headers, payload });

  async function moved(id: string, step: RepairStep, version: number, extra: Record<string, unknown> = {}) {
    const res = await move(id, { step, version, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RepairDetail>();
  }

  const get = (url: string, caller?: TestAccount, remoteAddress?: string) =>
    app.inject({ method: 'GET', url, headers: caller?.headers ?? {}, ...(remoteAddress ? { remoteAddress } : {}) });

  const repairCount = async () => Number((await app.db.select({ n: count() }).from(repairOrders))[0]!.n);
  const moveCount = async (repairId: string) => Number((await app.db.select({ n: count() }).from(repairMoves).where(eq(repairMoves.repairId, repairId)))[0]!.n);
  const mailsTo = (email: string) =>
    app.db.select().from(mailQueue).where(and(eq(mailQueue.toAddress, email), eq(mailQueue.kind, 'repairStep'))).orderBy(asc(mailQueue.createdAt), asc(mailQueue.id));

  describe('check-in', () => {
    it("the day board carries each booking's repair once its car is checked in, so the desk sees which cars are in", async () => {
      const booking = await insertBooking({ date: openDayAhead(2), timeSlot: '10:00', carPlate: '51A-100.01' });
      const board = async () => {
        const res = await get(`/api/contacts/board?date=${booking.date}&branch=thu-duc`, admin);
        expect(res.statusCode, res.body).toBe(200);
        const slots = res.json<{ slots: Array<{ bookings: Array<{ _id: string; repair: { _id: string; code: string } | null }> }> }>().slots;
        return slots.flatMap((slot) => slot.bookings).find((row) => row._id === booking.id)!;
      };
      expect((await board()).repair).toBeNull();
      const job = await openedJob({ bookingId: booking.id });
      expect((await board()).repair).toEqual({ _id: job._id, code: job.code });
    });

    it('opens a job from a booking: its customer, phone, branch, car and service, what the desk sent winning; the booking is confirmed and the customer mailed', async () => {
      const booking = await insertBooking({ accountId: customer.id, carPlate: '51a 123.45' });
      const mailsBefore = (await mailsTo(customer.email)).length;
      const job = await openedJob({ bookingId: booking.id, model: 'Toyota Vios 2019', year: 2019, photos: [pngDataUrl()] });
      expect(job).toMatchObject({
        step: 'received',
        version: 1,
        closedAt: null,
        branch: 'thu-duc',
        fullName: 'Nguyễn Văn Hùng',
        numberPhone: booking.numberPhone,
        serviceName: 'Kiểm tra gầm',
        bookingId: booking.id,
        complaint: booking.description,
        odometerKm: 45000,
        fuelLevel: 50,
        staff: { _id: admin.id, fullName: admin.fullName },
        vehicle: { plate: '51A-123.45', model: 'Toyota Vios 2019', year: 2019, lastOdometerKm: 45000 },
      });
      expect(job.code).toMatch(/^[0-9A-Z]{6}$/);
      expect(job.moves).toHaveLength(1);
      expect(job.moves[0]).toMatchObject({ fromStep: null, toStep: 'received', note: booking.description, shared: true, staff: { _id: admin.id } });
      expect(job.moves[0]!.photos).toHaveLength(1);

      const [after] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(after!.status).toBe('confirmed');
      const updates = await app.db.select().from(bookingUpdates).where(eq(bookingUpdates.bookingId, booking.id));
      expect(updates).toEqual([expect.objectContaining({ accountId: admin.id, reason: format(messages.repairs.checkedInReason, { code: job.code }) })]);

      const mails = await mailsTo(customer.email);
      expect(mails.length).toBe(mailsBefore + 1);
      expect(mails.at(-1)!.subject).toBe(format(messages.repairs.mailReceivedSubject, { plate: '51A-123.45', code: job.code }));
      expect(mails.at(-1)!.textBody).toContain('/account/vehicles');
      expect(mails.at(-1)!.textBody).toContain(`/theo-doi-sua-chua?ma=${job.code}`);
    });

    it('opens a walk-in job with no account (no mail), and finds the car again by its plate however it is typed', async () => {
      const mailCount = async () => Number((await app.db.select({ n: count() }).from(mailQueue))[0]!.n);
      const before = await mailCount();
      const phone = nextPhone();
      const first = await openedJob({ fullName: 'Lê Văn Tâm', numberPhone: phone, branch: 'quan-12', plate: '30E-987.65', model: 'Mazda 3', odometerKm: 12000, fuelLevel: 25 });
      expect(first).toMatchObject({ bookingId: null, branch: 'quan-12', vehicle: { plate: '30E-987.65', model: 'Mazda 3', lastOdometerKm: 12000 } });
      expect(await mailCount()).toBe(before);
      // Closed first, so the second visit is another job on the same car.
      await driveTo(app, admin.headers, first._id, 'warranty');
      const second = await openedJob({ fullName: 'Lê Văn Tâm', numberPhone: phone, branch: 'thu-duc', plate: '30e98765', odometerKm: 15500, fuelLevel: 75 });
      expect(second.vehicle._id).toBe(first.vehicle._id);
      // No model sent: the car keeps the one it had.
      expect(second.vehicle).toMatchObject({ plate: '30E-987.65', model: 'Mazda 3', lastOdometerKm: 15500 });
      expect(await app.db.select().from(vehicles).where(eq(vehicles.plateKey, '30E98765'))).toHaveLength(1);
    });

    it('puts the staff member chosen in charge, and refuses one who is not active staff', async () => {
      const job = await openedJob({ fullName: 'Phan Văn Đức', numberPhone: nextPhone(), branch: 'quan-12', plate: '51G-555.66', staffId: master.id });
      expect(job.staff).toEqual({ _id: master.id, fullName: master.fullName });
      const before = await repairCount();
      const refused = await walkIn({ staffId: customer.id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(messages.repairs.staffInvalid);
      expect(await repairCount()).toBe(before);
    });

    it('refuses a walk-in without name, phone, branch or plate, each in its own words, and opens nothing', async () => {
      const before = await repairCount();
      const vehiclesBefore = Number((await app.db.select({ n: count() }).from(vehicles))[0]!.n);
      for (const [field, message] of [
        ['fullName', messages.validation.fullNameRequired],
        ['numberPhone', messages.validation.phoneRequired],
        ['branch', messages.bookings.branchRequired],
        ['plate', messages.repairs.plateRequired],
      ] as const) {
        const res = await walkIn({ [field]: null });
        expect(res.statusCode, field).toBe(400);
        expect(res.json().message, field).toBe(message);
      }
      const noKm = await open({ fullName: 'A', numberPhone: nextPhone(), branch: 'quan-12', plate: '51A-111.22', odometerKm: undefined });
      expect(noKm.statusCode).toBe(400);
      expect(noKm.json().message).toBe(messages.repairs.odometerRequired);
      const badFuel = await walkIn({ fuelLevel: 30 });
      expect(badFuel.json().message).toBe(messages.repairs.fuelInvalid);
      expect(await repairCount()).toBe(before);
      expect(Number((await app.db.select({ n: count() }).from(vehicles))[0]!.n)).toBe(vehiclesBefore);
    });

    it('refuses a cancelled booking, a booking already checked in (naming its job) and a booking that is not there', async () => {
      const cancelled = await insertBooking({ status: 'cancelled' });
      const before = await repairCount();
      const refused = await open({ bookingId: cancelled.id });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(messages.repairs.bookingCancelled);

      const booking = await insertBooking({ status: 'confirmed', carPlate: '51A-246.80' });
      const job = await openedJob({ bookingId: booking.id });
      const again = await open({ bookingId: booking.id });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(format(messages.repairs.bookingCheckedIn, { code: job.code }));

      const missing = await open({ bookingId: '0123456789abcdef01234567' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(messages.repairs.bookingNotFound);
      expect(await repairCount()).toBe(before + 1);
      // A confirmed booking stays as it was: no history line.
      expect(await app.db.select().from(bookingUpdates).where(eq(bookingUpdates.bookingId, booking.id))).toEqual([]);
    });

    it('refuses a booking without a plate until the desk types one', async () => {
      const booking = await insertBooking({ carPlate: '' });
      const refused = await open({ bookingId: booking.id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(messages.repairs.plateRequired);
      const [still] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(still!.status).toBe('pending');
      expect((await open({ bookingId: booking.id, plate: '51K-777.88' })).statusCode).toBe(201);
    });

    it('is for staff only', async () => {
      const res = await walkIn();
      expect(res.statusCode).toBe(201);
      const asCustomer = await open({ fullName: 'A', numberPhone: nextPhone(), branch: 'quan-12', plate: '51A-000.01' }, customer);
      expect(asCustomer.statusCode).toBe(403);
    });
  });

  describe('moves', () => {
    it('moves forward without a reason, back or past a step only with one, and closes the job at Bảo hành', async () => {
      const booking = await insertBooking({ accountId: customer.id, carPlate: '51F-135.79' });
      const job = await openedJob({ bookingId: booking.id });
      const mailsBefore = (await mailsTo(customer.email)).length;

      const inspected = await moved(job._id, 'inspection', 1);
      expect(inspected).toMatchObject({ step: 'inspection', version: 2, closedAt: null });
      expect(inspected.moves.at(-1)).toMatchObject({ fromStep: 'received', toStep: 'inspection', note: '', shared: false, staff: { _id: admin.id } });

      const skip = await move(job._id, { step: 'quote', version: 2 });
      expect(skip.statusCode).toBe(400);
      expect(skip.json().message).toBe(messages.repairs.reasonRequired);
      const back = await move(job._id, { step: 'received', version: 2, note: '   ' });
      expect(back.json().message).toBe(messages.repairs.reasonRequired);
      const same = await move(job._id, { step: 'inspection', version: 2, note: 'x' });
      expect(same.statusCode).toBe(400);
      expect(same.json().message).toBe(format(messages.repairs.sameStep, { step: REPAIR_STEP_LABELS.inspection }));
      expect(await moveCount(job._id)).toBe(2);

      const skipped = await moved(job._id, 'quote', 2, { note: 'Lỗi đã rõ khi kiểm tra, không cần chẩn đoán thêm.', shared: true });
      expect(skipped.moves.at(-1)).toMatchObject({ fromStep: 'inspection', toStep: 'quote', shared: true });
      const returned = await moved(job._id, 'diagnosis', 3, { note: 'Cần đo lại áp suất dầu.' });
      expect(returned).toMatchObject({ step: 'diagnosis', version: 4 });

      await moved(job._id, 'quote', 4);
      const confirming = await moved(job._id, 'confirmation', 5);
      // The quote gate: nothing leaves 'Xác nhận' before the customer answers, not even a skip with a reason.
      const early = await move(job._id, { step: 'repair', version: confirming.version, note: 'Khách bảo cứ làm' });
      expect(early.statusCode).toBe(400);
      expect(early.json().message).toBe(messages.quotes.answerRequired);
      const handedOver = await driveTo(app, admin.headers, job._id, 'handover');
      // Closing is the payment's: a move to 'Bảo hành' is refused.
      const closing = await move(job._id, { step: 'warranty', version: handedOver.version });
      expect(closing.statusCode).toBe(400);
      expect(closing.json().message).toBe(messages.quotes.paymentRequired);
      const closed = await driveTo(app, admin.headers, job._id, 'warranty');
      expect(closed.step).toBe('warranty');
      expect(closed.closedAt).not.toBeNull();
      expect(closed.moves).toHaveLength(closed.version);
      expect(closed.payment).toMatchObject({ method: 'cash', amount: 300_000 });

      const after = await move(job._id, { step: 'handover', version: closed.version, note: 'Khách quay lại' });
      expect(after.statusCode).toBe(409);
      expect(after.json().message).toBe(messages.repairs.closed);
      expect(await moveCount(job._id)).toBe(closed.version);

      // Mailed at quote (twice: it was reached twice) and at handover; the shared note goes with the first.
      const mails = (await mailsTo(customer.email)).slice(mailsBefore);
      expect(mails.map((mail) => mail.subject)).toEqual([
        format(messages.repairs.mailQuoteSubject, { plate: '51F-135.79', code: job.code }),
        format(messages.repairs.mailQuoteSubject, { plate: '51F-135.79', code: job.code }),
        format(messages.repairs.mailHandoverSubject, { plate: '51F-135.79', code: job.code }),
      ]);
      expect(mails[0]!.textBody).toContain('Lỗi đã rõ khi kiểm tra');
    });

    it('refuses a stale version with 409, the step the job is at now and its version, and changes nothing', async () => {
      const job = await (await walkIn()).json<RepairDetail>();
      await moved(job._id, 'inspection', 1);
      const stale = await move(job._id, { step: 'inspection', version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        message: format(messages.repairs.stale, { step: REPAIR_STEP_LABELS.inspection }),
        currentStep: 'inspection',
        version: 2,
      });
      expect(await moveCount(job._id)).toBe(2);
      const [row] = await app.db.select().from(repairOrders).where(eq(repairOrders.id, job._id));
      expect(row).toMatchObject({ step: 'inspection', version: 2 });
    });

    it('answers 404 for a job that is not there and 400 for a step that does not exist', async () => {
      const missing = await move('0123456789abcdef01234567', { step: 'inspection', version: 1 });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(messages.repairs.notFound);
      const job = await (await walkIn()).json<RepairDetail>();
      const bad = await move(job._id, { step: 'painting', version: 1 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(messages.repairs.stepInvalid);
      const noVersion = await move(job._id, { step: 'inspection' });
      expect(noVersion.json().message).toBe(messages.repairs.versionRequired);
    });

    it('changes the staff in charge without a new version, refusing someone who is not staff', async () => {
      const job = await (await walkIn()).json<RepairDetail>();
      const url = buildPath(assignRepair.path, { id: job._id });
      const res = await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { staffId: master.id } });
      expect(res.statusCode).toBe(200);
      expect(res.json<RepairDetail>()).toMatchObject({ staff: { _id: master.id }, version: 1 });
      const refused = await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { staffId: customer.id } });
      expect(refused.json().message).toBe(messages.repairs.staffInvalid);
      const cleared = await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { staffId: null } });
      expect(cleared.json<RepairDetail>().staff).toBeNull();
    });
  });

  describe('what a customer sees', () => {
    let mine: RepairDetail;
    let theirs: RepairDetail;

    beforeAll(async () => {
      // Same car, two owners: the customer's past job, a walk-in that is nobody's (only a job from
      // the customer's booking is theirs), the customer's last job, and then the neighbour's, who
      // bought the car (the desk says so) and has it in the workshop now.
      const pastOwn = await insertBooking({ accountId: customer.id, carPlate: '51H-864.20', numberPhone: '0988000111', status: 'confirmed' });
      const closedOwn = await openedJob({ bookingId: pastOwn.id, odometerKm: 30000 });
      await driveTo(app, admin.headers, closedOwn._id, 'warranty');
      const walkInJob = await openedJob({ fullName: 'Nguyễn Văn Hùng', numberPhone: '0988000111', branch: 'quan-12', plate: '51H-864.20', odometerKm: 38000 });
      await driveTo(app, admin.headers, walkInJob._id, 'warranty');
      const own = await insertBooking({ accountId: customer.id, carPlate: '51H-864.20', numberPhone: '0988000111', date: openDayAhead(2) });
      mine = await openedJob({ bookingId: own.id, shared: false, complaint: 'Ghi chú nội bộ lúc nhận xe' });
      mine = await moved(mine._id, 'inspection', 1, { note: 'Má phanh mòn 80%.', shared: true, photos: [pngDataUrl('image/png', 'a')] });
      mine = await moved(mine._id, 'diagnosis', 2, { note: 'Khách khó tính, báo giá kỹ.', shared: false, photos: [pngDataUrl('image/png', 'b')] });
      mine = await driveTo(app, admin.headers, mine._id, 'warranty');
      const other = await insertBooking({ accountId: neighbour.id, carPlate: '51H86420', numberPhone: '0988000222' });
      theirs = await openedJob({ bookingId: other.id, odometerKm: 99000, ownerChange: true });
    });

    it('lists only the jobs of the caller\u2019s account, notes and photos as staff shared them, the phone masked', async () => {
      const res = await get(listMyRepairs.path, customer);
      expect(res.statusCode).toBe(200);
      const jobs = res.json<RepairDetail[]>();
      expect(jobs.map((job) => job._id)).toContain(mine._id);
      expect(jobs.map((job) => job._id)).not.toContain(theirs._id);
      expect(jobs.every((job) => job.numberPhone === maskPhone('0988000111') || job.numberPhone.includes('*'))).toBe(true);
      const seen = jobs.find((job) => job._id === mine._id)!;
      expect(seen.complaint).toBe('');
      expect(seen.moves.slice(0, 3).map((m) => [m.toStep, m.note, m.photos.length])).toEqual([
        ['received', '', 0],
        ['inspection', 'Má phanh mòn 80%.', 1],
        ['diagnosis', '', 0],
      ]);
      // Staff see it all.
      const staffView = (await get(buildPath(getRepair.path, { id: mine._id }), admin)).json<RepairDetail>();
      expect(staffView.moves.slice(0, 3).map((m) => m.note)).toEqual(['Ghi chú nội bộ lúc nhận xe', 'Má phanh mòn 80%.', 'Khách khó tính, báo giá kỹ.']);
      expect(staffView.numberPhone).toBe('0988000111');
    });

    it('opens a job by id only for its own customer; another\u2019s is not there', async () => {
      const own = await get(buildPath(getRepair.path, { id: mine._id }), customer);
      expect(own.statusCode).toBe(200);
      expect(own.json<RepairDetail>().moves[2]!.note).toBe('');
      const foreign = await get(buildPath(getRepair.path, { id: theirs._id }), customer);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe(messages.repairs.notFound);
      expect((await get(buildPath(getRepair.path, { id: mine._id }))).statusCode).toBe(401);
    });

    it('shows each car of the caller with its open job and the caller\u2019s past jobs only, never another owner\u2019s', async () => {
      const cars = (await get(listMyVehicles.path, customer)).json<MyVehicle[]>();
      const car = cars.find((item) => item.plate === '51H-864.20')!;
      expect(car.openRepair).toBeNull();
      expect(car.history.map((job) => [job._id, job.odometerKm])).toEqual([
        [mine._id, 45000],
        [expect.any(String), 30000],
      ]);
      expect(car.history[1]!.numberPhone).toBe(maskPhone('0988000111'));
      // Each visit says what was done: the approved lines of its quote.
      expect(car.history[0]!.work).toEqual(['Công kiểm tra và sửa chữa']);
      // The car's record says 99,000 km since the neighbour's visit; the customer sees their own last
      // reading, on the car and on each of their jobs.
      expect(car.lastOdometerKm).toBe(45000);
      expect(JSON.stringify(cars)).not.toContain('99000');
      const ownJob = (await get(buildPath(getRepair.path, { id: mine._id }), customer)).json<RepairDetail>();
      expect(ownJob.vehicle.lastOdometerKm).toBe(45000);

      const neighbours = (await get(listMyVehicles.path, neighbour)).json<MyVehicle[]>();
      expect(neighbours).toHaveLength(1);
      expect(neighbours[0]!.openRepair?._id).toBe(theirs._id);
      expect(neighbours[0]!.history).toEqual([]);
      expect(JSON.stringify(neighbours)).not.toContain(mine.code);
      expect((await get(listMyRepairs.path, neighbour)).json<RepairDetail[]>().map((job) => job._id)).toEqual([theirs._id]);
    });

    it('gives staff a car\u2019s whole history, by id or by its plate typed any way', async () => {
      const byPlate = await get(`${findVehicleByPlate.path}?plate=${encodeURIComponent('51h 864-20')}`, admin);
      expect(byPlate.statusCode).toBe(200);
      const history = byPlate.json<VehicleHistory>();
      expect(history.plate).toBe('51H-864.20');
      expect(history.repairs.map((job) => job._id)).toContain(theirs._id);
      expect(history.repairs.map((job) => job._id)).toContain(mine._id);
      expect(history.repairs).toHaveLength(4);
      expect(history.repairs[0]!._id).toBe(theirs._id);
      const byId = (await get(buildPath(getVehicle.path, { id: history._id }), admin)).json<VehicleHistory>();
      expect(byId.repairs).toEqual(history.repairs);
      // A car the garage has not seen is no error: the check-in form asks while the plate is typed.
      const unknown = await get(`${findVehicleByPlate.path}?plate=99Z99999`, admin);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toBeNull();
      expect((await get(`${findVehicleByPlate.path}?plate=51H86420`, customer)).statusCode).toBe(403);
      // Whose the car is now, and since when: the neighbour, from the day the desk said so.
      expect(history.owner).toMatchObject({ fullName: 'Nguyễn Văn Hùng', numberPhone: '0988000222', accountId: neighbour.id });
    });
  });

  describe('one car, one owner at a time', () => {
    const vehicleRow = async (plateKey: string) => (await app.db.select().from(vehicles).where(eq(vehicles.plateKey, plateKey)))[0]!;

    it("refuses a check-in of another customer's car, naming its owner, and never renames it or moves its history", async () => {
      const first = await openedJob({ fullName: 'Võ Thị Hạnh', numberPhone: '0912 345 678', branch: 'quan-12', plate: '51K-246.80', model: 'Honda City', year: 2020 });
      expect(first.numberPhone).toBe('0912345678');
      await driveTo(app, admin.headers, first._id, 'warranty');
      const before = await vehicleRow('51K24680');
      const jobsBefore = await repairCount();

      const stranger = await open({ fullName: 'Ngô Văn Bình', numberPhone: '0933111222', branch: 'thu-duc', plate: '51k24680', model: 'Toyota Camry', year: 2015 });
      expect(stranger.statusCode).toBe(409);
      expect(stranger.json().message).toBe(format(messages.repairs.vehicleOtherOwner, { plate: '51K-246.80', name: 'Võ Thị Hạnh', phone: '0912345678' }));
      expect(stranger.json().owner).toMatchObject({ fullName: 'Võ Thị Hạnh', numberPhone: '0912345678' });
      expect(await repairCount()).toBe(jobsBefore);
      expect(await vehicleRow('51K24680')).toEqual(before);

      // The owner again, typed another way: no question asked.
      const again = await openedJob({ fullName: 'Võ Thị Hạnh', numberPhone: '+84 912 345 678', branch: 'quan-12', plate: '51K 246 80', odometerKm: 52000 });
      expect(again.vehicle._id).toBe(first.vehicle._id);
      await driveTo(app, admin.headers, again._id, 'warranty');

      // 'Xe của khách này': the car changes hands from today; its model stays, the change is kept.
      const sold = await openedJob({ fullName: 'Ngô Văn Bình', numberPhone: '0933111222', branch: 'thu-duc', plate: '51K24680', model: 'Toyota Camry', year: 2015, odometerKm: 61000, ownerChange: true });
      expect(sold.vehicle).toMatchObject({ _id: first.vehicle._id, model: 'Honda City', year: 2020, lastOdometerKm: 61000 });
      const after = await vehicleRow('51K24680');
      expect(after).toMatchObject({ ownerName: 'Ngô Văn Bình', ownerPhone: '0933111222' });
      const changes = await app.db.select().from(vehicleOwnerChanges).where(eq(vehicleOwnerChanges.vehicleId, after.id));
      expect(changes).toEqual([expect.objectContaining({ fromName: 'Võ Thị Hạnh', fromPhone: '0912345678', toName: 'Ngô Văn Bình', toPhone: '0933111222', staffId: admin.id })]);
      const history = (await get(buildPath(getVehicle.path, { id: after.id }), admin)).json<VehicleHistory>();
      expect(history.repairs.map((job) => job.fullName)).toEqual(['Ngô Văn Bình', 'Võ Thị Hạnh', 'Võ Thị Hạnh']);
    });

    it('refuses a second open job for a plate, naming the first', async () => {
      const job = await openedJob({ fullName: 'Lý Văn Sơn', numberPhone: nextPhone(), branch: 'quan-12', plate: '51L-135.79' });
      const jobsBefore = await repairCount();
      const twice = await open({ fullName: 'Lý Văn Sơn', numberPhone: job.numberPhone, branch: 'thu-duc', plate: '51L13579', ownerChange: true });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(format(messages.repairs.vehicleOpenJob, { plate: '51L-135.79', code: job.code, step: REPAIR_STEP_LABELS.received }));
      expect(await repairCount()).toBe(jobsBefore);
    });

    it('opens one job when two desks check in the same new plate at once (@postgres)', async () => {
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, index) => open({ fullName: `Khách ${index}`, numberPhone: nextPhone(), branch: 'quan-12', plate: '51M-999.01' })),
      );
      expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      const car = await vehicleRow('51M99901');
      expect(Number((await app.db.select({ n: count() }).from(repairOrders).where(eq(repairOrders.vehicleId, car.id)))[0]!.n)).toBe(1);
    });
  });

  describe('tracking by code and phone', () => {
    it('finds the job as its customer sees it, with a watch token; a wrong code or phone answers the same 404', async () => {
      const job = await (await walkIn({ numberPhone: '0911000333', shared: false, complaint: 'Nội bộ' })).json<RepairDetail>();
      const found = await get(`${trackRepair.path}?code=${job.code.toLowerCase()}&phone=0911000333`, undefined, '10.9.0.1');
      expect(found.statusCode).toBe(200);
      const tracked = found.json<TrackedRepair>();
      expect(tracked.repair).toMatchObject({ _id: job._id, numberPhone: maskPhone('0911000333'), complaint: '' });
      expect(tracked.repair.moves[0]!.note).toBe('');
      expect(tracked.watchToken).toEqual(expect.any(String));

      const wrongPhone = await get(`${trackRepair.path}?code=${job.code}&phone=0911000444`, undefined, '10.9.0.2');
      const wrongCode = await get(`${trackRepair.path}?code=${job.code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'}&phone=0911000333`, undefined, '10.9.0.3');
      expect(wrongPhone.statusCode).toBe(404);
      expect(wrongCode.statusCode).toBe(404);
      expect(wrongPhone.json()).toEqual({ message: messages.repairs.lookupNotFound });
      expect(wrongCode.json()).toEqual(wrongPhone.json());
    });

    it('refuses a guessing address with 429 after its wrong tries; the owner elsewhere is still answered', async () => {
      const job = await (await walkIn({ numberPhone: '0911000555' })).json<RepairDetail>();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const res = await get(`${trackRepair.path}?code=${job.code}&phone=09110009${String(attempt).padStart(2, '0')}`, undefined, '10.8.0.1');
        expect(res.statusCode).toBe(404);
      }
      const held = await get(`${trackRepair.path}?code=${job.code}&phone=0911000555`, undefined, '10.8.0.1');
      expect(held.statusCode).toBe(429);
      expect(held.json().message).toBe(messages.bookings.tooManyLookups);
      expect(held.headers['retry-after']).toBeDefined();
      expect((await get(`${trackRepair.path}?code=${job.code}&phone=0911000555`, undefined, '10.8.1.1')).statusCode).toBe(200);
    });

    it('lets a guest listen to their job only with a valid watch token', async () => {
      const job = await (await walkIn({ numberPhone: '0911000666' })).json<RepairDetail>();
      const tracked = (await get(`${trackRepair.path}?code=${job.code}&phone=0911000666`, undefined, '10.9.1.1')).json<TrackedRepair>();
      const watch = (watchToken: unknown) =>
        new Promise<{ socket: ReturnType<typeof connect>; error?: Error }>((resolve) => {
          const socket = connect(`${baseUrlOf(app)}${REPAIR_WATCH_NAMESPACE}`, { transports: ['websocket'], reconnection: false, forceNew: true, auth: { watchToken } });
          socket.once('connect', () => resolve({ socket }));
          socket.once('connect_error', (error) => resolve({ socket, error }));
        });
      for (const token of ['garbage', customer.token, await signWatchToken('another-secret-that-is-long-enough-1', job._id), undefined]) {
        const refused = await watch(token);
        expect(refused.error?.message).toBe(messages.repairs.watchRefused);
        refused.socket.close();
      }
      const expired = await signWatchToken(JWT_SECRET, job._id, new Date(Date.now() - 13 * 3600_000));
      const late = await watch(expired);
      expect(late.error?.message).toBe(messages.repairs.watchRefused);
      late.socket.close();

      const guest = await watch(tracked.watchToken);
      expect(guest.error).toBeUndefined();
      const other = await (await walkIn()).json<RepairDetail>();
      try {
        const heard = new Promise((resolve) => guest.socket.on(LIVE_EVENTS.repairUpdated, resolve));
        await moved(other._id, 'inspection', 1);
        await moved(job._id, 'inspection', 1);
        expect(await heard).toEqual({ id: job._id, branch: job.branch, step: 'inspection', version: 2 });
      } finally {
        guest.socket.close();
      }
    });

    it('tells staff sockets and the job\u2019s customer of a move, and no other customer', async () => {
      const booking = await insertBooking({ accountId: customer.id, carPlate: '51L-321.09' });
      const job = await openedJob({ bookingId: booking.id });
      const staffSocket = await openChatOrThrow(app, { token: admin.token, deferChat: true });
      const ownerSocket = await openChatOrThrow(app, { token: customer.token, deferChat: true });
      const otherSocket = await openChat(app, { token: neighbour.token, deferChat: true });
      try {
        await moved(job._id, 'inspection', 1);
        const payload = { id: job._id, branch: 'thu-duc', step: 'inspection', version: 2 };
        expect(await staffSocket.next(LIVE_EVENTS.repairUpdated, (p: { id: string }) => p.id === job._id)).toEqual(payload);
        expect(await ownerSocket.next(LIVE_EVENTS.repairUpdated, (p: { id: string }) => p.id === job._id)).toEqual(payload);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(otherSocket.client!.received.filter((entry) => entry.event === LIVE_EVENTS.repairUpdated)).toEqual([]);
      } finally {
        staffSocket.close();
        ownerSocket.close();
        otherSocket.client?.close();
      }
    });
  });

  describe('the workshop board', () => {
    it('lists open jobs and those handed over today, filtered by branch, step, staff and text or plate', async () => {
      const fresh = await createTestApp();
      try {
        const staff = await createAccount(fresh, { roles: ['admin'] });
        const other = await createAccount(fresh, { roles: ['master'] });
        const openAt = (payload: Record<string, unknown>) =>
          fresh.inject({ method: 'POST', url: openRepair.path, headers: staff.headers, payload: { odometerKm: 1000, fuelLevel: 100, ...payload } });
        const a = (await openAt({ fullName: 'Đỗ Thị Mỹ Linh', numberPhone: '0918777888', branch: 'thu-duc', plate: '51A-123.45' })).json<RepairDetail>();
        const b = (await openAt({ fullName: 'Phan Quốc Việt', numberPhone: '0909555666', branch: 'thu-duc', plate: '60C-555.01', staffId: other.id })).json<RepairDetail>();
        const c = (await openAt({ fullName: 'Hồ Văn Nam', numberPhone: '0933444555', branch: 'quan-12', plate: '51A-999.99' })).json<RepairDetail>();
        await driveTo(fresh, staff.headers, c._id, 'warranty');
        const list = async (query: string) => {
          const res = await fresh.inject({ method: 'GET', url: `${listRepairs.path}${query}`, headers: staff.headers });
          expect(res.statusCode, res.body).toBe(200);
          return res.json<RepairSummary[]>().map((job) => job._id);
        };
        expect((await list('')).sort()).toEqual([a._id, b._id, c._id].sort());
        expect((await list('?branch=thu-duc')).sort()).toEqual([a._id, b._id].sort());
        expect(await list('?step=warranty')).toEqual([c._id]);
        expect(await list(`?staffId=${other.id}`)).toEqual([b._id]);
        expect(await list(`?q=${encodeURIComponent('my linh')}`)).toEqual([a._id]);
        expect(await list('?q=0909555')).toEqual([b._id]);
        expect(await list(`?q=${b.code.toLowerCase()}`)).toEqual([b._id]);
        expect((await list('?q=51a')).sort()).toEqual([a._id, c._id].sort());
        expect(await list(`?q=${encodeURIComponent('123.4')}`)).toEqual([a._id]);
        expect(await list('?q=khong-co-ai')).toEqual([]);

        const closed = await fresh.inject({ method: 'GET', url: `${listRepairs.path}?state=closed&page=1&limit=10`, headers: staff.headers });
        expect(closed.json<RepairSummary[]>().map((job) => job._id)).toEqual([c._id]);
        expect(closed.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('1');
        // Handed over yesterday: off the board, still in the closed list.
        await fresh.db.update(repairOrders).set({ closedAt: new Date(Date.now() - 2 * 86_400_000) }).where(eq(repairOrders.id, c._id));
        expect((await list('')).sort()).toEqual([a._id, b._id].sort());
        expect(await list('?state=closed')).toEqual([c._id]);
      } finally {
        await fresh.close();
      }
    });

    it('counts the cars per step and those past their step\u2019s limit', async () => {
      const fresh = await createTestApp({ now: () => new Date(Date.now() + clockOffsetMs) });
      try {
        const staff = await createAccount(fresh, { roles: ['master'] });
        const openAt = (plate: string, branch: string) =>
          fresh.inject({ method: 'POST', url: openRepair.path, headers: staff.headers, payload: { fullName: 'Khách', numberPhone: '0912000111', branch, plate, odometerKm: 1, fuelLevel: 0 } });
        const one = (await openAt('51A-100.01', 'quan-12')).json<RepairDetail>();
        await openAt('51A-100.02', 'quan-12');
        await openAt('51A-100.03', 'thu-duc');
        await fresh.inject({ method: 'POST', url: buildPath(moveRepair.path, { id: one._id }), headers: staff.headers, payload: { step: 'inspection', version: 1 } });
        const counts = async (query = '') => (await fresh.inject({ method: 'GET', url: `${getWorkshopCounts.path}${query}`, headers: staff.headers })).json<WorkshopCounts>();
        const of = (result: WorkshopCounts, step: RepairStep) => result.steps.find((entry) => entry.step === step);
        let all = await counts();
        expect(all.steps).toHaveLength(12);
        expect(of(all, 'received')).toEqual({ step: 'received', count: 2, overdue: 0 });
        expect(of(all, 'inspection')).toEqual({ step: 'inspection', count: 1, overdue: 0 });
        expect(of(await counts('?branch=quan-12'), 'received')).toEqual({ step: 'received', count: 1, overdue: 0 });
        // 45 minutes on: past received's 30, within inspection's 60.
        clockOffsetMs = 45 * 60_000;
        all = await counts();
        expect(of(all, 'received')).toEqual({ step: 'received', count: 2, overdue: 2 });
        expect(of(all, 'inspection')).toEqual({ step: 'inspection', count: 1, overdue: 0 });
        await fresh.inject({ method: 'PUT', url: updateStepLimits.path, headers: staff.headers, payload: { limits: { received: null, inspection: 40 } } });
        all = await counts();
        expect(of(all, 'received')!.overdue).toBe(0);
        expect(of(all, 'inspection')!.overdue).toBe(1);
      } finally {
        clockOffsetMs = 0;
        await fresh.close();
      }
    });

    it('lets only the master set step limits, a row per step changed with who set it', async () => {
      const put = (caller: TestAccount, limits: Record<string, unknown>) =>
        app.inject({ method: 'PUT', url: updateStepLimits.path, headers: caller.headers, payload: { limits } });
      const refused = await put(admin, { received: 10 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(messages.guard.masterOnly);
      const invalid = await put(master, { received: 0 });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toBe(format(messages.repairs.stepLimitInvalid, { max: STEP_LIMIT_MAX_MINUTES }));
      const saved = await put(master, { received: 15, warranty: 43200 });
      expect(saved.statusCode).toBe(200);
      expect(saved.json<StepLimits>().limits).toMatchObject({ received: 15, warranty: 43200, inspection: 60 });
      expect((await get(getStepLimits.path, admin)).json<StepLimits>().limits.received).toBe(15);
      const rows = await app.db.select().from(repairStepLimits);
      expect(rows.map((row) => [row.step, row.minutes, row.accountId]).sort()).toEqual([
        ['received', 15, master.id],
        ['warranty', 43200, master.id],
      ]);
      expect((await get(getStepLimits.path, customer)).statusCode).toBe(403);
    });

    it('lists the active staff who can be in charge', async () => {
      const locked = await createAccount(app, { roles: ['admin'], status: 'locked' });
      const res = await get(listWorkshopStaff.path, admin);
      const ids = res.json<Array<{ _id: string }>>().map((member) => member._id);
      expect(ids).toEqual(expect.arrayContaining([admin.id, master.id]));
      expect(ids).not.toContain(customer.id);
      expect(ids).not.toContain(locked.id);
      const [row] = await app.db.select({ status: accounts.status }).from(accounts).where(eq(accounts.id, locked.id));
      expect(row!.status).toBe('locked');
    });
  });
});
