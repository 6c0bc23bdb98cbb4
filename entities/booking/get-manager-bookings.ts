import useSWR from 'swr';
import { listBookings } from '../../contract/bookings';
import { apiRequestPage } from '../../contract/client';
import { DESK_REFRESH, PAGE_SIZE_MANAGER, type BookingStatus, type TimeSlot } from '../../contract/constants';
import type { BranchId } from '../../contract/garage';

export interface ManagerBookingsQuery {
  page: number;
  /** Text in the customer's name or phone number. */
  q?: string;
  /** The appointment day, 'YYYY-MM-DD'. */
  date?: string;
  timeSlot?: TimeSlot;
  status?: BookingStatus;
  /** One branch's bookings; both when missing. */
  branch?: BranchId;
}

/** Under the list's path, so every write to this entity refreshes the page too. */
export function managerBookingsKey(query: ManagerBookingsQuery) {
  return [listBookings.path, query] as const;
}

export function fetchManagerBookings(query: ManagerBookingsQuery) {
  return apiRequestPage(listBookings, { query: { limit: PAGE_SIZE_MANAGER, ...query } });
}

/**
 * One back-office page, filtered and paged on the server; the last page stays shown while the
 * next loads, and new bookings show up by themselves while the tab is visible. Nothing is asked
 * while `query` is null (the screen still waits to know which branch to open on).
 */
export function useManagerBookings(query: ManagerBookingsQuery | null) {
  return useSWR(query ? managerBookingsKey(query) : null, ([, current]) => fetchManagerBookings(current), { keepPreviousData: true, ...DESK_REFRESH });
}
