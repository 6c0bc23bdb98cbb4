// The workshop floor (issue 44) on the embedded database: the technician role and what it may
// reach, the tablet's day without prices, line clocks (one running per technician, the closing
// pause, late and replayed events), corrections, the gate at 'Kiểm tra lại', the tablet's move
// and inspection, and quote lines keeping their technician. Races: workshop-race.test.ts (Postgres).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../contract/endpoint';
import { createInspectionTemplate, listInspectionTemplates, saveInspection, type InspectionTemplate } from '../../contract/inspections';
import { format, messages } from '../../contract/messages';
import { recordPhoneAnswer, saveQuote, type Quote } from '../../contract/repair-quotes';
import { getRepair, listRepairs, moveRepair, openRepair, type RepairDetail, type RepairSummary } from '../../contract/repairs';
import { assignRole, listRoles, type Role } from '../../contract/roles';
import { getReport } from '../../contract/reports';
import {
  assignLineTechnician,
  clockLine,
  correctClock,
  getRepairClocks,
  getWorkshopToday,
  listTechnicians,
  moveWorkshopJob,
  setAccountBranch,
  setLeadTechnician,
  type RepairClocks,
  type WorkshopJob,
  type WorkshopToday,
} from '../../contract/workshop';
import type { BranchId } from '../../contract/garage';
import type { App } from '../app';
import { clockEvents } from '../db/schema';
import { newObjectId } from '../lib/object-id';
import { pauseAtClosing } from '../services/workshop/closing-pause';
import { createAccount, createRoleAccounts, createTechnician, type TestAccount } from '../test/fixtures';
import { answeredQuote, driveTo } from '../test/repair-flow';
import { createTestApp } from '../test/test-app';

/** An instant in Vietnam time: `vn('2026-03-11', '16:30')`. */
const vn = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`);
/** A Wednesday: the garage closes at 17:00. */
const DAY = '2026-03-11';

type Line = { kind: 'labour' | 'part' | 'other'; description: string; quantity: number; unitPrice: number };
const LABOUR: Line[] = [
  { kind: 'labour', description: 'Công thay má phanh', quantity: 1.5, unitPrice: 250_000 },
  { kind: 'labour', description: 'Công xả e dầu phanh', quantity: 0.5, unitPrice: 250_000 },
  { kind: 'part', description: 'Má phanh trước', quantity: 1, unitPrice: 1_250_000 },
];

describe('the workshop floor', () => {
  let app: App;
  let clock = vn(DAY, '10:00');
  let admin: TestAccount;
  let master: TestAccount;
  let customer: TestAccount;
  let an: TestAccount;
  let binh: TestAccount;
  let thuDuc: TestAccount;

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock });
    ({ admin, master, customer } = await createRoleAccounts(app));
    an = await createTechnician(app, 'quan-12', 'Nguyễn Văn An');
    binh = await createTechnician(app, 'quan-12', 'Trần Văn Bình');
    thuDuc = await createTechnician(app, 'thu-duc', 'Lê Minh Đức');
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, caller: TestAccount | null, payload?: unknown) =>
    app.inject({ method, url, headers: caller?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

  let plates = 0;
  /** A walk-in job at `branch`, its quote of `lines` answered yes (all of them) and moved on to `step`. */
  async function jobAt(step: 'inspection' | 'confirmation' | 'preparation' | 'repair' | 'recheck', lines: Line[] = LABOUR, branch: BranchId = 'quan-12') {
    plates += 1;
    const opened = await call('POST', openRepair.path, admin, {
      fullName: 'Phạm Thị Hoa',
      numberPhone: `09881${String(10000 + plates).slice(-5)}`,
      branch,
      plate: `51K${String(30000 + plates).slice(-5)}`,
      odometerKm: 42000,
      fuelLevel: 50,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const id = opened.json<RepairDetail>()._id;
    await driveTo(app, admin.headers, id, 'inspection');
    if (step !== 'inspection') {
      await answeredQuote(app, admin.headers, id, lines);
      await driveTo(app, admin.headers, id, step);
    }
    return (await call('GET', buildPath(getRepair.path, { id }), admin)).json<RepairDetail>();
  }

  const labourOf = (job: RepairDetail) => job.quote!.lines.filter((line) => line.kind === 'labour');

  async function assign(job: { _id: string }, lineId: string, technician: TestAccount | null) {
    const res = await call('PUT', buildPath(assignLineTechnician.path, { id: job._id, lineId }), admin, { technicianId: technician?.id ?? null });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RepairClocks>();
  }

  let keys = 0;
  const newKey = () => `tablet-${++keys}-${newObjectId().slice(-8)}`;
  const tap = (caller: TestAccount, job: { _id: string }, lineId: string, action: 'start' | 'pause' | 'finish', at: Date, key = newKey()) =>
    call('POST', buildPath(clockLine.path, { id: job._id, lineId }), caller, { action, at: at.toISOString(), key });

  const today = async (caller: TestAccount, query = '') => {
    const res = await call('GET', `${getWorkshopToday.path}${query}`, caller);
    expect(res.statusCode, res.body).toBe(200);
    return getWorkshopToday.response.parse(res.json()) as WorkshopToday;
  };
  const clocksOf = async (job: { _id: string }) => {
    const res = await call('GET', buildPath(getRepairClocks.path, { id: job._id }), admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RepairClocks>();
  };
  const lineClock = async (job: { _id: string }, lineId: string) => (await clocksOf(job)).lines.find((line) => line._id === lineId)!;

  describe('the technician role', () => {
    it('is listed by GET /api/roles, given with POST /api/roles/assign, and works once the master sets a branch', async () => {
      const roles = (await call('GET', listRoles.path, admin)).json<Role[]>();
      const technicianRole = roles.find((role) => role.name === 'technician');
      expect(technicianRole).toBeDefined();
      const newcomer = await createAccount(app, { fullName: 'Võ Thành Công' });
      expect((await call('GET', getWorkshopToday.path, newcomer)).statusCode).toBe(403);
      const given = await call('POST', assignRole.path, master, { accountId: newcomer.id, roleId: technicianRole!._id });
      expect(given.statusCode, given.body).toBe(200);
      // A technician without a branch is told to ask the manager.
      const noBranch = await call('GET', getWorkshopToday.path, newcomer);
      expect(noBranch.statusCode).toBe(403);
      expect(noBranch.json().message).toBe(messages.workshop.noBranch);
      // Only the master sets it.
      const byAdmin = await call('PUT', buildPath(setAccountBranch.path, { id: newcomer.id }), admin, { branch: 'thu-duc' });
      expect(byAdmin.statusCode).toBe(403);
      expect(byAdmin.json().message).toBe(messages.workshop.branchOnlyMaster);
      const set = await call('PUT', buildPath(setAccountBranch.path, { id: newcomer.id }), master, { branch: 'thu-duc' });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toEqual({ message: messages.workshop.branchSaved, branch: 'thu-duc' });
      const day = await today(newcomer);
      expect(day).toMatchObject({ branch: 'thu-duc', technician: { _id: newcomer.id, fullName: 'Võ Thành Công' }, jobs: [], running: null });
      expect((await call('PUT', buildPath(setAccountBranch.path, { id: newObjectId() }), master, { branch: null })).statusCode).toBe(404);
      // The desk's list of technicians, by branch.
      const atThuDuc = (await call('GET', `${listTechnicians.path}?branch=thu-duc`, admin)).json<Array<{ _id: string; branch: string }>>();
      expect(atThuDuc.map((technician) => technician._id).sort()).toEqual([newcomer.id, thuDuc.id].sort());
      expect(atThuDuc.every((technician) => technician.branch === 'thu-duc')).toBe(true);
      const everyone = (await call('GET', listTechnicians.path, admin)).json<Array<{ _id: string }>>();
      expect(everyone.map((technician) => technician._id)).toEqual(expect.arrayContaining([an.id, binh.id, thuDuc.id, newcomer.id]));
      expect(everyone.map((technician) => technician._id)).not.toContain(admin.id);
    });

    it('refuses a technician the desk, the prices, the money and the reports (403)', async () => {
      const job = await jobAt('repair');
      for (const [method, url, message] of [
        ['GET', listRepairs.path, messages.common.forbidden],
        ['GET', buildPath(getRepairClocks.path, { id: job._id }), messages.common.forbidden],
        ['GET', listTechnicians.path, messages.common.forbidden],
        ['GET', getReport.path, messages.guard.masterOnly],
      ] as const) {
        const res = await call(method, url, an);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().message, url).toBe(message);
      }
      const quote = await call('PUT', buildPath(saveQuote.path, { id: job._id }), an, { lines: LABOUR, vatRate: 0, version: job.quote!.version });
      expect(quote.statusCode).toBe(403);
      // The job itself is not theirs to read whole, as a customer's is not.
      expect((await call('GET', buildPath(getRepair.path, { id: job._id }), an)).statusCode).toBe(404);
      // A customer is not let into the floor's routes.
      const refused = await call('GET', getWorkshopToday.path, customer);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(messages.workshop.technicianOnly);
    });
  });

  describe("the tablet's day", () => {
    it("answers the technician's jobs and lines at their branch, with no price, total, phone or e-mail anywhere", async () => {
      clock = vn(DAY, '10:00');
      const job = await jobAt('repair');
      const [brakes, bleed] = labourOf(job);
      await assign(job, brakes!._id, an);
      await assign(job, bleed!._id, binh);
      const other = await jobAt('repair');
      await assign(other, labourOf(other)[0]!._id, binh);
      const led = await jobAt('preparation');
      expect((await call('PUT', buildPath(setLeadTechnician.path, { id: led._id }), admin, { technicianId: an.id })).statusCode).toBe(200);

      const res = await call('GET', getWorkshopToday.path, an);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toMatch(/"(unitPrice|lineTotal|total|totals|subtotal|discount|vat|price|amount|money|payment|numberPhone|phone|email|fullNameOfCustomer)"\s*:/);
      expect(res.body).not.toContain(job.numberPhone);
      expect(res.body).not.toContain('Phạm Thị Hoa');
      const day = getWorkshopToday.response.parse(res.json());
      expect(day.day).toBe(DAY);
      expect(day.jobs.map((item) => item._id)).toEqual([job._id, led._id]);
      const mine = day.jobs[0]!;
      expect(mine).toMatchObject({ code: job.code, branch: 'quan-12', step: 'repair', version: job.version, plate: job.vehicle.plate, model: job.vehicle.model, complaint: job.complaint, lead: null, isLead: false });
      expect(mine.lines.map((line) => [line.description, line.hours, line.approved, line.technician?._id, line.mine, line.clock.state])).toEqual([
        ['Công thay má phanh', 1.5, true, an.id, true, 'idle'],
        ['Công xả e dầu phanh', 0.5, true, binh.id, false, 'idle'],
      ]);
      expect(day.jobs[1]).toMatchObject({ lead: { _id: an.id, fullName: 'Nguyễn Văn An' }, isLead: true });
      // Bình sees the job with his line and the other one; a technician of the other branch sees neither.
      expect((await today(binh)).jobs.map((item) => item._id).sort()).toEqual([job._id, other._id].sort());
      expect((await today(thuDuc)).jobs).toEqual([]);
      // Staff look at a technician's day by naming them; without, they are asked to choose one.
      expect((await today(admin, `?technicianId=${an.id}`)).jobs.map((item) => item._id)).toEqual([job._id, led._id]);
      const unnamed = await call('GET', getWorkshopToday.path, admin);
      expect(unnamed.statusCode).toBe(400);
      expect(unnamed.json().message).toBe(messages.workshop.technicianRequired);
      expect((await call('GET', `${getWorkshopToday.path}?technicianId=${admin.id}`, admin)).statusCode).toBe(400);
    });
  });

  describe('the clock', () => {
    it('runs one clock per technician: starting another line pauses the first at that moment', async () => {
      clock = vn(DAY, '11:00');
      const job = await jobAt('repair');
      const [first, second] = labourOf(job);
      await assign(job, first!._id, an);
      await assign(job, second!._id, an);
      const started = await tap(an, job, first!._id, 'start', vn(DAY, '10:00'));
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json()).toMatchObject({ line: { clock: { state: 'running', seconds: 3600 } }, running: { repairId: job._id, lineId: first!._id }, duplicate: false });
      const other = await tap(an, job, second!._id, 'start', vn(DAY, '10:40'));
      expect(other.json()).toMatchObject({ line: { clock: { state: 'running', seconds: 20 * 60 } }, running: { repairId: job._id, lineId: second!._id } });
      const clocks = await clocksOf(job);
      const paused = clocks.lines.find((line) => line._id === first!._id)!;
      expect(paused.clock).toEqual({ state: 'paused', seconds: 40 * 60, runningSince: null });
      expect(paused.events.map((event) => [event.kind, event.at, event.technician?._id, event.by?._id])).toEqual([
        ['start', vn(DAY, '10:00').toISOString(), an.id, an.id],
        ['auto_pause', vn(DAY, '10:40').toISOString(), an.id, an.id],
      ]);
      expect((await today(an)).running).toEqual({ repairId: job._id, lineId: second!._id });
    });

    it('stops a clock left running at the closing time, and the periodic task writes that pause once however often it runs', async () => {
      const technician = await createTechnician(app, 'quan-12', 'Hồ Văn Sáu');
      clock = vn(DAY, '16:40');
      const job = await jobAt('repair');
      const [line] = labourOf(job);
      await assign(job, line!._id, technician);
      expect((await tap(technician, job, line!._id, 'start', vn(DAY, '16:30'))).statusCode).toBe(200);
      clock = vn(DAY, '19:00');
      expect((await lineClock(job, line!._id)).clock).toEqual({ state: 'paused', seconds: 30 * 60, runningSince: null });
      expect((await today(technician)).running).toBeNull();
      // Two runs at once (two processes would be the same) and one more: one pause, at 17:00 exactly.
      await Promise.all([pauseAtClosing(app.deps), pauseAtClosing(app.deps)]);
      expect(await pauseAtClosing(app.deps)).toBe(0);
      const pauses = await app.db.select().from(clockEvents).where(and(eq(clockEvents.lineId, line!._id), eq(clockEvents.kind, 'closing_pause')));
      expect(pauses.map((pause) => [pause.at.toISOString(), pause.technicianId, pause.key])).toEqual([
        [vn(DAY, '17:00').toISOString(), technician.id, `closing-${line!._id}-${vn(DAY, '16:30').getTime()}`],
      ]);
      const events = (await lineClock(job, line!._id)).events;
      expect(events.map((event) => event.kind)).toEqual(['start', 'closing_pause']);
      expect((await lineClock(job, line!._id)).clock.seconds).toBe(30 * 60);
    });

    it('gives the real worked time from events replayed late, twice and out of order', async () => {
      clock = vn('2026-03-12', '12:00');
      const job = await jobAt('repair');
      const [line] = labourOf(job);
      await assign(job, line!._id, binh);
      const day = '2026-03-12';
      // What happened on the tablet while the Wi-Fi was down: 60 minutes, a break, 45 minutes.
      const taps = {
        start: { action: 'start', at: vn(day, '08:00'), key: newKey() },
        pause: { action: 'pause', at: vn(day, '09:00'), key: newKey() },
        again: { action: 'start', at: vn(day, '09:30'), key: newKey() },
        finish: { action: 'finish', at: vn(day, '10:15'), key: newKey() },
      } as const;
      const send = (one: (typeof taps)[keyof typeof taps]) => tap(binh, job, line!._id, one.action, one.at, one.key);
      const answers = [];
      for (const one of [taps.finish, taps.pause, taps.again, taps.again, taps.start, taps.finish, taps.start]) answers.push(await send(one));
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200]);
      expect(answers.map((res) => res.json<{ duplicate: boolean }>().duplicate)).toEqual([false, false, false, true, false, true, true]);
      const clockNow = await lineClock(job, line!._id);
      expect(clockNow.clock).toEqual({ state: 'finished', seconds: 105 * 60, runningSince: null });
      expect(clockNow.events).toHaveLength(4);
      expect(clockNow.events.map((event) => event.kind)).toEqual(['start', 'pause', 'start', 'finish']);
    });

    it('pauses a line whose start arrives late, before another line started after it (two lines, out of order)', async () => {
      clock = vn('2026-03-13', '12:00');
      const day = '2026-03-13';
      const job = await jobAt('repair');
      const [first, second] = labourOf(job);
      await assign(job, first!._id, binh);
      await assign(job, second!._id, binh);
      // On the tablet: the first line 08:00, the second 09:00 (the first pausing then), the second paused 10:00.
      expect((await tap(binh, job, second!._id, 'pause', vn(day, '10:00'))).statusCode).toBe(200);
      expect((await tap(binh, job, second!._id, 'start', vn(day, '09:00'))).statusCode).toBe(200);
      const late = await tap(binh, job, first!._id, 'start', vn(day, '08:00'));
      expect(late.json()).toMatchObject({ line: { clock: { state: 'paused', seconds: 3600 } }, running: null });
      expect((await lineClock(job, first!._id)).clock.seconds).toBe(3600);
      expect((await lineClock(job, second!._id)).clock.seconds).toBe(3600);
    });

    it('refuses what is not a clock of the caller: another line, another branch, a part, an unanswered line, a closed job, a time too far', async () => {
      clock = vn('2026-03-16', '10:00');
      const job = await jobAt('repair');
      const [mine, theirs] = labourOf(job);
      const part = job.quote!.lines.find((line) => line.kind === 'part')!;
      await assign(job, mine!._id, an);
      await assign(job, theirs!._id, binh);
      const refusal = async (res: Awaited<ReturnType<typeof tap>>, status: number, message: string) => {
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().message).toBe(message);
      };
      await refusal(await tap(an, job, theirs!._id, 'start', clock), 403, messages.workshop.notYourLine);
      await refusal(await tap(thuDuc, job, mine!._id, 'start', clock), 403, messages.workshop.otherBranch);
      await refusal(await tap(an, job, part._id, 'start', clock), 409, messages.workshop.notLabourLine);
      await refusal(await tap(an, job, newObjectId(), 'start', clock), 404, messages.workshop.lineNotFound);
      await refusal(await tap(an, job, mine!._id, 'start', new Date(clock.getTime() + 3 * 60_000)), 400, messages.workshop.atInFuture);
      await refusal(await tap(an, job, mine!._id, 'start', new Date(clock.getTime() - 8 * 86_400_000)), 400, format(messages.workshop.atTooOld, { days: 7 }));
      // A clock a minute ahead of the server's is a tablet's drift, not the future.
      expect((await tap(an, job, mine!._id, 'start', new Date(clock.getTime() + 60_000))).statusCode).toBe(200);
      const bad = await call('POST', buildPath(clockLine.path, { id: job._id, lineId: mine!._id }), an, { action: 'stop', at: 'hôm qua', key: 'x' });
      expect(bad.statusCode).toBe(400);

      // A line the customer declined is not worked on.
      const declinedJob = await jobAt('inspection');
      const saved = await call('PUT', buildPath(saveQuote.path, { id: declinedJob._id }), admin, { lines: LABOUR.slice(0, 2), vatRate: 0, version: 0 });
      const quote = saved.json<Quote>();
      await call('POST', buildPath(recordPhoneAnswer.path, { id: declinedJob._id }), admin, {
        version: quote.version,
        signedName: 'Khách trả lời qua điện thoại',
        lines: quote.lines.map((line, index) => ({ lineId: line._id, approved: index === 0 })),
      });
      await assign(declinedJob, quote.lines[1]!._id, an);
      await refusal(await tap(an, declinedJob, quote.lines[1]!._id, 'start', clock), 409, messages.workshop.lineNotApproved);

      // A closed job's clocks are done; a replay of a tap it already has is still answered.
      const closing = await jobAt('repair', LABOUR.slice(0, 1));
      const [only] = labourOf(closing);
      await assign(closing, only!._id, an);
      const kept = newKey();
      expect((await tap(an, closing, only!._id, 'finish', new Date(clock.getTime() - 60_000), kept)).statusCode).toBe(200);
      await driveTo(app, admin.headers, closing._id, 'warranty');
      await refusal(await tap(an, closing, only!._id, 'start', clock), 409, messages.workshop.clockClosedJob);
      const replay = await tap(an, closing, only!._id, 'finish', new Date(clock.getTime() - 60_000), kept);
      expect(replay.statusCode).toBe(200);
      expect(replay.json().duplicate).toBe(true);
    });

    it('lets staff clock a line for the technician named on it, and not a line nobody is on', async () => {
      clock = vn('2026-03-17', '10:00');
      const job = await jobAt('repair');
      const [line, other] = labourOf(job);
      await assign(job, line!._id, binh);
      const res = await tap(admin, job, line!._id, 'start', vn('2026-03-17', '09:00'));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ running: { repairId: job._id, lineId: line!._id } });
      const [event] = (await lineClock(job, line!._id)).events;
      expect(event).toMatchObject({ kind: 'start', technician: { _id: binh.id }, by: { _id: admin.id } });
      const nobody = await tap(admin, job, other!._id, 'start', clock);
      expect(nobody.statusCode).toBe(409);
      expect(nobody.json().message).toBe(messages.workshop.lineNoTechnician);
    });

    it('keeps a staff correction with its reason, as a change of the folded total', async () => {
      clock = vn('2026-03-18', '12:00');
      const job = await jobAt('repair');
      const [line, other] = labourOf(job);
      await assign(job, line!._id, an);
      await tap(an, job, line!._id, 'start', vn('2026-03-18', '08:00'));
      await tap(an, job, line!._id, 'finish', vn('2026-03-18', '08:50'));
      const url = buildPath(correctClock.path, { id: job._id, lineId: line!._id });
      const corrected = await call('POST', url, admin, { totalMinutes: '90', reason: 'Quên bấm giờ lúc làm tiếp buổi chiều' });
      expect(corrected.statusCode, corrected.body).toBe(200);
      const after = correctClock.response.parse(corrected.json()).lines.find((item) => item._id === line!._id)!;
      expect(after.clock).toMatchObject({ state: 'finished', seconds: 90 * 60 });
      expect(after.events.at(-1)).toMatchObject({ kind: 'correction', seconds: 40 * 60, reason: 'Quên bấm giờ lúc làm tiếp buổi chiều', technician: { _id: an.id }, by: { _id: admin.id } });
      // Down again: the fold counts the corrections too.
      const down = await call('POST', url, admin, { totalMinutes: 30, reason: 'Làm chung với thợ khác' });
      expect(down.json<RepairClocks>().lines.find((item) => item._id === line!._id)!.clock.seconds).toBe(30 * 60);
      const noReason = await call('POST', url, admin, { totalMinutes: 30, reason: '  ' });
      expect(noReason.statusCode).toBe(400);
      const nobody = await call('POST', buildPath(correctClock.path, { id: job._id, lineId: other!._id }), admin, { totalMinutes: 10, reason: 'Thử' });
      expect(nobody.statusCode).toBe(409);
      expect(nobody.json().message).toBe(messages.workshop.lineNoTechnician);
      expect((await call('POST', url, an, { totalMinutes: 600, reason: 'Tự sửa' })).statusCode).toBe(403);
    });
  });

  describe('who does which line', () => {
    it("names only an active technician of the job's branch, on a labour line, without touching the quote's version", async () => {
      const job = await jobAt('repair');
      const [line] = labourOf(job);
      const part = job.quote!.lines.find((item) => item.kind === 'part')!;
      const url = buildPath(assignLineTechnician.path, { id: job._id, lineId: line!._id });
      for (const technicianId of [thuDuc.id, admin.id, newObjectId()]) {
        const res = await call('PUT', url, admin, { technicianId });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(messages.workshop.technicianInvalid);
      }
      const onPart = await call('PUT', buildPath(assignLineTechnician.path, { id: job._id, lineId: part._id }), admin, { technicianId: an.id });
      expect(onPart.statusCode).toBe(409);
      const named = await assign(job, line!._id, an);
      expect(named.lines.find((item) => item._id === line!._id)!.technician).toEqual({ _id: an.id, fullName: 'Nguyễn Văn An' });
      expect(named.unassigned).toBe(1);
      const lead = await call('PUT', buildPath(setLeadTechnician.path, { id: job._id }), admin, { technicianId: binh.id });
      expect(lead.json<RepairClocks>().lead).toEqual({ _id: binh.id, fullName: 'Trần Văn Bình' });
      expect((await call('PUT', buildPath(setLeadTechnician.path, { id: job._id }), admin, { technicianId: thuDuc.id })).statusCode).toBe(400);
      const after = (await call('GET', buildPath(getRepair.path, { id: job._id }), admin)).json<RepairDetail>();
      expect(after.quote!.version).toBe(job.quote!.version);
      expect(after.quote!.answer).not.toBeNull();
      expect(after.version).toBe(job.version);
      expect(after.quote!.lines.find((item) => item._id === line!._id)!.technician).toEqual({ _id: an.id, fullName: 'Nguyễn Văn An' });
    });

    it("keeps a quote line's id and technician when the quote is saved again with its _id", async () => {
      const job = await jobAt('inspection');
      const first = await call('PUT', buildPath(saveQuote.path, { id: job._id }), admin, { lines: LABOUR, vatRate: 0, version: 0 });
      const quote = first.json<Quote>();
      const [brakes] = quote.lines;
      await assign(job, brakes!._id, an);
      const again = await call('PUT', buildPath(saveQuote.path, { id: job._id }), admin, {
        lines: [
          { ...LABOUR[0]!, _id: brakes!._id, unitPrice: 300_000 },
          { ...LABOUR[1]!, _id: quote.lines[1]!._id },
          // An id that is not a line of this quote is a new line.
          { ...LABOUR[2]!, _id: newObjectId() },
        ],
        vatRate: 0,
        version: quote.version,
      });
      expect(again.statusCode, again.body).toBe(200);
      const saved = again.json<Quote>();
      expect(saved.version).toBe(quote.version + 1);
      expect(saved.lines.map((line) => line._id).slice(0, 2)).toEqual([brakes!._id, quote.lines[1]!._id]);
      expect(saved.lines[2]!._id).not.toBe(quote.lines[2]!._id);
      expect(saved.lines[0]).toMatchObject({ unitPrice: 300_000, technician: { _id: an.id, fullName: 'Nguyễn Văn An' } });
      expect(saved.lines[1]!.technician).toBeNull();
      // Without the id, a new line with nobody on it.
      const fresh = await call('PUT', buildPath(saveQuote.path, { id: job._id }), admin, { lines: LABOUR, vatRate: 0, version: saved.version });
      expect(fresh.json<Quote>().lines.every((line) => line.technician === null && line._id !== brakes!._id)).toBe(true);
    });
  });

  describe("the gate at 'Kiểm tra lại'", () => {
    it('keeps the job there while an approved labour line has no technician, and shows the board how many', async () => {
      const job = await jobAt('recheck');
      expect(job.unassignedLabour).toBe(2);
      const board = (await call('GET', `${listRepairs.path}?branch=quan-12`, admin)).json<RepairSummary[]>();
      expect(board.find((item) => item._id === job._id)!.unassignedLabour).toBe(2);
      const move = (version: number) => call('POST', buildPath(moveRepair.path, { id: job._id }), admin, { step: 'cleaning', version });
      const refused = await move(job.version);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(format(messages.workshop.labourUnassigned, { n: 2 }));
      const [first, second] = labourOf(job);
      await assign(job, first!._id, an);
      expect((await move(job.version)).json().message).toBe(format(messages.workshop.labourUnassigned, { n: 1 }));
      // Skipping past it with a reason is no way around it either.
      const skipped = await call('POST', buildPath(moveRepair.path, { id: job._id }), admin, { step: 'acceptance', version: job.version, note: 'Bỏ qua rửa xe' });
      expect(skipped.statusCode).toBe(409);
      await assign(job, second!._id, binh);
      const moved = await move(job.version);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json<RepairDetail>()).toMatchObject({ step: 'cleaning', unassignedLabour: 0 });
    });
  });

  describe('the tablet moves and inspects', () => {
    it('moves a job of theirs to the next step through the desk move, and refuses outside the workshop steps or a job not theirs', async () => {
      clock = vn('2026-03-19', '10:00');
      const job = await jobAt('repair');
      const [line] = labourOf(job);
      await assign(job, line!._id, an);
      const url = buildPath(moveWorkshopJob.path, { id: job._id });
      const notTheirs = await call('POST', url, binh, { version: job.version });
      expect(notTheirs.statusCode).toBe(403);
      expect(notTheirs.json().message).toBe(messages.workshop.notYourJob);
      const elsewhere = await call('POST', url, thuDuc, { version: job.version });
      expect(elsewhere.json().message).toBe(messages.workshop.otherBranch);
      const moved = await call('POST', url, an, { version: job.version });
      expect(moved.statusCode, moved.body).toBe(200);
      const shaped = moveWorkshopJob.response.parse(moved.json()) as WorkshopJob;
      expect(shaped).toMatchObject({ _id: job._id, step: 'recheck', version: job.version + 1 });
      expect(moved.body).not.toMatch(/"(unitPrice|lineTotal|total|numberPhone|email)"\s*:/);
      const detail = (await call('GET', buildPath(getRepair.path, { id: job._id }), admin)).json<RepairDetail>();
      expect(detail.moves.at(-1)).toMatchObject({ fromStep: 'repair', toStep: 'recheck', staff: { _id: an.id } });
      // The version seen is stale now.
      const stale = await call('POST', url, an, { version: job.version });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ currentStep: 'recheck', version: job.version + 1 });
      // At 'Kiểm tra lại' the gate holds for the tablet too (the second labour line has nobody).
      const gated = await call('POST', url, an, { version: job.version + 1 });
      expect(gated.statusCode).toBe(409);
      expect(gated.json().message).toBe(format(messages.workshop.labourUnassigned, { n: 1 }));
      // The quote's answer and the handover are the desk's.
      const waiting = await jobAt('confirmation');
      await call('PUT', buildPath(setLeadTechnician.path, { id: waiting._id }), admin, { technicianId: an.id });
      const desk = await call('POST', buildPath(moveWorkshopJob.path, { id: waiting._id }), an, { version: waiting.version });
      expect(desk.statusCode).toBe(409);
      expect(desk.json().message).toBe(messages.workshop.moveNotAllowed);
    });

    it('saves the inspection of a job the technician is on, and refuses another technician', async () => {
      const template = (
        await call('POST', createInspectionTemplate.path, master, { name: 'Kiểm tra tại xưởng', points: [{ label: 'Phanh trước' }, { label: 'Lốp' }] })
      ).json<InspectionTemplate>();
      const templates = await call('GET', listInspectionTemplates.path, an);
      expect(templates.statusCode).toBe(200);
      expect(templates.json<InspectionTemplate[]>().map((item) => item._id)).toContain(template._id);
      const job = await jobAt('inspection');
      await call('PUT', buildPath(setLeadTechnician.path, { id: job._id }), admin, { technicianId: an.id });
      const body = { templateId: template._id, version: 0, points: template.points.map((point) => ({ id: point.id, status: 'watch', note: 'Mòn 60%', photos: [] })) };
      const url = buildPath(saveInspection.path, { id: job._id });
      const stranger = await call('PUT', url, binh, body);
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json().message).toBe(messages.workshop.inspectionNotYours);
      expect((await call('PUT', url, thuDuc, body)).json().message).toBe(messages.workshop.otherBranch);
      const saved = await call('PUT', url, an, body);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ version: 1, staff: { _id: an.id } });
      const [onTablet] = (await today(an)).jobs.filter((item) => item._id === job._id);
      expect(onTablet!.inspection).toMatchObject({ templateId: template._id, templateName: 'Kiểm tra tại xưởng', version: 1, points: [{ label: 'Phanh trước', status: 'watch', note: 'Mòn 60%' }, { label: 'Lốp' }] });
    });
  });
});
