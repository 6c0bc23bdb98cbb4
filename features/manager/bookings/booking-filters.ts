import { bookingListQuerySchema } from '../../../contract/bookings';
import type { BookingStatus, TimeSlot } from '../../../contract/constants';
import type { BranchId } from '../../../contract/garage';
import { branchParamFor, listBranch } from '../branch-param';

/** What the back office narrows the bookings to; each one lives in the address. */
export interface BookingFilters {
  /** Text in the customer's name or phone number. */
  q?: string;
  /** The appointment day, 'YYYY-MM-DD'. */
  date?: string;
  timeSlot?: TimeSlot;
  status?: BookingStatus;
  /** One branch; both when missing. */
  branch?: BranchId;
}

/** The filters a person types or picks in the search form, beside the branch. */
export const BOOKING_FILTER_KEYS = ['q', 'date', 'timeSlot', 'status'] as const satisfies readonly (keyof BookingFilters)[];

const shape = bookingListQuerySchema.shape;

/** One value from the address, kept only when the server would accept it. */
function valid<K extends (typeof BOOKING_FILTER_KEYS)[number]>(key: K, raw: string | null): BookingFilters[K] {
  if (raw === null) return undefined;
  const parsed = shape[key].safeParse(raw);
  return parsed.success ? (parsed.data as BookingFilters[K]) : undefined;
}

/**
 * The filters and page of `?q=&date=YYYY-MM-DD&timeSlot=08:00&status=pending&branch=thu-duc&page=2`.
 * A value the server would refuse (a slot that does not exist, 2025-02-30) is dropped, not
 * sent. Without `branch` the list opens on the staff member's usual branch (`usual`).
 */
export function readBookingFilters(params: URLSearchParams, usual: BranchId | null = null): { filters: BookingFilters; page: number } {
  const filters: BookingFilters = {};
  for (const key of BOOKING_FILTER_KEYS) {
    const value = valid(key, params.get(key));
    if (value !== undefined) Object.assign(filters, { [key]: value });
  }
  const branch = listBranch(params.get('branch'), usual);
  if (branch) filters.branch = branch;
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The address of these filters and page: only what is set, page 1 left out. */
export function bookingFilterParams(filters: BookingFilters, page = 1, usual: BranchId | null = null): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of BOOKING_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const branch = branchParamFor(filters.branch, usual);
  if (branch) params.set('branch', branch);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Whether anything narrows the list, the branch included (an empty list then says "nothing matches"). */
export function hasBookingFilters(filters: BookingFilters): boolean {
  return Boolean(filters.branch) || hasBookingSearch(filters);
}

/** Whether the person searched (text, day, slot or status): a failure is then a failed search. */
export function hasBookingSearch(filters: BookingFilters): boolean {
  return BOOKING_FILTER_KEYS.some((key) => Boolean(filters[key]));
}
