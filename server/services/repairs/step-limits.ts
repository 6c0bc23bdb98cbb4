import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { BranchId } from '../../../contract/garage';
import { DEFAULT_STEP_LIMIT_MINUTES, isRepairStep, REPAIR_STEPS, type RepairStep } from '../../../contract/repair-steps';
import type { StepLimits, WorkshopCounts } from '../../../contract/repairs';
import type { Db } from '../../db/client';
import { repairOrders, repairQuotes, repairStepLimits, vehicles } from '../../db/schema';
import { customerAnswerWaitingSql } from './repair-rows';
import type { AuthUser } from '../../plugins/auth';
import type { ServiceDeps } from '../deps';

/** The master's limit of each step, the contract's default where none was set. */
async function limitsOf(db: Db): Promise<Record<RepairStep, number | null>> {
  const limits: Record<RepairStep, number | null> = { ...DEFAULT_STEP_LIMIT_MINUTES };
  for (const row of await db.select().from(repairStepLimits)) {
    if (isRepairStep(row.step)) limits[row.step] = row.minutes;
  }
  return limits;
}

export async function getStepLimits({ db }: Pick<ServiceDeps, 'db'>): Promise<StepLimits> {
  return { limits: await limitsOf(db) };
}

/** Only the steps sent change, each row remembering who set it and when. */
export async function updateStepLimits(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  master: AuthUser,
  changes: Partial<Record<RepairStep, number | null>>,
): Promise<StepLimits> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    for (const step of REPAIR_STEPS) {
      const minutes = changes[step];
      if (minutes === undefined) continue;
      await tx
        .insert(repairStepLimits)
        .values({ step, minutes, accountId: master.id, updatedAt: now })
        .onConflictDoUpdate({ target: repairStepLimits.step, set: { minutes, accountId: master.id, updatedAt: now } });
    }
  });
  return getStepLimits(deps);
}

/** The start page lists at most this many answered quotes per branch; more is a busy board anyway. */
const ANSWERED_QUOTES_SHOWN = 20;

/**
 * Cars in the workshop per step (open jobs) and how many have been in their step longer than its
 * limit, counted by the database: each step's cut-off instant is computed here from the limits.
 * Beside them, the jobs whose customer answered the quote and nobody has moved since.
 */
export async function workshopCounts(deps: Pick<ServiceDeps, 'db' | 'now'>, branch: BranchId | undefined): Promise<WorkshopCounts> {
  const limits = await limitsOf(deps.db);
  const now = deps.now().getTime();
  const cutoffs = REPAIR_STEPS.flatMap((step) => {
    const minutes = limits[step];
    return minutes === null ? [] : [sql`when ${step} then ${new Date(now - minutes * 60_000).toISOString()}::timestamptz`];
  });
  const cutoff = cutoffs.length ? sql`case ${repairOrders.step} ${sql.join(cutoffs, sql` `)} end` : sql`null::timestamptz`;
  const rows = await deps.db
    .select({
      step: repairOrders.step,
      count: count(),
      overdue: sql<number>`count(*) filter (where ${repairOrders.stepStartedAt} < ${cutoff})`.mapWith(Number),
    })
    .from(repairOrders)
    .where(and(isNull(repairOrders.closedAt), branch ? eq(repairOrders.branch, branch) : undefined))
    .groupBy(repairOrders.step);
  const byStep = new Map(rows.map((row) => [row.step, row]));
  const answered = await deps.db
    .select({ id: repairOrders.id, code: repairOrders.code, plate: vehicles.plate, fullName: repairOrders.fullName, answeredAt: repairQuotes.answeredAt })
    .from(repairOrders)
    .innerJoin(repairQuotes, eq(repairQuotes.repairId, repairOrders.id))
    .innerJoin(vehicles, eq(vehicles.id, repairOrders.vehicleId))
    .where(and(customerAnswerWaitingSql, branch ? eq(repairOrders.branch, branch) : undefined))
    .orderBy(asc(repairQuotes.answeredAt), asc(repairOrders.id))
    .limit(ANSWERED_QUOTES_SHOWN);
  return {
    steps: REPAIR_STEPS.map((step) => ({ step, count: Number(byStep.get(step)?.count ?? 0), overdue: Number(byStep.get(step)?.overdue ?? 0) })),
    answeredQuotes: answered.map((row) => ({ _id: row.id, code: row.code, plate: row.plate, fullName: row.fullName, answeredAt: row.answeredAt!.toISOString() })),
  };
}
