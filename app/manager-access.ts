import type { Role } from '../contract/roles';
import { messages } from '../contract/messages';
import { isMasterRoles, isStaffRoles } from '../features/auth/session-token';

/** What a management route asks of the signed-in account. */
export type ManagerRequirement = 'staff' | 'master';

export type ManagerAccess = { allowed: true } | { allowed: false; message: string };

/**
 * Decides from the roles the server has now (the account fetched by id, never what local
 * storage says); names compare case-insensitively. Staff means admin or master.
 */
export function managerAccess(roles: readonly Role[], requirement: ManagerRequirement): ManagerAccess {
  if (requirement === 'master') return isMasterRoles(roles) ? { allowed: true } : { allowed: false, message: messages.guard.masterOnly };
  return isStaffRoles(roles) ? { allowed: true } : { allowed: false, message: messages.guard.adminOnly };
}
