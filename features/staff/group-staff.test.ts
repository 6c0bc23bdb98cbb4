import { describe, expect, it } from 'vitest';
import type { Staff } from '../../contract/staff';
import type { StaffPosition } from '../../contract/staff-positions';
import { groupStaff } from './group-staff';

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
const position = (id: string, name: string): StaffPosition => ({ _id: id.padStart(24, '0'), name, ...stamp });
const member = (id: string, pos: StaffPosition): Staff => ({
  _id: id.padStart(24, 'a'),
  name: `Người ${id}`,
  phone: '0912345678',
  position: pos.name,
  image: null,
  catestaff_id: { _id: pos._id, name: pos.name },
  ...stamp,
});

const managers = position('1', 'Ban quản lý');
const technicians = position('2', 'Kỹ thuật viên');
const empty = position('3', 'Bảo vệ');
const unlisted = position('4', 'Thực tập');

describe('groupStaff', () => {
  it('follows the order of the positions and drops positions nobody holds', () => {
    const groups = groupStaff([member('1', technicians), member('2', managers), member('3', technicians)], [managers, technicians, empty]);
    expect(groups.map((group) => [group.name, group.members.map((m) => m.name)])).toEqual([
      ['Ban quản lý', ['Người 2']],
      ['Kỹ thuật viên', ['Người 1', 'Người 3']],
    ]);
  });

  it('keeps staff whose position is not listed, under the name their record carries', () => {
    expect(groupStaff([member('1', unlisted)], [managers]).map((group) => group.name)).toEqual(['Thực tập']);
    expect(groupStaff([member('1', technicians)]).map((group) => group.name)).toEqual(['Kỹ thuật viên']);
  });
});
