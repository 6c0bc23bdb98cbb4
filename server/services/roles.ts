import { and, asc, eq } from 'drizzle-orm';
import { ROLE_NAMES } from '../../contract/constants';
import { messages } from '../../contract/messages';
import type { Role } from '../../contract/roles';
import type { Db } from '../db/client';
import { accountRoles, accounts, roles } from '../db/schema';
import { forbidden, notFound } from '../lib/http-errors';
import type { AuthUser } from '../plugins/auth';
import { hasRole, rolesOf } from './accounts';
import { endAccountSessions } from './sessions';

export async function listRoles(db: Db): Promise<Role[]> {
  const rows = await db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.name));
  return rows.map((row) => ({ _id: row.id, name: row.name }));
}

/**
 * Locks the target account for the rest of the transaction, so a concurrent role change
 * or lock cannot slip between the check and the write.
 */
async function lockTarget(tx: Db, accountId: string) {
  const [target] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  if (!target) throw notFound(messages.account.notFound);
  return { id: target.id, isMaster: hasRole(await rolesOf(tx, accountId), ROLE_NAMES.master) };
}

async function findRole(tx: Db, roleId: string) {
  const [role] = await tx.select().from(roles).where(eq(roles.id, roleId));
  if (!role) throw notFound(messages.roles.notFound);
  return role;
}

/**
 * Giving a role the account already has changes nothing and still succeeds. Only stored roles
 * (GET /api/roles) are given or taken: a customer is an account without one, so the customer
 * role our screens show is never sent (an unknown id answers 404).
 */
export async function assignRole(db: Db, accountId: string, roleId: string): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    await lockTarget(tx, accountId);
    await findRole(tx, roleId);
    await tx.insert(accountRoles).values({ accountId, roleId }).onConflictDoNothing();
  });
  return { message: messages.roles.assignSuccess };
}

/**
 * A Master's roles are never removed, not even by the Master itself: the shop always keeps one.
 * Taking a role the account does not hold is refused (404) rather than answered as done.
 */
export async function removeRole(db: Db, accountId: string, roleId: string): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const target = await lockTarget(tx, accountId);
    if (target.isMaster) throw forbidden(messages.roles.cannotRemoveMasterRoles);
    await findRole(tx, roleId);
    const removed = await tx
      .delete(accountRoles)
      .where(and(eq(accountRoles.accountId, accountId), eq(accountRoles.roleId, roleId)))
      .returning({ roleId: accountRoles.roleId });
    if (removed.length === 0) throw notFound(messages.roles.notHeld);
  });
  return { message: messages.roles.removeSuccess };
}

/**
 * Locks or unlocks an account; never your own, never a Master's. The auth plugin reads the
 * status on every request, so a locked account's token stops working at once.
 */
export async function setAccountActive(db: Db, user: AuthUser, accountId: string, active: boolean): Promise<{ message: string }> {
  if (user.id === accountId) throw forbidden(messages.account.cannotLockSelf);
  await db.transaction(async (tx) => {
    const target = await lockTarget(tx, accountId);
    if (target.isMaster) throw forbidden(messages.account.cannotLockMaster);
    await tx
      .update(accounts)
      .set({ status: active ? 'active' : 'locked' })
      .where(eq(accounts.id, accountId));
    // A lock ends every session for good: unlocking later must not bring an old token back.
    if (!active) await endAccountSessions(tx, accountId);
  });
  return { message: active ? messages.account.unlockSuccess : messages.account.lockSuccess };
}
