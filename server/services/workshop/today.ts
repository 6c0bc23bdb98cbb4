import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { branchOf as garageBranchOf, DEFAULT_BRANCH, type BranchId } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import type { RepairStep } from '../../../contract/repair-steps';
import type { WorkshopJob, WorkshopPerson, WorkshopToday } from '../../../contract/workshop';
import type { Db } from '../../db/client';
import { accounts, repairInspections, repairMoves, repairOrders, vehicles } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import { vietnamToday } from '../../lib/vietnam-time';
import type { AuthUser } from '../../plugins/auth';
import type { ServiceDeps } from '../deps';
import { eventsOfRepairs, lineKey, runningLineOf } from './clock-rows';
import { onTheJob } from './floor-access';
import { labourLinesOf, toWorkshopLine } from './labour-lines';
import { actsAsTechnician, branchOfTechnician, findTechnician } from './technicians';

// The tablet's day (issue 44): the open jobs of the technician's branch they lead or have a labour
// line on. What it answers is built here column by column from the job, its car, its moves'
// photos, its inspection and its labour lines: no price, total, payment, phone or e-mail is read.

const lead = alias(accounts, 'lead_technician');

/** Whose day is read: a technician's own, or one a staff member names (the desk looking at a tablet). */
export interface FloorViewer {
  technician: WorkshopPerson;
  branch: BranchId;
  /** Staff look at it: every job counts as theirs to move. */
  staff: boolean;
}

/** The technician whose floor the caller reads: themselves, or (staff) the one named. */
export async function floorViewerOf(db: Db, user: AuthUser, technicianId: string | undefined): Promise<FloorViewer> {
  if (actsAsTechnician(user)) {
    return { technician: { _id: user.id, fullName: user.fullName }, branch: branchOfTechnician(user), staff: false };
  }
  if (!technicianId) throw badRequest(messages.workshop.technicianRequired);
  const technician = await findTechnician(db, technicianId);
  if (!technician) throw badRequest(messages.workshop.technicianInvalid);
  if (!technician.branch) throw badRequest(messages.workshop.noBranch);
  return { technician: { _id: technician._id, fullName: technician.fullName }, branch: technician.branch, staff: true };
}

/** Jobs as the tablet shows them, in the order of `repairIds`. */
export async function workshopJobsOf(db: Db, repairIds: string[], viewer: FloorViewer, now: Date): Promise<WorkshopJob[]> {
  if (repairIds.length === 0) return [];
  const [jobs, moves, inspections, lines, events] = await Promise.all([
    db
      .select({
        id: repairOrders.id,
        code: repairOrders.code,
        branch: repairOrders.branch,
        step: repairOrders.step,
        version: repairOrders.version,
        complaint: repairOrders.complaint,
        plate: vehicles.plate,
        model: vehicles.model,
        leadId: repairOrders.leadTechnicianId,
        leadName: lead.fullName,
      })
      .from(repairOrders)
      .innerJoin(vehicles, eq(vehicles.id, repairOrders.vehicleId))
      .leftJoin(lead, eq(lead.id, repairOrders.leadTechnicianId))
      .where(inArray(repairOrders.id, repairIds)),
    db
      .select({ repairId: repairMoves.repairId, photos: repairMoves.photos })
      .from(repairMoves)
      .where(inArray(repairMoves.repairId, repairIds))
      .orderBy(asc(repairMoves.version)),
    db
      .select({
        repairId: repairInspections.repairId,
        templateId: repairInspections.templateId,
        templateName: repairInspections.templateName,
        version: repairInspections.version,
        points: repairInspections.points,
      })
      .from(repairInspections)
      .where(inArray(repairInspections.repairId, repairIds)),
    labourLinesOf(db, repairIds),
    eventsOfRepairs(db, repairIds),
  ]);
  const byId = new Map(jobs.map((job) => [job.id, job]));
  return repairIds.flatMap((id): WorkshopJob[] => {
    const job = byId.get(id);
    if (!job) return [];
    const inspection = inspections.find((row) => row.repairId === id);
    return [
      {
        _id: job.id,
        code: job.code,
        branch: garageBranchOf(job.branch)?.id ?? DEFAULT_BRANCH,
        step: job.step as RepairStep,
        version: job.version,
        plate: job.plate,
        model: job.model,
        complaint: job.complaint,
        // The check-in's photos and those of every move since, in order.
        photos: moves.filter((move) => move.repairId === id).flatMap((move) => move.photos),
        lead: job.leadId && job.leadName !== null ? { _id: job.leadId, fullName: job.leadName } : null,
        isLead: viewer.staff || job.leadId === viewer.technician._id,
        inspection: inspection
          ? {
              templateId: inspection.templateId,
              templateName: inspection.templateName,
              version: inspection.version,
              points: inspection.points.map((point) => ({ id: point.id, label: point.label, status: point.status, note: point.note, photos: point.photos })),
            }
          : null,
        lines: (lines.get(id) ?? []).map((line) => ({
          ...toWorkshopLine(line, events.get(lineKey(id, line.id)) ?? [], now),
          mine: line.technicianId === viewer.technician._id,
        })),
      },
    ];
  });
}

/**
 * GET /api/workshop/today: the open jobs at the technician's branch that they lead or have a labour
 * line on, the oldest first, each with its lines' clocks folded now, and the one line whose clock
 * runs for them. A technician reads their own (403 without a branch); staff name one.
 */
export async function getWorkshopToday(deps: Pick<ServiceDeps, 'db' | 'now'>, user: AuthUser, technicianId: string | undefined): Promise<WorkshopToday> {
  const viewer = await floorViewerOf(deps.db, user, technicianId);
  const now = deps.now();
  const rows = await deps.db
    .select({ id: repairOrders.id })
    .from(repairOrders)
    .where(and(eq(repairOrders.branch, viewer.branch), isNull(repairOrders.closedAt), onTheJob(viewer.technician._id)))
    .orderBy(asc(repairOrders.createdAt), asc(repairOrders.id));
  const [jobs, running] = await Promise.all([
    workshopJobsOf(
      deps.db,
      rows.map((row) => row.id),
      viewer,
      now,
    ),
    runningLineOf(deps.db, viewer.technician._id, now),
  ]);
  return { day: vietnamToday(now), branch: viewer.branch, technician: viewer.technician, jobs, running, serverTime: now.toISOString() };
}
