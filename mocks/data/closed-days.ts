import type { Booking } from '../../contract/bookings';
import type { ClosedDay } from '../../contract/closed-days';
import type { BranchId } from '../../contract/garage';
import { messages } from '../../contract/messages';
import { makeBooking } from './bookings';
import { objectIdAt } from './ids';

let sequence = 0x7600;

/** A day the master closed (for both branches unless told), added a few days before. */
export function makeClosedDay(date: string, reason: string, branch: BranchId | null = null): ClosedDay {
  sequence += 1;
  const created = new Date(Date.UTC(2026, 10, 2, 3) + (sequence - 0x7600) * 86_400_000);
  return { _id: objectIdAt(created, sequence), date, branch, reason, kind: 'garage', createdAt: created.toISOString() };
}

const holiday = (date: string, reason: string): ClosedDay => ({ _id: null, date, branch: null, reason, kind: 'holiday', createdAt: null });

/** The lunar holidays of lunar year 2027, as the server computes them: Tết from 05/02 to 08/02, Giỗ Tổ on 16/04. */
export const holidays2027: ClosedDay[] = [
  holiday('2027-02-05', messages.holidays.tet),
  holiday('2027-02-06', messages.holidays.tet),
  holiday('2027-02-07', messages.holidays.tet),
  holiday('2027-02-08', messages.holidays.tet),
  holiday('2027-04-16', messages.holidays.gioTo),
];

/** The coming year as the server lists it, in date order: the holidays and the master's days, one of them a branch's own. */
export function demoClosedDays(): ClosedDay[] {
  return [
    makeClosedDay('2026-12-24', 'Sửa hệ thống điện nhà xưởng', 'thu-duc'),
    makeClosedDay('2026-12-31', 'Tất niên của gara'),
    ...holidays2027,
    makeClosedDay('2027-02-09', 'Nghỉ bù sau Tết', 'quan-12'),
    makeClosedDay('2027-04-30', 'Ngày Giải phóng miền Nam'),
    makeClosedDay('2027-05-01', 'Quốc tế Lao động'),
  ].sort((a, b) => a.date.localeCompare(b.date));
}

/** A booking as staff see it, with the whole name and phone. */
export function staffBooking(fullName: string, numberPhone: string, date: string, timeSlot: Booking['timeSlot'], branch: BranchId, status: Booking['status'] = 'confirmed') {
  return makeBooking({ fullName, numberPhone, date, timeSlot, branch, status, carModel: 'Toyota Vios 2019' });
}

/** Bookings made before their day was closed: two at Thủ Đức on its closed day, one on the first day of Tết. */
export function demoBookingsOnClosedDays(): Booking[] {
  return [
    staffBooking('Nguyễn Văn An', '0901234567', '2026-12-24', '08:00', 'thu-duc'),
    staffBooking('Trần Thị Bích', '0938765432', '2026-12-24', '14:00', 'thu-duc', 'pending'),
    staffBooking('Lê Minh Hoàng', '0912345678', '2027-02-05', '09:00', 'quan-12'),
  ];
}
