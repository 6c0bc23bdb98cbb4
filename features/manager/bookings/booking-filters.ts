import { bookingListQuerySchema } from '../../../contract/bookings';
import type { BookingStatus, TimeSlot } from '../../../contract/constants';

/** What the back office narrows the bookings to; each one lives in the address. */
export interface BookingFilters {
  /** Text in the customer's name or phone number. */
  q?: string;
  /** The appointment day, 'YYYY-MM-DD'. */
  date?: string;
  timeSlot?: TimeSlot;
  status?: BookingStatus;
}

export const BOOKING_FILTER_KEYS = ['q', 'date', 'timeSlot', 'status'] as const satisfies readonly (keyof BookingFilters)[];

const shape = bookingListQuerySchema.shape;

/** One value from the address, kept only when the server would accept it. */
function valid<K extends keyof BookingFilters>(key: K, raw: string | null): BookingFilters[K] {
  if (raw === null) return undefined;
  const parsed = shape[key].safeParse(raw);
  return parsed.success ? (parsed.data as BookingFilters[K]) : undefined;
}

/**
 * The filters and page of `?q=&date=YYYY-MM-DD&timeSlot=08:00&status=pending&page=2`. A value
 * the server would refuse (a slot that does not exist, 2025-02-30) is dropped, not sent.
 */
export function readBookingFilters(params: URLSearchParams): { filters: BookingFilters; page: number } {
  const filters: BookingFilters = {};
  for (const key of BOOKING_FILTER_KEYS) {
    const value = valid(key, params.get(key));
    if (value !== undefined) Object.assign(filters, { [key]: value });
  }
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The address of these filters and page: only what is set, page 1 left out. */
export function bookingFilterParams(filters: BookingFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of BOOKING_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

export function hasBookingFilters(filters: BookingFilters): boolean {
  return BOOKING_FILTER_KEYS.some((key) => Boolean(filters[key]));
}
