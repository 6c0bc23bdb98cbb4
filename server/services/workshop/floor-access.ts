import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { messages } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { repairOrders, repairQuoteLines } from '../../db/schema';
import { forbidden } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import type { RepairRow } from '../repairs/repair-rows';
import { actsAsTechnician, branchOfTechnician } from './technicians';

// What a technician may touch on the floor (issue 44): the jobs of their own branch that they lead
// or have a labour line on. Staff reach every job; these rules narrow the technician alone.

/** A technician leads the job or is named on one of its labour lines (a condition on repair_orders). */
export function onTheJob(technicianId: string): SQL {
  return or(
    eq(repairOrders.leadTechnicianId, technicianId),
    sql`exists (select 1 from ${repairQuoteLines} where ${repairQuoteLines.repairId} = ${repairOrders.id} and ${repairQuoteLines.kind} = 'labour' and ${repairQuoteLines.technicianId} = ${technicianId})`,
  )!;
}

/**
 * Refuses (403) a technician a job of another branch, or one they are not on (`notYours`: the
 * refusal's own words); staff pass. Called on the job's locked row.
 */
export async function refuseOffTheJob(tx: Db, user: AuthUser, row: Pick<RepairRow, 'id' | 'branch'>, notYours: string): Promise<void> {
  if (!actsAsTechnician(user)) return;
  if (row.branch !== branchOfTechnician(user)) throw forbidden(messages.workshop.otherBranch);
  const [theirs] = await tx
    .select({ id: repairOrders.id })
    .from(repairOrders)
    .where(and(eq(repairOrders.id, row.id), onTheJob(user.id)));
  if (!theirs) throw forbidden(notYours);
}
