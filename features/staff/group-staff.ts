import type { Staff } from '../../contract/staff';
import type { StaffPosition } from '../../contract/staff-positions';

export interface StaffGroup {
  id: string;
  name: string;
  members: Staff[];
}

/**
 * Staff per position, in the order of the position list; positions nobody holds are left
 * out, and staff whose position is not in the list (or when the list failed to load)
 * still show under the position name their record carries.
 */
export function groupStaff(staff: readonly Staff[], positions: readonly StaffPosition[] = []): StaffGroup[] {
  const groups = new Map<string, StaffGroup>(positions.map((position) => [position._id, { id: position._id, name: position.name, members: [] }]));
  for (const member of staff) {
    const ref = member.catestaff_id;
    const group = groups.get(ref._id) ?? { id: ref._id, name: ref.name, members: [] };
    group.members.push(member);
    groups.set(ref._id, group);
  }
  return [...groups.values()].filter((group) => group.members.length > 0);
}
