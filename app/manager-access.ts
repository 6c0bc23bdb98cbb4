import type { Role } from '../contract/roles';
import { messages } from '../contract/messages';
import { isMasterRoles, isStaffRoles } from '../features/auth/session-token';

/** What a management route asks of the signed-in account; 'chat' is staff too, refused in /admin-chat's own words. */
export type ManagerRequirement = 'staff' | 'master' | 'chat';

export type ManagerAccess = { allowed: true } | { allowed: false; message: string };

/**
 * Decides from the roles the server has now (the account fetched by id, never what local
 * storage says); names compare case-insensitively. Staff means admin or master.
 */
export function managerAccess(roles: readonly Role[], requirement: ManagerRequirement): ManagerAccess {
  if (requirement === 'master') return isMasterRoles(roles) ? { allowed: true } : { allowed: false, message: messages.guard.masterOnly };
  if (isStaffRoles(roles)) return { allowed: true };
  return { allowed: false, message: requirement === 'chat' ? messages.guard.noAccess : messages.guard.adminOnly };
}
