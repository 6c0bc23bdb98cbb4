import { and, eq, isNull } from 'drizzle-orm';
import { format, messages } from '../../../contract/messages';
import { CLOSING_STEP, MAILED_STEPS, moveProblem, quoteStateOf, REPAIR_STEP_LABELS, type RepairStep } from '../../../contract/repair-steps';
import type { MoveRepairBody, RepairDetail } from '../../../contract/repairs';
import type { Db } from '../../db/client';
import { repairMoves, repairOrders, repairQuotes, vehicles } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import QRCode from 'qrcode';
import { paymentRequestMail, repairStepMail } from '../../mails/repair-mails';
import { owedTransfer } from '../money/payment-request';
import type { AuthUser } from '../../plugins/auth';
import { prepareImages, storeImages } from '../bookings/pictures';
import type { ServiceDeps } from '../deps';
import { provenRecipient } from '../notify';
import { unassignedLabourCount } from '../workshop/labour-lines';
import { lockRepair, repairDetail, tellRepair, type RepairRow } from './repair-rows';

/** Why a move with this version cannot be made on the job as it is now: closed, or someone moved it first. */
function refuseOutdated(row: RepairRow, version: number): void {
  if (row.closedAt) throw conflict(messages.repairs.closed);
  if (row.version !== version) {
    const step = row.step as RepairStep;
    throw conflict(format(messages.repairs.stale, { step: REPAIR_STEP_LABELS[step] }), { currentStep: step, version: row.version });
  }
}

/** At quote and handover the customer with an account hears of it (check-in mails 'Tiếp nhận' itself). */
async function queueStepMail(deps: ServiceDeps, tx: Db, row: RepairRow, step: RepairStep, sharedNote: string) {
  if (step === 'received' || !MAILED_STEPS.includes(step)) return;
  const recipient = await provenRecipient(tx, row.accountId);
  if (!recipient) return;
  const [vehicle] = await tx.select({ plate: vehicles.plate, model: vehicles.model }).from(vehicles).where(eq(vehicles.id, row.vehicleId));
  const facts = { code: row.code, fullName: row.fullName, plate: vehicle?.plate ?? '', model: vehicle?.model ?? '', branch: row.branch };
  // Ready for handover with money owed: the one mail says so and carries the code to pay it by
  // transfer; nothing owed or no account at the branch, the usual step mail.
  const owed = step === 'handover' ? await owedTransfer(tx, row.id) : null;
  if (owed) {
    const png = await QRCode.toBuffer(owed.payload, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: 440 });
    await deps.mail.add(tx, paymentRequestMail(recipient.email, facts, owed, png, deps.settings.notify.siteOrigin));
    return;
  }
  await deps.mail.add(tx, repairStepMail(recipient.email, facts, step, sharedNote, deps.settings.notify.siteOrigin));
}

/** What the mover may do is checked on the locked row, before anything else (a technician's own job, at their branch and step). */
export type MoveGuard = (tx: Db, current: RepairRow) => Promise<void>;

/**
 * Moves a job to a step with the version the mover saw. The row is locked, so movers take turns;
 * the one who finds another version was too late (409 with the step it is at now), a closed job
 * moves no more (409), and the step rules (contract moveProblem) are checked against the row as
 * it is under the lock. The update names the version too, and repair_moves is unique per
 * (job, version): a move is never lost nor made twice, on any process. Reaching 'Bảo hành' closes it.
 */
export async function moveRepair(deps: ServiceDeps, staff: AuthUser, id: string, body: MoveRepairBody): Promise<RepairDetail> {
  const moved = await applyMove(deps, staff, id, body);
  return repairDetail(deps.db, moved.id);
}

/**
 * The move itself, by whoever moves (staff at the desk, a technician on the tablet through
 * `guard`), with every gate the same: answers the job's row as moved, its pages told.
 */
export async function applyMove(deps: ServiceDeps, actor: AuthUser, id: string, body: MoveRepairBody, guard?: MoveGuard): Promise<RepairRow> {
  const prepared = await prepareImages(body.photos);
  const moved = await deps.db.transaction(async (tx) => {
    const current = await lockRepair(tx, id);
    if (guard) await guard(tx, current);
    refuseOutdated(current, body.version);
    // The quote is read under the job's lock: a save or an answer (which take the same lock) cannot slip in between.
    const [quote] = await tx
      .select({ version: repairQuotes.version, answeredVersion: repairQuotes.answeredVersion })
      .from(repairQuotes)
      .where(eq(repairQuotes.repairId, id));
    // So are the lines: a technician named between the read and the move is seen (the gate at 'Kiểm tra lại').
    const unassignedLabour = await unassignedLabourCount(tx, id);
    const job = { step: current.step as RepairStep, closed: current.closedAt !== null, quoteState: quoteStateOf(quote ?? null), unassignedLabour };
    const problem = moveProblem(job, body.step, body.note);
    // A labour line without its technician is the job's state, not the request's: 409, like a stale version.
    if (problem) throw problem === format(messages.workshop.labourUnassigned, { n: unassignedLabour }) ? conflict(problem) : badRequest(problem);
    const now = deps.now();
    const [row] = await tx
      .update(repairOrders)
      .set({
        step: body.step,
        version: current.version + 1,
        stepStartedAt: now,
        closedAt: body.step === CLOSING_STEP ? now : null,
        updatedAt: now,
      })
      .where(and(eq(repairOrders.id, id), eq(repairOrders.version, body.version), isNull(repairOrders.closedAt)))
      .returning();
    if (!row) {
      // Not reached while the lock holds; kept so the rule does not rest on the lock alone.
      const [again] = await tx.select().from(repairOrders).where(eq(repairOrders.id, id));
      if (!again) throw notFound(messages.repairs.notFound);
      refuseOutdated(again, body.version);
      throw conflict(messages.repairs.closed);
    }
    const photos = await storeImages(tx, prepared);
    await tx.insert(repairMoves).values({
      repairId: id,
      fromStep: current.step,
      toStep: body.step,
      version: row.version,
      note: body.note,
      photos,
      shared: body.shared,
      accountId: actor.id,
      createdAt: now,
    });
    await queueStepMail(deps, tx, row, body.step, body.shared ? body.note : '');
    return row;
  });
  tellRepair(deps, moved);
  return moved;
}
