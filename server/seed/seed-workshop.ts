import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { BRANCH_IDS, type BranchId } from '../../contract/garage';
import { stepIndex, type RepairStep } from '../../contract/repair-steps';
import { closingOf, vietnamDayOf, type ClockEventKind } from '../../contract/workshop-rules';
import type { Db } from '../db/client';
import { accounts, clockEvents, repairMoves, repairOrders, repairQuoteLines } from '../db/schema';
import { newObjectId } from '../lib/object-id';
import { DEMO_TECHNICIANS } from './seed-accounts';

const MINUTE_MS = 60_000;

/** How long each line really took against its quoted hours, in turn: some beat the book, some do not. */
const PACE = [1.1, 0.85, 1.25, 0.9, 1, 0.8, 1.15];

type Job = typeof repairOrders.$inferSelect;

/**
 * When the clock running now started: `wanted`, unless the stretch would already have stopped by
 * itself (started before today's closing with the garage closed now, or yesterday), then the start
 * of the stretch that still runs (closing time, or midnight), whatever the hour the seed runs at.
 */
function runningStart(wanted: number, now: Date): number {
  const closing = closingOf(now).getTime();
  const dayStart = Date.parse(`${vietnamDayOf(now)}T00:00:00+07:00`);
  return Math.max(wanted, now.getTime() >= closing ? closing : dayStart);
}
type LabourLine = { id: string; repairId: string; quantity: number; position: number };

interface Clocked {
  job: Job;
  line: LabourLine;
  technicianId: string;
  /** When the work should have ended (the move to 'Kiểm tra lại'); null: still on it. */
  endsBy: Date | null;
  state: 'running' | 'paused' | 'finished';
}

/**
 * The workshop floor of the demo (issue 44): each branch's two technicians take the jobs of their
 * branch in turn, from 'Kiểm tra' on as the lead and on the approved labour lines, and the clocks
 * tell what was done: finished (two stretches with a break, some faster than the quoted hours,
 * some slower) on the jobs past 'Sửa chữa' and the handed-over ones, one clock running now on the
 * car in 'Sửa chữa' and one paused on the car being prepared. A technician's stretches never overlap:
 * each one's work is laid back from now, the latest first. Runs after seedQuotes; a database with
 * clock events is left alone.
 */
export async function seedWorkshop(tx: Db, now: Date = new Date()): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(clockEvents);
  if (Number(existing?.n ?? 0) > 0) return;
  const technicians = await tx
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.email, DEMO_TECHNICIANS.map((technician) => technician.email)));
  const team = new Map<BranchId, string[]>(BRANCH_IDS.map((branch) => [branch, []]));
  for (const technician of DEMO_TECHNICIANS) {
    const id = technicians.find((row) => row.email === technician.email)?.id;
    if (id) team.get(technician.branch)!.push(id);
  }

  const jobs = await tx.select().from(repairOrders).orderBy(asc(repairOrders.createdAt), asc(repairOrders.id));
  const lines = await tx
    .select({ id: repairQuoteLines.id, repairId: repairQuoteLines.repairId, quantity: repairQuoteLines.quantity, position: repairQuoteLines.position })
    .from(repairQuoteLines)
    .where(and(eq(repairQuoteLines.kind, 'labour'), eq(repairQuoteLines.approved, true)))
    .orderBy(asc(repairQuoteLines.position));
  const rechecks = await tx.select({ repairId: repairMoves.repairId, at: repairMoves.createdAt }).from(repairMoves).where(eq(repairMoves.toStep, 'recheck'));

  const turn = new Map<BranchId, number>();
  const clocked: Clocked[] = [];
  for (const job of jobs) {
    const step = job.step as RepairStep;
    const members = team.get(job.branch as BranchId) ?? [];
    if (members.length === 0 || stepIndex(step) < stepIndex('inspection')) continue;
    const index = turn.get(job.branch as BranchId) ?? 0;
    turn.set(job.branch as BranchId, index + 1);
    const lead = members[index % members.length]!;
    await tx.update(repairOrders).set({ leadTechnicianId: lead }).where(eq(repairOrders.id, job.id));
    const own = lines.filter((line) => line.repairId === job.id);
    for (const [position, line] of own.entries()) {
      // A second labour line goes to the branch's other technician.
      const technicianId = members[(index + position) % members.length]!;
      await tx.update(repairQuoteLines).set({ technicianId }).where(eq(repairQuoteLines.id, line.id));
      if (job.closedAt || stepIndex(step) > stepIndex('repair')) {
        const recheck = rechecks.find((move) => move.repairId === job.id)?.at ?? job.stepStartedAt;
        clocked.push({ job, line, technicianId, endsBy: new Date(recheck.getTime() - 5 * MINUTE_MS), state: 'finished' });
      } else if (step === 'repair' && position === 0) {
        clocked.push({ job, line, technicianId, endsBy: null, state: 'running' });
      } else if (step === 'preparation' && position === 0) {
        clocked.push({ job, line, technicianId, endsBy: new Date(Math.min(now.getTime() - 30 * MINUTE_MS, job.stepStartedAt.getTime() + 60 * MINUTE_MS)), state: 'paused' });
      }
    }
  }

  // Each technician's work laid back from now, the latest first, so no two of their stretches overlap.
  const freeBefore = new Map<string, number>();
  const latestFirst = [...clocked].sort((a, b) => (b.endsBy?.getTime() ?? Infinity) - (a.endsBy?.getTime() ?? Infinity));
  const rows: Array<typeof clockEvents.$inferInsert> = [];
  for (const [order, item] of latestFirst.entries()) {
    const free = freeBefore.get(item.technicianId) ?? now.getTime();
    const event = (kind: ClockEventKind, at: number, n: number) => ({
      id: newObjectId(new Date(at)),
      repairId: item.job.id,
      lineId: item.line.id,
      technicianId: item.technicianId,
      kind,
      at: new Date(at),
      key: `seed-${item.line.id}-${n}`,
      recordedBy: item.technicianId,
      recordedAt: new Date(at),
    });
    if (item.state === 'running') {
      const start = runningStart(Math.min(free, now.getTime()) - 100 * MINUTE_MS, now);
      rows.push(event('start', start, 1));
      freeBefore.set(item.technicianId, start - 5 * MINUTE_MS);
      continue;
    }
    const end = Math.min(item.endsBy!.getTime(), free);
    if (item.state === 'paused') {
      const start = end - 45 * MINUTE_MS;
      rows.push(event('start', start, 1), event('pause', end, 2));
      freeBefore.set(item.technicianId, start - 5 * MINUTE_MS);
      continue;
    }
    // Two stretches with a 15-minute break between them, at this line's pace.
    const worked = Math.round(item.line.quantity * 60 * PACE[order % PACE.length]!) * MINUTE_MS;
    const first = Math.round(worked / 2 / MINUTE_MS) * MINUTE_MS;
    const start = end - worked - 15 * MINUTE_MS;
    rows.push(event('start', start, 1), event('pause', start + first, 2), event('start', start + first + 15 * MINUTE_MS, 3), event('finish', end, 4));
    freeBefore.set(item.technicianId, start - 5 * MINUTE_MS);
  }
  if (rows.length > 0) await tx.insert(clockEvents).values(rows);
}
