import { CUSTOMER_ROLE } from '../../../contract/accounts';
import type { Role } from '../../../contract/roles';

export interface RoleChanges {
  /** Role ids to give, in the order of the role list. */
  assign: string[];
  /** Role ids to take away. */
  remove: string[];
}

/** What the role editor starts with: the account's roles, or 'Khách hàng' for an account without one. */
export function chosenRoleIds(current: readonly Role[]): string[] {
  return current.length > 0 ? current.map((role) => role._id) : [CUSTOMER_ROLE._id];
}

/**
 * One box ticked or unticked. A customer is an account without a staff role, so 'Khách hàng'
 * and the staff roles exclude each other: ticking one unticks the other kind.
 */
export function toggleRole(chosen: readonly string[], roleId: string, checked: boolean): string[] {
  if (!checked) return chosen.filter((id) => id !== roleId);
  if (roleId === CUSTOMER_ROLE._id) return [CUSTOMER_ROLE._id];
  return [...chosen.filter((id) => id !== CUSTOMER_ROLE._id && id !== roleId), roleId];
}

/**
 * The assign and remove calls that turn the account's roles into the chosen ones. The customer
 * role is never stored: choosing it only takes the other roles away.
 */
export function roleChanges(current: readonly Role[], chosen: readonly string[]): RoleChanges {
  const had = new Set(current.map((role) => role._id));
  const want = new Set(chosen.filter((id) => id !== CUSTOMER_ROLE._id));
  return {
    assign: [...want].filter((id) => !had.has(id)),
    remove: [...had].filter((id) => !want.has(id)),
  };
}
