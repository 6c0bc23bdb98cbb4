// Races of repair orders on the Postgres server (TEST_DATABASE_URL): PGlite takes one transaction
// at a time, so these would pass there whatever the code did. scripts/test-pg.mjs runs this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { buildPath } from '../../contract/endpoint';
import { format, messages } from '../../contract/messages';
import { REPAIR_STEP_LABELS } from '../../contract/repair-steps';
import { getRepair, moveRepair, openRepair, type RepairDetail } from '../../contract/repairs';
import type { App } from '../app';
import { bookings, repairMoves, repairOrders } from '../db/schema';
import { createAccount, type TestAccount } from '../test/fixtures';
import { openDayAhead } from '../test/open-days';
import { answeredQuote, assignLabour, driveTo } from '../test/repair-flow';
import { createTestApp, usingPostgres } from '../test/test-app';

describe.runIf(usingPostgres())('repair order races (Postgres)', () => {
  let app: App;
  let staff: TestAccount[];

  beforeAll(async () => {
    app = await createTestApp();
    staff = await Promise.all([createAccount(app, { roles: ['admin'] }), createAccount(app, { roles: ['master'] })]);
  });
  afterAll(() => app.close());

  const walkIn = async (plate: string) => {
    const res = await app.inject({
      method: 'POST',
      url: openRepair.path,
      headers: staff[0]!.headers,
      payload: { fullName: 'Tạ Quang Dũng', numberPhone: '0978335577', branch: 'quan-12', plate, odometerKm: 52000, fuelLevel: 50 },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<RepairDetail>();
  };

  it('20 staff moving one job with the same version at once: one wins, 19 hear 409 with the step it is at, one move stored', async () => {
    const job = await walkIn('51A-202.02');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        app.inject({
          method: 'POST',
          url: buildPath(moveRepair.path, { id: job._id }),
          headers: staff[index % 2]!.headers,
          payload: { step: 'inspection', version: 1, note: `Người ${index + 1}` },
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expect(res.json()).toEqual({ message: format(messages.repairs.stale, { step: REPAIR_STEP_LABELS.inspection }), currentStep: 'inspection', version: 2 });
    }
    const moves = await app.db.select().from(repairMoves).where(eq(repairMoves.repairId, job._id));
    expect(moves.map((move) => [move.version, move.toStep]).sort()).toEqual([
      [1, 'received'],
      [2, 'inspection'],
    ]);
    const winner = answers.find((res) => res.statusCode === 200)!.json<RepairDetail>();
    expect(moves.find((move) => move.version === 2)!.note).toBe(winner.moves.at(-1)!.note);
    const [row] = await app.db.select().from(repairOrders).where(eq(repairOrders.id, job._id));
    expect(row).toMatchObject({ step: 'inspection', version: 2 });
  });

  it('moves sent one after another as each learns the new version: none lost, none doubled', async () => {
    const job = await walkIn('51A-303.03');
    // The quote is answered at 'Kiểm tra' (a quote answers no move's version), so the gate at 'Xác nhận' is open.
    await driveTo(app, staff[0]!.headers, job._id, 'inspection');
    await answeredQuote(app, staff[0]!.headers, job._id);
    // And its labour line has its technician, so the gate at 'Kiểm tra lại' is open too (issue 44).
    await assignLabour(app, staff[0]!.headers, (await app.inject({ method: 'GET', url: buildPath(getRepair.path, { id: job._id }), headers: staff[0]!.headers })).json<RepairDetail>());
    // Ten movers each try to move the job one step on from the version they last heard, up to 'Bàn giao'.
    const steps = ['inspection', 'diagnosis', 'quote', 'confirmation', 'preparation', 'repair', 'recheck', 'cleaning', 'acceptance', 'handover'] as const;
    const mover = async (index: number) => {
      let version = 2;
      for (let attempt = 0; attempt < 60; attempt += 1) {
        const step = steps[version - 1];
        if (!step) return;
        const res = await app.inject({ method: 'POST', url: buildPath(moveRepair.path, { id: job._id }), headers: staff[index % 2]!.headers, payload: { step, version } });
        if (res.statusCode === 200) version = res.json<RepairDetail>().version;
        else if (res.statusCode === 409 && res.json().version) version = res.json<{ version: number }>().version;
        else if (res.statusCode === 409) return;
        else throw new Error(`${res.statusCode} ${res.body}`);
      }
    };
    await Promise.all(Array.from({ length: 10 }, (_, index) => mover(index)));
    // The payment closes it, as at the desk.
    await driveTo(app, staff[1]!.headers, job._id, 'warranty');
    const moves = await app.db.select().from(repairMoves).where(eq(repairMoves.repairId, job._id));
    expect(moves.map((move) => move.version).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    expect(moves.sort((a, b) => a.version - b.version).map((move) => move.toStep)).toEqual(['received', ...steps, 'warranty']);
    const [row] = await app.db.select().from(repairOrders).where(eq(repairOrders.id, job._id));
    expect(row).toMatchObject({ step: 'warranty', version: 12 });
    expect(row!.closedAt).not.toBeNull();
  });

  it('two desks checking in one booking at once open one job; the other hears which', async () => {
    const [booking] = await app.db
      .insert(bookings)
      .values({ fullName: 'Mai Thanh Tâm', numberPhone: '0935224466', date: openDayAhead(1), timeSlot: '10:00', status: 'pending', branch: 'thu-duc', carPlate: '51B-404.04' })
      .returning();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        app.inject({ method: 'POST', url: openRepair.path, headers: staff[index % 2]!.headers, payload: { bookingId: booking!.id, odometerKm: 8000, fuelLevel: 25 } }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const job = answers.find((res) => res.statusCode === 201)!.json<RepairDetail>();
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expect(res.json().message).toBe(format(messages.repairs.bookingCheckedIn, { code: job.code }));
    }
    const [jobs] = await app.db.select({ n: count() }).from(repairOrders).where(eq(repairOrders.bookingId, booking!.id));
    expect(Number(jobs!.n)).toBe(1);
    expect(Number((await app.db.select({ n: count() }).from(repairMoves).where(eq(repairMoves.repairId, job._id)))[0]!.n)).toBe(1);
  });
});
