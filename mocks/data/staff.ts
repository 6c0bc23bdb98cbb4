import type { Staff } from '../../contract/staff';
import type { StaffPosition } from '../../contract/staff-positions';
import { objectIdAt } from './ids';

// Apart from other factories' sequences, so ids never collide inside one story.
let sequence = 0x5000;

function stamp(daysAfter: number) {
  sequence += 1;
  const created = new Date(Date.UTC(2025, 0, 1) + daysAfter * 86_400_000);
  return { _id: objectIdAt(created, sequence), createdAt: created.toISOString(), updatedAt: created.toISOString() };
}

export function makeStaffPosition(overrides: Partial<StaffPosition> = {}): StaffPosition {
  return { ...stamp(sequence - 0x5000), name: 'Kỹ thuật viên', ...overrides };
}

export const demoStaffPositions: StaffPosition[] = [
  makeStaffPosition({ name: 'Ban quản lý' }),
  makeStaffPosition({ name: 'Cố vấn dịch vụ' }),
  makeStaffPosition({ name: 'Kỹ thuật viên' }),
  makeStaffPosition({ name: 'Chăm sóc khách hàng' }),
];

const [management, advisors, technicians, care] = demoStaffPositions as [StaffPosition, StaffPosition, StaffPosition, StaffPosition];

/** A staff member shaped like the server's answer, with the position populated. */
export function makeStaff(position: StaffPosition, overrides: Partial<Staff> = {}): Staff {
  const n = sequence - 0x5000;
  return {
    ...stamp(n),
    name: `Nhân viên ${n}`,
    phone: `09${String(10_000_000 + n * 7919).slice(-8)}`,
    position: position.name,
    image: `/images/staff/staff-${(n % 6) + 1}.svg`,
    catestaff_id: { _id: position._id, name: position.name },
    ...overrides,
  };
}

export const demoStaff: Staff[] = [
  makeStaff(management, { name: 'Trần Quốc Hùng', position: 'Giám đốc xưởng dịch vụ' }),
  makeStaff(advisors, { name: 'Nguyễn Thị Mai Anh', position: 'Trưởng nhóm cố vấn dịch vụ' }),
  makeStaff(advisors, { name: 'Lê Hoàng Phúc', position: 'Cố vấn dịch vụ' }),
  makeStaff(technicians, { name: 'Phạm Văn Tài', position: 'Tổ trưởng kỹ thuật động cơ' }),
  makeStaff(technicians, { name: 'Võ Minh Khang', position: 'Kỹ thuật viên điện – điện lạnh' }),
  makeStaff(technicians, { name: 'Đặng Thanh Sơn', position: 'Kỹ thuật viên gầm – phanh' }),
  makeStaff(technicians, { name: 'Huỳnh Gia Bảo', position: 'Kỹ thuật viên đồng sơn' }),
  makeStaff(technicians, { name: 'Bùi Đức Thịnh', position: 'Kỹ thuật viên cứu hộ', image: null }),
  makeStaff(care, { name: 'Ngô Thảo Vy', position: 'Chăm sóc khách hàng' }),
  makeStaff(care, { name: 'Đỗ Ngọc Hân', position: 'Lễ tân' }),
  makeStaff(care, { name: 'Trương Mỹ Linh', position: 'Chăm sóc khách hàng' }),
];

export const demoTechnicians = demoStaff.filter((member) => member.catestaff_id._id === technicians._id);
