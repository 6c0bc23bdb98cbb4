import { and, eq, inArray } from 'drizzle-orm';
import { format, messages } from '../../../contract/messages';
import { CLOCK_EVENT_MAX_AGE_DAYS, type ClockBody, type WorkshopLine } from '../../../contract/workshop';
import type { Db } from '../../db/client';
import { clockEvents, repairOrders } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import type { ServiceDeps } from '../deps';
import { lockRepair, tellRepair, type RepairRow } from '../repairs/repair-rows';
import { eventsOfLine, lockTechnicianClock, pauseOtherLines, runningLineOf } from './clock-rows';
import { labourLineOfRepair, lineOfRepair, toWorkshopLine } from './labour-lines';
import { actsAsTechnician, branchOfTechnician } from './technicians';

/** How far ahead of the server's clock a tablet's `at` may be (clocks drift). */
export const CLOCK_EVENT_MAX_AHEAD_MS = 2 * 60_000;

export interface ClockAnswer {
  line: WorkshopLine;
  running: { repairId: string; lineId: string } | null;
  duplicate: boolean;
}

/** The technician a clock event is for: the caller (a technician), or the line's (staff clocking for them). */
async function technicianOfEvent(db: Db, user: AuthUser, repairId: string, lineId: string): Promise<string> {
  if (actsAsTechnician(user)) return user.id;
  const line = await lineOfRepair(db, repairId, lineId);
  if (!line.technicianId) throw conflict(messages.workshop.lineNoTechnician);
  return line.technicianId;
}

/** Said when the line's technician changed between the unlocked read and the lock: the clock is tried again with the new one. */
class TechnicianChanged extends Error {}

/**
 * POST /api/repairs/:id/lines/:lineId/clock: a tap on a labour line's clock, sent when it happened
 * or later (a tablet back online). Under the technician's clock lock (taken first, so one person's
 * events take turns across jobs and processes) and then the job's row: a technician clocks only
 * their own line of a job at their branch; staff clock a line for the technician named on it. The
 * event is stored once per key (a replay answers the line as it is, `duplicate`, changing nothing),
 * and a start pauses the technician's other running line at that instant. The job's open pages are
 * told after the commit, and so are those of a job whose line was paused.
 */
export async function clockLine(deps: ServiceDeps, user: AuthUser, repairId: string, lineId: string, body: ClockBody): Promise<ClockAnswer> {
  const at = new Date(body.at);
  for (let attempt = 0; ; attempt += 1) {
    const technicianId = await technicianOfEvent(deps.db, user, repairId, lineId);
    try {
      return await recordClockEvent(deps, user, technicianId, repairId, lineId, at, body);
    } catch (error) {
      if (error instanceof TechnicianChanged && attempt < 3) continue;
      if (error instanceof TechnicianChanged) throw conflict(messages.workshop.lineNoTechnician);
      throw error;
    }
  }
}

async function recordClockEvent(deps: ServiceDeps, user: AuthUser, technicianId: string, repairId: string, lineId: string, at: Date, body: ClockBody): Promise<ClockAnswer> {
  const now = deps.now();
  const { row, duplicate, paused } = await deps.db.transaction(async (tx) => {
    await lockTechnicianClock(tx, technicianId);
    const row = await lockRepair(tx, repairId);
    const technician = actsAsTechnician(user);
    // A technician learns nothing of another branch's jobs: refused before the line is looked at.
    if (technician && row.branch !== branchOfTechnician(user)) throw forbidden(messages.workshop.otherBranch);
    const line = await labourLineOfRepair(tx, repairId, lineId);
    if (technician && line.technicianId !== user.id) throw forbidden(messages.workshop.notYourLine);
    if (!technician && line.technicianId !== technicianId) throw new TechnicianChanged();

    // A replay of a tap already stored: the line as it is, whatever has happened since.
    const [already] = await tx
      .select({ id: clockEvents.id })
      .from(clockEvents)
      .where(and(eq(clockEvents.technicianId, technicianId), eq(clockEvents.key, body.key)));
    if (already) return { row, duplicate: true, paused: [] };

    if (line.approved !== true) throw conflict(messages.workshop.lineNotApproved);
    if (row.closedAt) throw conflict(messages.workshop.clockClosedJob);
    if (at.getTime() > now.getTime() + CLOCK_EVENT_MAX_AHEAD_MS) throw badRequest(messages.workshop.atInFuture);
    if (at.getTime() < now.getTime() - CLOCK_EVENT_MAX_AGE_DAYS * 86_400_000) throw badRequest(format(messages.workshop.atTooOld, { days: CLOCK_EVENT_MAX_AGE_DAYS }));

    const [stored] = await tx
      .insert(clockEvents)
      .values({ repairId, lineId, technicianId, kind: body.action, at, key: body.key, recordedBy: user.id, recordedAt: now })
      .onConflictDoNothing()
      .returning({ id: clockEvents.id });
    if (!stored) return { row, duplicate: true, paused: [] };
    // Only a start can leave two clocks running; it is checked from its own moment on (it may be a late one).
    const paused = body.action === 'start' ? await pauseOtherLines(tx, technicianId, at, user.id, now) : [];
    return { row, duplicate: false, paused };
  });
  if (!duplicate) {
    tellRepair(deps, row);
    await tellOtherJobs(deps, paused.map((pause) => pause.repairId).filter((id) => id !== row.id));
  }
  const [line, events, running] = await Promise.all([
    labourLineOfRepair(deps.db, repairId, lineId),
    eventsOfLine(deps.db, repairId, lineId),
    runningLineOf(deps.db, technicianId, now),
  ]);
  return { line: toWorkshopLine(line, events, now), running, duplicate };
}

/** The open pages of other jobs whose line a start paused read them again. */
export async function tellOtherJobs(deps: Pick<ServiceDeps, 'db' | 'live'>, repairIds: string[]): Promise<void> {
  const ids = [...new Set(repairIds)];
  if (ids.length === 0) return;
  const rows: RepairRow[] = await deps.db.select().from(repairOrders).where(inArray(repairOrders.id, ids));
  for (const other of rows) tellRepair(deps, other);
}
