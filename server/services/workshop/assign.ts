import { and, eq } from 'drizzle-orm';
import type { RepairClocks } from '../../../contract/workshop';
import { repairOrders, repairQuoteLines } from '../../db/schema';
import type { ServiceDeps } from '../deps';
import { lockRepair, tellRepair } from '../repairs/repair-rows';
import { labourLineOfRepair } from './labour-lines';
import { getRepairClocks } from './repair-clocks';
import { assertBranchTechnician } from './technicians';

// Who does the work (issue 44): staff name a technician of the job's branch on each labour line
// and a lead on the job. Neither is a change of the quote (its version, and so the customer's
// answer, stay) nor a move of the job (its version stays); the job's open pages read it again.

/** PUT /api/repairs/:id/lines/:lineId/technician: a labour line's technician (null: nobody). */
export async function assignLineTechnician(deps: ServiceDeps, repairId: string, lineId: string, technicianId: string | null): Promise<RepairClocks> {
  const row = await deps.db.transaction(async (tx) => {
    const row = await lockRepair(tx, repairId);
    await labourLineOfRepair(tx, repairId, lineId);
    if (technicianId) await assertBranchTechnician(tx, technicianId, row.branch);
    await tx
      .update(repairQuoteLines)
      .set({ technicianId })
      .where(and(eq(repairQuoteLines.id, lineId), eq(repairQuoteLines.repairId, repairId)));
    return row;
  });
  tellRepair(deps, row);
  return getRepairClocks(deps, repairId);
}

/** PUT /api/repairs/:id/lead-technician: the job's lead technician (null: nobody); the job shows on their tablet. */
export async function setLeadTechnician(deps: ServiceDeps, repairId: string, technicianId: string | null): Promise<RepairClocks> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockRepair(tx, repairId);
    if (technicianId) await assertBranchTechnician(tx, technicianId, current.branch);
    const [updated] = await tx.update(repairOrders).set({ leadTechnicianId: technicianId, updatedAt: deps.now() }).where(eq(repairOrders.id, repairId)).returning();
    return updated ?? current;
  });
  tellRepair(deps, row);
  return getRepairClocks(deps, repairId);
}
