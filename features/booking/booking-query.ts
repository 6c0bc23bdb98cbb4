import type { Booking } from '../../contract/bookings';
import type { TimeSlot } from '../../contract/constants';

export type DateSort = 'default' | 'asc' | 'desc';

export const DATE_SORTS: { value: DateSort; label: string }[] = [
  { value: 'default', label: 'Mặc định' },
  { value: 'asc', label: 'Ngày tăng dần' },
  { value: 'desc', label: 'Ngày giảm dần' },
];

/** Day then slot: both strings sort like the moments they name. */
const moment = (booking: Booking) => `${booking.date} ${booking.timeSlot}`;

/** 'default' keeps the server's order (newest request first). */
export function sortBookings(bookings: readonly Booking[], sort: DateSort): Booking[] {
  const copy = [...bookings];
  if (sort === 'asc') return copy.sort((a, b) => moment(a).localeCompare(moment(b)));
  if (sort === 'desc') return copy.sort((a, b) => moment(b).localeCompare(moment(a)));
  return copy;
}

export function filterBySlot(bookings: readonly Booking[], slot: TimeSlot | undefined): Booking[] {
  return slot ? bookings.filter((booking) => booking.timeSlot === slot) : [...bookings];
}
