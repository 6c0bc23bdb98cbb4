import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count } from 'drizzle-orm';
import { login } from '../../contract/accounts';
import { buildPath } from '../../contract/endpoint';
import { stepIndex } from '../../contract/repair-steps';
import { getRepair, listRepairs, type RepairDetail, type RepairSummary } from '../../contract/repairs';
import { getRepairClocks, getWorkshopToday, type RepairClocks, type WorkshopToday } from '../../contract/workshop';
import { TECHNICIAN_GATE_STEP } from '../../contract/workshop-rules';
import type { App } from '../app';
import { clockEvents } from '../db/schema';
import { createTestApp } from '../test/test-app';
import { DEMO_ACCOUNTS, DEMO_TECHNICIAN_PASSWORD, DEMO_TECHNICIANS } from './seed-accounts';
import { seedWorkshop } from './seed-workshop';

describe('the demo workshop floor of the seed', () => {
  let app: App;
  let staff: Record<string, string>;
  const headersOf = async (email: string, password: string) => {
    const res = await app.inject({ method: 'POST', url: login.path, payload: { email, password } });
    expect(res.statusCode, email).toBe(200);
    return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
  };
  const get = async <T>(url: string, headers: Record<string, string>) => {
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res.json<T>();
  };

  beforeAll(async () => {
    app = await createTestApp({ seedDemoData: true });
    staff = await headersOf(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  });
  afterAll(() => app.close());

  it("signs each branch's two technicians in to their tablet day, one of them with a clock running now", async () => {
    const running: Array<WorkshopToday['running']> = [];
    for (const technician of DEMO_TECHNICIANS) {
      const headers = await headersOf(technician.email, DEMO_TECHNICIAN_PASSWORD);
      const day = await get<WorkshopToday>(getWorkshopToday.path, headers);
      expect(day.branch, technician.email).toBe(technician.branch);
      expect(day.technician.fullName).toBe(technician.fullName);
      expect(day.jobs.length, technician.email).toBeGreaterThan(0);
      expect(day.jobs.every((job) => job.branch === technician.branch)).toBe(true);
      if (day.running) running.push(day.running);
    }
    expect(running).toHaveLength(1);
    const job = await get<RepairDetail>(buildPath(getRepair.path, { id: running[0]!.repairId }), staff);
    expect(job.step).toBe('repair');
  });

  it("names a technician on every approved labour line of the jobs past 'Sửa chữa' and the handed-over ones, each with its worked time, some paused or running today", async () => {
    const board = await get<RepairSummary[]>(listRepairs.path, staff);
    const closed = await get<RepairSummary[]>(`${listRepairs.path}?state=closed&page=1&limit=50`, staff);
    const jobs = [...board, ...closed.filter((job) => !board.some((open) => open._id === job._id))];
    const states = new Set<string>();
    let recentClosedWithClocks = 0;
    for (const job of jobs) {
      const clocks = await get<RepairClocks>(buildPath(getRepairClocks.path, { id: job._id }), staff);
      const approved = clocks.lines.filter((line) => line.approved === true);
      for (const line of approved) states.add(line.clock.state);
      if (job.closedAt || stepIndex(job.step) > stepIndex(TECHNICIAN_GATE_STEP)) {
        expect(job.unassignedLabour, job.code).toBe(0);
        expect(approved.length, job.code).toBeGreaterThan(0);
        for (const line of approved) expect(line.clock, job.code).toMatchObject({ state: 'finished' });
        expect(approved.every((line) => line.clock.seconds > 0)).toBe(true);
        expect(clocks.lead, job.code).not.toBeNull();
      }
      if (job.closedAt && Date.now() - Date.parse(job.closedAt) < 30 * 86_400_000 && approved.every((line) => line.technician && line.clock.seconds > 0)) recentClosedWithClocks += 1;
    }
    expect([...states].sort()).toEqual(['finished', 'paused', 'running']);
    expect(recentClosedWithClocks).toBeGreaterThanOrEqual(5);
  });

  it("never has one technician's stretches overlapping", async () => {
    const events = await app.db.select().from(clockEvents).orderBy(asc(clockEvents.at));
    const stretches = new Map<string, Array<[number, number]>>();
    const open = new Map<string, number>();
    for (const event of events) {
      const line = `${event.technicianId}:${event.lineId}`;
      if (event.kind === 'start') open.set(line, event.at.getTime());
      else if (open.has(line)) {
        const list = stretches.get(event.technicianId!) ?? [];
        list.push([open.get(line)!, event.at.getTime()]);
        stretches.set(event.technicianId!, list);
        open.delete(line);
      }
    }
    for (const [line, since] of open) {
      const technician = line.split(':')[0]!;
      stretches.set(technician, [...(stretches.get(technician) ?? []), [since, Date.now()]]);
    }
    for (const list of stretches.values()) {
      const sorted = [...list].sort((a, b) => a[0] - b[0]);
      for (let index = 1; index < sorted.length; index += 1) expect(sorted[index]![0]).toBeGreaterThanOrEqual(sorted[index - 1]![1]);
    }
  });

  it('leaves a database that has clock events alone when run again', async () => {
    const before = Number((await app.db.select({ n: count() }).from(clockEvents))[0]!.n);
    await app.db.transaction((tx) => seedWorkshop(tx));
    expect(Number((await app.db.select({ n: count() }).from(clockEvents))[0]!.n)).toBe(before);
  });
});
