import { eq } from 'drizzle-orm';
import type { RepairDetail } from '../../../contract/repairs';
import { repairOrders } from '../../db/schema';
import type { ServiceDeps } from '../deps';
import { lockRepair, repairDetail, tellRepair } from './repair-rows';
import { assertStaffMember } from './staff-members';

/** Who is in charge of the job (null: nobody yet); not a move, so the version stays. */
export async function assignRepair(deps: ServiceDeps, id: string, staffId: string | null): Promise<RepairDetail> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockRepair(tx, id);
    if (staffId) await assertStaffMember(tx, staffId);
    const [updated] = await tx.update(repairOrders).set({ staffId, updatedAt: deps.now() }).where(eq(repairOrders.id, current.id)).returning();
    return updated ?? current;
  });
  tellRepair(deps, row);
  return repairDetail(deps.db, row.id);
}
