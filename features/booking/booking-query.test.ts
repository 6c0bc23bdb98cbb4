import { describe, expect, it } from 'vitest';
import type { Booking } from '../../contract/bookings';
import { filterBySlot, sortBookings } from './booking-query';

const booking = (id: string, date: string, timeSlot: Booking['timeSlot']): Booking => ({
  _id: id.padStart(24, '0'),
  fullName: 'Nguyễn V. A.',
  numberPhone: '09******67',
  date,
  timeSlot,
  description: '',
  images: [],
  status: 'pending',
  branch: 'quan-12',
  code: '',
  carPlate: '',
  carModel: '',
  productId: null,
  serviceName: '',
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
});

const list = [booking('1', '2026-03-12', '09:00'), booking('2', '2026-03-10', '16:00'), booking('3', '2026-03-12', '08:00')];

describe('sortBookings', () => {
  it('keeps the server order by default', () => {
    expect(sortBookings(list, 'default').map((b) => b._id.slice(-1))).toEqual(['1', '2', '3']);
  });
  it('sorts by day, then slot, ascending and descending', () => {
    expect(sortBookings(list, 'asc').map((b) => b._id.slice(-1))).toEqual(['2', '3', '1']);
    expect(sortBookings(list, 'desc').map((b) => b._id.slice(-1))).toEqual(['1', '3', '2']);
  });
  it('does not change the list it was given', () => {
    sortBookings(list, 'asc');
    expect(list.map((b) => b._id.slice(-1))).toEqual(['1', '2', '3']);
  });
});

describe('filterBySlot', () => {
  it('keeps one slot, or everything without a slot', () => {
    expect(filterBySlot(list, '08:00').map((b) => b._id.slice(-1))).toEqual(['3']);
    expect(filterBySlot(list, undefined)).toHaveLength(3);
  });
});
