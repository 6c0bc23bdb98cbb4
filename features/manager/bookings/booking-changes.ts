import type { BookingDetail, BookingUpdate } from '../../../contract/bookings';
import { BOOKING_STATUS_META, type BookingStatus, type TimeSlot } from '../../../contract/constants';
import { formatDay } from '../../../contract/format';
import { branchOf, type BranchId } from '../../../contract/garage';
import type { BookingUpdateBody } from '../../../entities/booking/update-booking';

/** The booking fields the history names, in the order it lists them. */
export const BOOKING_FIELD_LABELS: Record<string, string> = {
  fullName: 'Họ tên',
  numberPhone: 'Số điện thoại',
  date: 'Ngày hẹn',
  timeSlot: 'Khung giờ',
  branch: 'Chi nhánh',
  description: 'Mô tả',
  images: 'Hình ảnh',
  status: 'Trạng thái',
};

const fieldOrder = Object.keys(BOOKING_FIELD_LABELS);

type ChangedValue = BookingUpdate['changes'][string]['from'];

/** A value as staff read it: a day as dd/mm/yyyy, a status and a branch in words, pictures counted. */
export function changedValueText(field: string, value: ChangedValue): string {
  if (Array.isArray(value)) return value.length === 0 ? 'không có ảnh' : `${value.length} ảnh`;
  if (value.trim() === '') return '(trống)';
  if (field === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value);
  if (field === 'status' && value in BOOKING_STATUS_META) return BOOKING_STATUS_META[value as BookingStatus].label;
  if (field === 'branch') return branchOf(value)?.name ?? value;
  return value;
}

export interface ChangeLine {
  field: string;
  label: string;
  from: string;
  to: string;
}

/** Each change of one history entry, 'Khung giờ: 14:00 → 16:00', in the form's field order. */
export function changeLines(changes: BookingUpdate['changes']): ChangeLine[] {
  const rank = (field: string) => (fieldOrder.includes(field) ? fieldOrder.indexOf(field) : fieldOrder.length);
  return Object.entries(changes)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([field, { from, to }]) => ({
      field,
      label: BOOKING_FIELD_LABELS[field] ?? 'Thông tin khác',
      from: changedValueText(field, from),
      to: changedValueText(field, to),
    }));
}

/** The history newest first, whatever order it arrived in. */
export function newestFirst(updates: readonly BookingUpdate[]): BookingUpdate[] {
  return [...updates].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** What the edit form holds. */
export interface BookingEditValues {
  fullName: string;
  numberPhone: string;
  date: string;
  timeSlot: TimeSlot | '';
  branch: BranchId;
  description: string;
  updateReason: string;
  /** Keeps a second place for the same phone in that day and slot; offered once the server refused it. */
  allowSamePhone: boolean;
}

export function bookingEditValues(booking: BookingDetail): BookingEditValues {
  return {
    fullName: booking.fullName,
    numberPhone: booking.numberPhone,
    date: booking.date,
    timeSlot: booking.timeSlot,
    branch: booking.branch,
    description: booking.description,
    updateReason: '',
    allowSamePhone: false,
  };
}

/**
 * What the API takes: the whole booking as loaded (API-NOTES 13; the server ignores the keys
 * it does not edit and compares the rest), the edited fields over it, and the reason.
 */
export function toBookingUpdateBody(booking: BookingDetail, values: BookingEditValues): BookingUpdateBody {
  const { updates: _updates, ...loaded } = booking;
  return {
    ...loaded,
    fullName: values.fullName,
    numberPhone: values.numberPhone,
    date: values.date,
    timeSlot: values.timeSlot as TimeSlot,
    branch: values.branch,
    description: values.description,
    updateReason: values.updateReason,
    ...(values.allowSamePhone ? { allowSamePhone: true } : {}),
  };
}
