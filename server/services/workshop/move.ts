import { eq } from 'drizzle-orm';
import { branchOf, DEFAULT_BRANCH } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import { nextStep, type RepairStep } from '../../../contract/repair-steps';
import type { WorkshopJob } from '../../../contract/workshop';
import { TECHNICIAN_MOVE_STEPS } from '../../../contract/workshop-rules';
import { repairOrders } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import type { ServiceDeps } from '../deps';
import { applyMove } from '../repairs/move';
import { refuseOffTheJob } from './floor-access';
import { workshopJobsOf, type FloorViewer } from './today';
import { actsAsTechnician, branchOfTechnician } from './technicians';

/**
 * POST /api/workshop/jobs/:id/next: the tablet's 'next step'. Through the desk's own move (the
 * version, the quote's gate at 'Xác nhận', the technicians' gate at 'Kiểm tra lại', the mails), with
 * what the floor may do checked first under the job's lock: the technician's own job at their branch,
 * and only from the workshop's steps (the quote, the answer and the handover are the desk's: 409).
 * Answers the job as the tablet shows it.
 */
export async function moveWorkshopJob(deps: ServiceDeps, user: AuthUser, id: string, version: number): Promise<WorkshopJob> {
  const [seen] = await deps.db.select({ step: repairOrders.step }).from(repairOrders).where(eq(repairOrders.id, id));
  if (!seen) throw notFound(messages.repairs.notFound);
  // The step the version names; a job moved since fails on its version under the lock (409 with where it is now).
  const to = nextStep(seen.step as RepairStep) ?? (seen.step as RepairStep);
  const moved = await applyMove(deps, user, id, { step: to, version, note: '', photos: [], shared: false }, async (tx, current) => {
    await refuseOffTheJob(tx, user, current, messages.workshop.notYourJob);
    if (current.version === version && !TECHNICIAN_MOVE_STEPS.includes(current.step as RepairStep)) throw conflict(messages.workshop.moveNotAllowed);
  });
  const viewer: FloorViewer = actsAsTechnician(user)
    ? { technician: { _id: user.id, fullName: user.fullName }, branch: branchOfTechnician(user), staff: false }
    : { technician: { _id: user.id, fullName: user.fullName }, branch: branchOf(moved.branch)?.id ?? DEFAULT_BRANCH, staff: true };
  const [job] = await workshopJobsOf(deps.db, [moved.id], viewer, deps.now());
  return job!;
}
