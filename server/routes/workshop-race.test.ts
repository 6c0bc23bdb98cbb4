// The workshop floor's clocks with two server processes on one Postgres server (TEST_DATABASE_URL;
// PGlite takes one transaction at a time, so these would pass there whatever the code did), and
// the desk hearing a tablet's tap through Redis (TEST_REDIS_URL). scripts/test-pg.mjs runs this file.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../contract/endpoint';
import { LIVE_EVENTS } from '../../contract/live-events';
import { getRepair, openRepair, type RepairDetail, type RepairUpdatedPayload } from '../../contract/repairs';
import { assignLineTechnician, clockLine, getRepairClocks, getWorkshopToday, type RepairClocks, type WorkshopToday } from '../../contract/workshop';
import type { App } from '../app';
import { clockEvents } from '../db/schema';
import { newObjectId } from '../lib/object-id';
import { pauseAtClosing } from '../services/workshop/closing-pause';
import { openChatOrThrow, type ChatClient } from '../test/chat-client';
import { createAccount, createTechnician, type TestAccount } from '../test/fixtures';
import { answeredQuote, driveTo } from '../test/repair-flow';
import { createTestApp, createTestDatabase } from '../test/test-app';

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** An instant in Vietnam time. */
const vn = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`);
/** A Wednesday: the garage closes at 17:00. */
const DAY = '2026-03-11';

describe.runIf(postgresUrl)('workshop clocks across two server processes (Postgres)', () => {
  let drop: () => Promise<void>;
  let processA: App;
  let processB: App;
  let clock = vn(DAY, '15:00');
  let staff: TestAccount;

  beforeAll(async () => {
    const database = await createTestDatabase(postgresUrl!);
    drop = database.drop;
    processA = await createTestApp({ databaseUrl: database.url, redisUrl, now: () => clock });
    processB = await createTestApp({ databaseUrl: database.url, redisUrl, now: () => clock });
    if (redisUrl) await Promise.all([processA, processB].map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
    staff = await createAccount(processA, { roles: ['admin'] });
  });

  afterAll(async () => {
    await Promise.all([processA, processB].map((app) => app.close().catch(() => {})));
    await drop();
  });

  let plates = 0;
  /** A job at 'Sửa chữa' whose `count` labour lines are approved and named on `technician`. */
  async function jobFor(technician: TestAccount, count: number) {
    plates += 1;
    const opened = await processA.inject({
      method: 'POST',
      url: openRepair.path,
      headers: staff.headers,
      payload: { fullName: 'Đỗ Văn Tài', numberPhone: `09127${String(10000 + plates).slice(-5)}`, branch: 'quan-12', plate: `51M${String(40000 + plates).slice(-5)}`, odometerKm: 61000, fuelLevel: 50 },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const id = opened.json<RepairDetail>()._id;
    await driveTo(processA, staff.headers, id, 'inspection');
    const lines = Array.from({ length: count }, (_, index) => ({ kind: 'labour', description: `Công hạng mục ${index + 1}`, quantity: 1, unitPrice: 250_000 }));
    await answeredQuote(processA, staff.headers, id, lines);
    const job = await driveTo(processA, staff.headers, id, 'repair');
    for (const line of job.quote!.lines) {
      const res = await processA.inject({ method: 'PUT', url: buildPath(assignLineTechnician.path, { id, lineId: line._id }), headers: staff.headers, payload: { technicianId: technician.id } });
      expect(res.statusCode, res.body).toBe(200);
    }
    return (await processA.inject({ method: 'GET', url: buildPath(getRepair.path, { id }), headers: staff.headers })).json<RepairDetail>();
  }

  const tap = (app: App, technician: TestAccount, job: { _id: string }, lineId: string, action: 'start' | 'pause' | 'finish', at: Date, key = `race-${newObjectId()}`) =>
    app.inject({ method: 'POST', url: buildPath(clockLine.path, { id: job._id, lineId }), headers: technician.headers, payload: { action, at: at.toISOString(), key } });

  const clocksOf = async (job: { _id: string }) => (await processB.inject({ method: 'GET', url: buildPath(getRepairClocks.path, { id: job._id }), headers: staff.headers })).json<RepairClocks>();

  it('20 starts of 20 lines on 10 jobs by one technician sent at once to both processes leave exactly one clock running, the last started', async () => {
    clock = vn(DAY, '15:00');
    const technician = await createTechnician(processA, 'quan-12', 'Mai Văn Lực');
    // Lines of different jobs: the jobs' row locks do not serialise these, only the technician's clock lock.
    const jobs = [];
    for (let index = 0; index < 10; index += 1) jobs.push(await jobFor(technician, 2));
    const lines = jobs.flatMap((job) => job.quote!.lines.map((line) => ({ job, lineId: line._id })));
    // Started a second apart on the tablet, sent in a jumble all at once.
    const startAt = (index: number) => new Date(vn(DAY, '14:00').getTime() + index * 1000);
    const order = lines.map((_, index) => index).sort((a, b) => ((a * 7) % 20) - ((b * 7) % 20));
    const answers = await Promise.all(
      order.map((index, sent) => tap(sent % 2 ? processB : processA, technician, lines[index]!.job, lines[index]!.lineId, 'start', startAt(index))),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(order.map(() => 200));

    const clocks = (await Promise.all(jobs.map((job) => clocksOf(job)))).flatMap((job) => job.lines);
    expect(clocks.map((line) => line._id)).toEqual(lines.map((line) => line.lineId));
    expect(clocks.filter((line) => line.clock.state === 'running').map((line) => line._id)).toEqual([lines[19]!.lineId]);
    // Each earlier line ran one second, until the next one started.
    expect(clocks.slice(0, 19).map((line) => [line.clock.state, line.clock.seconds])).toEqual(lines.slice(0, 19).map(() => ['paused', 1]));
    const today = (await processB.inject({ method: 'GET', url: getWorkshopToday.path, headers: technician.headers })).json<WorkshopToday>();
    expect(today.running).toEqual({ repairId: lines[19]!.job._id, lineId: lines[19]!.lineId });
  });

  it('the same tap sent 20 times at once to both processes is stored once; the others answer duplicate', async () => {
    clock = vn(DAY, '15:30');
    const technician = await createTechnician(processA, 'quan-12', 'Phan Thanh Hải');
    const job = await jobFor(technician, 1);
    const [line] = job.quote!.lines;
    const key = `same-${newObjectId()}`;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => tap(index % 2 ? processB : processA, technician, job, line!._id, 'start', vn(DAY, '15:10'), key)));
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    expect(answers.filter((res) => res.json<{ duplicate: boolean }>().duplicate === false)).toHaveLength(1);
    const stored = await processA.db.select().from(clockEvents).where(and(eq(clockEvents.technicianId, technician.id), eq(clockEvents.key, key)));
    expect(stored).toHaveLength(1);
    expect((await clocksOf(job)).lines[0]!.clock).toMatchObject({ state: 'running', seconds: 20 * 60 });
  });

  it('both processes running the closing task at once, again and again, write one closing pause per clock left running', async () => {
    clock = vn(DAY, '16:45');
    const technicians = await Promise.all([createTechnician(processA, 'quan-12', 'Quách Văn Tư'), createTechnician(processA, 'quan-12', 'Lạc Thị Năm')]);
    const jobs = await Promise.all(technicians.map((technician) => jobFor(technician, 1)));
    for (const [index, technician] of technicians.entries()) {
      expect((await tap(index ? processB : processA, technician, jobs[index]!, jobs[index]!.quote!.lines[0]!._id, 'start', vn(DAY, '16:30'))).statusCode).toBe(200);
    }
    clock = vn(DAY, '19:00');
    for (let round = 0; round < 5; round += 1) await Promise.all([pauseAtClosing(processA.deps), pauseAtClosing(processB.deps)]);
    for (const job of jobs) {
      const lineId = job.quote!.lines[0]!._id;
      const pauses = await processA.db.select().from(clockEvents).where(and(eq(clockEvents.lineId, lineId), eq(clockEvents.kind, 'closing_pause')));
      expect(pauses.map((pause) => pause.at.toISOString())).toEqual([vn(DAY, '17:00').toISOString()]);
      expect((await clocksOf(job)).lines[0]!.clock).toEqual({ state: 'paused', seconds: 30 * 60, runningSince: null });
    }
  });

  it.runIf(redisUrl)("tells the desk's open job page, on the other process, of a tablet's tap", async () => {
    clock = vn(DAY, '10:00');
    const technician = await createTechnician(processA, 'quan-12', 'Tôn Thất Bảy');
    const job = await jobFor(technician, 1);
    let desk: ChatClient | undefined;
    try {
      desk = await openChatOrThrow(processA, { token: staff.token, deferChat: true });
      // The adapter subscribes asynchronously: tap on B until the desk on A hears one.
      let heard: RepairUpdatedPayload | null = null;
      for (let attempt = 0; attempt < 10 && !heard; attempt += 1) {
        const res = await tap(processB, technician, job, job.quote!.lines[0]!._id, attempt % 2 ? 'pause' : 'start', new Date(vn(DAY, '09:00').getTime() + attempt * 60_000));
        expect(res.statusCode, res.body).toBe(200);
        heard = await desk.next(LIVE_EVENTS.repairUpdated, (payload: RepairUpdatedPayload) => payload.id === job._id, 1000).then(
          (payload) => payload as RepairUpdatedPayload,
          () => null,
        );
      }
      expect(heard).toEqual({ id: job._id, branch: 'quan-12', step: 'repair', version: job.version });
    } finally {
      desk?.close();
    }
  });
});
