import type { Role } from '../../../contract/roles';

export interface RoleChanges {
  /** Role ids to give, in the order of the role list. */
  assign: string[];
  /** Role ids to take away. */
  remove: string[];
}

/** The assign and remove calls that turn the account's roles into the chosen ones. */
export function roleChanges(current: readonly Role[], chosen: readonly string[]): RoleChanges {
  const had = new Set(current.map((role) => role._id));
  const want = new Set(chosen);
  return {
    assign: [...want].filter((id) => !had.has(id)),
    remove: [...had].filter((id) => !want.has(id)),
  };
}
