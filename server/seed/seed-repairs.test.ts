import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, isNotNull } from 'drizzle-orm';
import { login } from '../../contract/accounts';
import { buildPath } from '../../contract/endpoint';
import { quoteTotals } from '../../contract/quote-rules';
import { QUOTE_GATE_STEP, stepIndex } from '../../contract/repair-steps';
import { getRepair, getWorkshopCounts, listMyVehicles, listRepairs, type MyVehicle, type RepairDetail, type RepairSummary, type WorkshopCounts } from '../../contract/repairs';
import { BRANCH_IDS } from '../../contract/garage';
import type { App } from '../app';
import { repairMoves, repairOrders } from '../db/schema';
import { createTestApp } from '../test/test-app';
import { DEMO_ACCOUNTS } from './seed-accounts';
import { seedRepairs } from './seed-repairs';

describe('demo repair orders of the seed', () => {
  let app: App;
  const headersOf = async (email: string, password: string) => {
    const res = await app.inject({ method: 'POST', url: login.path, payload: { email, password } });
    return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
  };

  beforeAll(async () => {
    app = await createTestApp({ seedDemoData: true });
  });
  afterAll(() => app.close());

  it('fills the board of both branches across the steps, some cars past their limit, one handed over today', async () => {
    const headers = await headersOf(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const board = (await app.inject({ method: 'GET', url: listRepairs.path, headers })).json<RepairSummary[]>();
    for (const branch of BRANCH_IDS) expect(board.filter((job) => job.branch === branch).length, branch).toBeGreaterThan(3);
    expect(new Set(board.map((job) => job.step)).size).toBeGreaterThanOrEqual(10);
    expect(board.filter((job) => job.closedAt !== null)).toHaveLength(1);
    expect(board.filter((job) => job.bookingId !== null).length).toBeGreaterThan(0);
    const counts = (await app.inject({ method: 'GET', url: getWorkshopCounts.path, headers })).json<WorkshopCounts>();
    expect(counts.steps.reduce((sum, step) => sum + step.overdue, 0)).toBeGreaterThanOrEqual(3);
    expect(counts.steps.reduce((sum, step) => sum + step.count, 0)).toBe(board.length - 1);
    const closed = await app.inject({ method: 'GET', url: `${listRepairs.path}?state=closed&page=1&limit=10`, headers });
    expect(Number(closed.headers['x-total-count'])).toBeGreaterThanOrEqual(4);
  });

  it('gives the demo customer a car with an open job, shared notes and two past jobs', async () => {
    const headers = await headersOf(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const cars = (await app.inject({ method: 'GET', url: listMyVehicles.path, headers })).json<MyVehicle[]>();
    expect(cars).toHaveLength(1);
    const [car] = cars;
    expect(car!.plate).toBe('51H-246.81');
    expect(car!.openRepair?.step).toBe('repair');
    expect(car!.openRepair!.moves.filter((move) => move.note !== '').length).toBeGreaterThanOrEqual(3);
    // The unshared note of 'Chuẩn bị' stays with the staff.
    expect(car!.openRepair!.moves.find((move) => move.toStep === 'preparation')!.note).toBe('');
    expect(car!.history.map((job) => job.step)).toEqual(['warranty', 'warranty']);
  });

  it('gives every job from the quote on a quote, answered past Xác nhận, and each closed job its payment of the approved lines, as the rules would', async () => {
    const headers = await headersOf(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const board = (await app.inject({ method: 'GET', url: listRepairs.path, headers })).json<RepairSummary[]>();
    const closed = (await app.inject({ method: 'GET', url: `${listRepairs.path}?state=closed&page=1&limit=50`, headers })).json<RepairSummary[]>();
    const jobs = await Promise.all(
      [...board, ...closed.filter((job) => !board.some((open) => open._id === job._id))].map(
        async (job) => (await app.inject({ method: 'GET', url: buildPath(getRepair.path, { id: job._id }), headers })).json<RepairDetail>(),
      ),
    );
    let declined = 0;
    for (const job of jobs) {
      const index = stepIndex(job.step);
      if (index < stepIndex('quote')) expect(job.quote, job.code).toBeNull();
      else expect(job.quote, job.code).not.toBeNull();
      if (index > stepIndex(QUOTE_GATE_STEP)) expect(job.quoteState, job.code).toBe('answered');
      if (job.quote) expect(job.quote.totals).toEqual(quoteTotals(job.quote.lines, job.quote.totals.discount, job.quote.vatRate));
      declined += job.quote?.lines.filter((line) => line.approved === false).length ?? 0;
      if (job.closedAt) {
        expect(job.payment?.amount, job.code).toBe(job.quote!.approvedTotals!.total);
        expect(job.nextService.on, job.code).not.toBeNull();
      } else expect(job.payment).toBeNull();
    }
    expect(jobs.filter((job) => job.quoteState === 'waiting').length).toBeGreaterThanOrEqual(2);
    expect(declined).toBeGreaterThan(0);
    // The demo customer's car keeps its warranties and the lines declined on closed jobs.
    const customer = await headersOf(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const [car] = (await app.inject({ method: 'GET', url: listMyVehicles.path, headers: customer })).json<MyVehicle[]>();
    expect(car!.warranties.length).toBeGreaterThan(0);
    expect(car!.nextService?.on).toBeTruthy();
  });

  it('leaves a database that has repair orders alone when run again', async () => {
    const jobs = async () => Number((await app.db.select({ n: count() }).from(repairOrders))[0]!.n);
    const before = await jobs();
    const moves = Number((await app.db.select({ n: count() }).from(repairMoves))[0]!.n);
    await app.db.transaction((tx) => seedRepairs(tx));
    expect(await jobs()).toBe(before);
    expect(Number((await app.db.select({ n: count() }).from(repairMoves))[0]!.n)).toBe(moves);
    expect(Number((await app.db.select({ n: count() }).from(repairOrders).where(isNotNull(repairOrders.closedAt)))[0]!.n)).toBe(8);
  });
});
