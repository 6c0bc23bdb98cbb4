import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, isNotNull } from 'drizzle-orm';
import { login } from '../../contract/accounts';
import { getWorkshopCounts, listMyVehicles, listRepairs, type MyVehicle, type RepairSummary, type WorkshopCounts } from '../../contract/repairs';
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

  it('leaves a database that has repair orders alone when run again', async () => {
    const jobs = async () => Number((await app.db.select({ n: count() }).from(repairOrders))[0]!.n);
    const before = await jobs();
    const moves = Number((await app.db.select({ n: count() }).from(repairMoves))[0]!.n);
    await app.db.transaction((tx) => seedRepairs(tx));
    expect(await jobs()).toBe(before);
    expect(Number((await app.db.select({ n: count() }).from(repairMoves))[0]!.n)).toBe(moves);
    expect(Number((await app.db.select({ n: count() }).from(repairOrders).where(isNotNull(repairOrders.closedAt)))[0]!.n)).toBe(4);
  });
});
