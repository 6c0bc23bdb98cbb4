import type { Booking } from '../../contract/bookings';
import { TIME_SLOTS, type TimeSlot } from '../../contract/constants';
import { objectIdAt } from './ids';

let sequence = 0x6000;

/** A booking as a signed-in visitor who is not staff receives it: name and phone masked, no details. */
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  sequence += 1;
  const created = new Date(Date.UTC(2026, 2, 1) + (sequence - 0x6000) * 3_600_000);
  return {
    _id: objectIdAt(created, sequence),
    fullName: 'Nguyễn V. A.',
    numberPhone: '09******67',
    date: '2026-03-10',
    timeSlot: '08:00',
    description: '',
    images: [],
    status: 'pending',
    createdAt: created.toISOString(),
    updatedAt: created.toISOString(),
    ...overrides,
  };
}

const rows: Array<[string, string, string, TimeSlot, Booking['status']]> = [
  ['Nguyễn V. A.', '09******67', '2026-03-12', '08:00', 'pending'],
  ['Trần T. B.', '03******21', '2026-03-09', '09:00', 'confirmed'],
  ['Lê H. P.', '07******58', '2026-03-15', '14:00', 'cancelled'],
  ['Phạm M. T.', '08******90', '2026-03-11', '10:00', 'confirmed'],
  ['Võ T. K.', '09******04', '2026-03-20', '08:00', 'pending'],
  ['Đặng Q. H.', '03******77', '2026-03-08', '16:00', 'confirmed'],
  ['Huỳnh N. L.', '07******13', '2026-03-18', '13:00', 'pending'],
];

/** Newest created first, as the server lists them; the appointment days are in no order. */
export const demoBookings: Booking[] = rows
  .map(([fullName, numberPhone, date, timeSlot, status]) => makeBooking({ fullName, numberPhone, date, timeSlot, status }))
  .reverse();

/** A day's availability: the given slots full, the others with room. */
export function availabilityFor(date: string, full: TimeSlot[] = [], capacity = 3) {
  return {
    date,
    capacity,
    slots: TIME_SLOTS.map((timeSlot) => {
      const isFull = full.includes(timeSlot);
      return { timeSlot, booked: isFull ? capacity : 0, remaining: isFull ? 0 : capacity, full: isFull, past: false };
    }),
  };
}
