import { and, asc, eq, type SQL } from 'drizzle-orm';
import { BRANCH_IDS, type BranchId } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import type { Technician } from '../../../contract/workshop';
import { TECHNICIAN_ROLE } from '../../../contract/workshop-rules';
import type { Db } from '../../db/client';
import { accountRoles, accounts, roles } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import type { ServiceDeps } from '../deps';

// The technicians (issue 44): active accounts holding the technician role, each working at the
// branch the master set on the account (accounts.usual_branch).

const branchOf = (value: string | null): BranchId | null => BRANCH_IDS.find((id) => id === value) ?? null;

/** Active technicians, the caller adds a condition. */
function technicianRows(db: Db, only?: SQL) {
  return db
    .selectDistinct({ _id: accounts.id, fullName: accounts.fullName, branch: accounts.usualBranch })
    .from(accounts)
    .innerJoin(accountRoles, eq(accountRoles.accountId, accounts.id))
    .innerJoin(roles, eq(roles.id, accountRoles.roleId))
    .where(and(eq(accounts.status, 'active'), eq(roles.name, TECHNICIAN_ROLE), only));
}

/** GET /api/workshop/technicians: by name, of one branch when asked. */
export async function listTechnicians({ db }: Pick<ServiceDeps, 'db'>, branch?: BranchId): Promise<Technician[]> {
  const rows = await technicianRows(db, branch ? eq(accounts.usualBranch, branch) : undefined).orderBy(asc(accounts.fullName), asc(accounts.id));
  return rows.map((row) => ({ _id: row._id, fullName: row.fullName, branch: branchOf(row.branch) }));
}

/** One active technician, or null. */
export async function findTechnician(db: Db, accountId: string): Promise<Technician | null> {
  const [row] = await technicianRows(db, eq(accounts.id, accountId)).limit(1);
  return row ? { _id: row._id, fullName: row.fullName, branch: branchOf(row.branch) } : null;
}

/** A technician named on a job of `branch`: refused (400) unless an active technician working there. */
export async function assertBranchTechnician(db: Db, accountId: string, branch: string): Promise<Technician> {
  const found = await findTechnician(db, accountId);
  if (!found || found.branch !== branch) throw badRequest(messages.workshop.technicianInvalid);
  return found;
}

/** A technician acting on the floor as themselves (staff who also hold the role act as staff). */
export function actsAsTechnician(user: AuthUser): boolean {
  return user.isTechnician && !user.isStaff;
}

/** A technician's own branch, or 403 when the master has not set one. */
export function branchOfTechnician(user: AuthUser): BranchId {
  if (!user.branch) throw forbidden(messages.workshop.noBranch);
  return user.branch;
}

/** PUT /api/accounts/:id/branch: the master sets any account's branch (a technician works there). */
export async function setAccountBranch({ db }: Pick<ServiceDeps, 'db'>, accountId: string, branch: BranchId | null): Promise<{ message: string; branch: BranchId | null }> {
  const updated = await db.transaction((tx) => tx.update(accounts).set({ usualBranch: branch }).where(eq(accounts.id, accountId)).returning({ id: accounts.id }));
  if (updated.length === 0) throw notFound(messages.account.notFound);
  return { message: messages.workshop.branchSaved, branch };
}
