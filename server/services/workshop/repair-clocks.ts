import { eq, inArray } from 'drizzle-orm';
import { messages } from '../../../contract/messages';
import type { ClockEvent, RepairClocks } from '../../../contract/workshop';
import { foldClock, unassignedLabourLines } from '../../../contract/workshop-rules';
import type { Db } from '../../db/client';
import { accounts, clockEvents, repairOrders } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import type { ServiceDeps } from '../deps';
import { lockRepair, tellRepair } from '../repairs/repair-rows';
import { eventsOfLine, eventsOfRepairs, lineKey, lockTechnicianClock, type ClockEventRow } from './clock-rows';
import { labourLineOfRepair, labourLinesOf, toWorkshopLine } from './labour-lines';

// The job page's labour (issue 44): every labour line with its technician, its clock and every
// event behind it (who, when, the corrections and their reasons), and the staff's correction.

async function namesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: accounts.id, fullName: accounts.fullName }).from(accounts).where(inArray(accounts.id, unique));
  return new Map(rows.map((row) => [row.id, row.fullName]));
}

function toClockEvent(row: ClockEventRow, names: Map<string, string>): ClockEvent {
  const person = (id: string | null) => (id && names.has(id) ? { _id: id, fullName: names.get(id)! } : null);
  return {
    _id: row.id,
    kind: row.kind,
    at: row.at.toISOString(),
    seconds: row.seconds,
    reason: row.reason,
    technician: person(row.technicianId),
    by: person(row.recordedBy),
    recordedAt: row.recordedAt.toISOString(),
  };
}

/** GET /api/repairs/:id/clocks: the lead, each labour line with its clock and events (the oldest first), and how many approved ones nobody is named on. */
export async function getRepairClocks(deps: Pick<ServiceDeps, 'db' | 'now'>, repairId: string): Promise<RepairClocks> {
  const { db } = deps;
  const [job] = await db
    .select({ id: repairOrders.id, leadId: repairOrders.leadTechnicianId, leadName: accounts.fullName })
    .from(repairOrders)
    .leftJoin(accounts, eq(accounts.id, repairOrders.leadTechnicianId))
    .where(eq(repairOrders.id, repairId));
  if (!job) throw notFound(messages.repairs.notFound);
  const now = deps.now();
  const [lines, events] = await Promise.all([labourLinesOf(db, [repairId]), eventsOfRepairs(db, [repairId])]);
  const labour = lines.get(repairId) ?? [];
  const names = await namesOf(
    db,
    [...events.values()].flat().flatMap((event) => [event.technicianId, event.recordedBy].filter((id): id is string => id !== null)),
  );
  return {
    lead: job.leadId && job.leadName !== null ? { _id: job.leadId, fullName: job.leadName } : null,
    lines: labour.map((line) => {
      const own = events.get(lineKey(repairId, line.id)) ?? [];
      return { ...toWorkshopLine(line, own, now), events: own.map((event) => toClockEvent(event, names)) };
    }),
    unassigned: unassignedLabourLines(labour).length,
  };
}

/**
 * POST …/clock/corrections: staff set a line's worked time to `totalMinutes`, with a reason. The
 * clock's rows are never changed: a 'correction' of the difference (from the line's fold now) is
 * added for the line's technician, under their clock lock and the job's row, and kept with its
 * reason and who made it. A line nobody is named on has no clock to correct (409).
 */
export async function correctClock(
  deps: ServiceDeps,
  staff: AuthUser,
  repairId: string,
  lineId: string,
  body: { totalMinutes: number; reason: string },
): Promise<RepairClocks> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const unlocked = await labourLineOfRepair(deps.db, repairId, lineId);
    if (!unlocked.technicianId) throw conflict(messages.workshop.lineNoTechnician);
    const technicianId = unlocked.technicianId;
    const row = await deps.db.transaction(async (tx) => {
      await lockTechnicianClock(tx, technicianId);
      const row = await lockRepair(tx, repairId);
      const line = await labourLineOfRepair(tx, repairId, lineId);
      // Named on someone else since the read: taken again under that one's lock.
      if (line.technicianId !== technicianId) return null;
      const now = deps.now();
      const current = foldClock(await eventsOfLine(tx, repairId, lineId), now).seconds;
      await tx.insert(clockEvents).values({
        repairId,
        lineId,
        technicianId,
        kind: 'correction',
        at: now,
        seconds: body.totalMinutes * 60 - current,
        reason: body.reason,
        key: null,
        recordedBy: staff.id,
        recordedAt: now,
      });
      return row;
    });
    if (!row) continue;
    tellRepair(deps, row);
    return getRepairClocks(deps, repairId);
  }
  throw conflict(messages.workshop.lineNoTechnician);
}
