import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { ROLE_NAMES } from '../../../contract/constants';
import { messages } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { accountRoles, accounts, roles } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import type { ServiceDeps } from '../deps';

const STAFF_ROLES = [ROLE_NAMES.admin, ROLE_NAMES.master];

/** Active accounts holding admin or master: who may be in charge of a job. */
function staffMembers(db: Db, only?: SQL) {
  return db
    .selectDistinct({ _id: accounts.id, fullName: accounts.fullName })
    .from(accounts)
    .innerJoin(accountRoles, eq(accountRoles.accountId, accounts.id))
    .innerJoin(roles, eq(roles.id, accountRoles.roleId))
    .where(and(eq(accounts.status, 'active'), inArray(roles.name, STAFF_ROLES), only));
}

export async function listWorkshopStaff({ db }: Pick<ServiceDeps, 'db'>): Promise<Array<{ _id: string; fullName: string }>> {
  const rows = await staffMembers(db);
  return rows.sort((a, b) => a.fullName.localeCompare(b.fullName, 'vi') || a._id.localeCompare(b._id));
}

/** A staff member named to take charge: refused (400) unless the account is active staff. */
export async function assertStaffMember(db: Db, accountId: string): Promise<void> {
  const [found] = await staffMembers(db, eq(accounts.id, accountId)).limit(1);
  if (!found) throw badRequest(messages.repairs.staffInvalid);
}
