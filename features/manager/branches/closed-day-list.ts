import type { BranchId } from '../../../contract/garage';
import { branchOf } from '../../../contract/garage';
import type { ClosedDay } from '../../../contract/closed-days';
import { ApiError } from '../../../contract/client';
import { messages } from '../../../contract/messages';
import { dayWithWeekday } from '../../../entities/booking/booking-day';

/** One row of the list: a day the master closed, or a run of days of one lunar holiday (Tết's four). */
export interface ClosedDayEntry {
  key: string;
  /** YYYY-MM-DD; `to` equals `from` for a single day. */
  from: string;
  to: string;
  branch: BranchId | null;
  reason: string;
  kind: ClosedDay['kind'];
  /** The master's day's id, to remove it; null for a holiday. */
  id: string | null;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The list as staff read it: Tết's days as one row rather than four, each master's day on its
 * own (it is removed on its own), in date order with a holiday before a master's day on the same date.
 */
export function groupClosedDays(days: readonly ClosedDay[]): ClosedDayEntry[] {
  const holidays: ClosedDayEntry[] = [];
  for (const day of [...days].filter((item) => item.kind === 'holiday').sort((a, b) => a.date.localeCompare(b.date))) {
    const last = holidays.at(-1);
    if (last && last.reason === day.reason && nextDay(last.to) === day.date) last.to = day.date;
    else holidays.push({ key: `holiday-${day.date}`, from: day.date, to: day.date, branch: null, reason: day.reason, kind: 'holiday', id: null });
  }
  const stored: ClosedDayEntry[] = days
    .filter((item) => item.kind === 'garage')
    .map((day) => ({ key: day._id ?? `garage-${day.date}-${day.branch}`, from: day.date, to: day.date, branch: day.branch, reason: day.reason, kind: 'garage', id: day._id }));
  const rank = (entry: ClosedDayEntry) => (entry.kind === 'holiday' ? 0 : 1);
  return [...holidays, ...stored].sort((a, b) => a.from.localeCompare(b.from) || rank(a) - rank(b));
}

/** 'Thứ Sáu, 05/02/2027 – Thứ Hai, 08/02/2027', or the one day. */
export function closedDayDateText(entry: Pick<ClosedDayEntry, 'from' | 'to'>): string {
  return entry.from === entry.to ? dayWithWeekday(entry.from) : `${dayWithWeekday(entry.from)} – ${dayWithWeekday(entry.to)}`;
}

/** Where the day is closed: one branch, or both (a holiday always). */
export function closedDayBranchText(branch: string | null): string {
  return branch === null ? 'Cả hai chi nhánh' : (branchOf(branch)?.name ?? branch);
}

/** The day board of a booking's day and branch, where staff open it and move it. */
export function boardHref(date: string, branch: string): string {
  return `/manager/booking-board?date=${date}&branch=${branch}`;
}

const DATE_REFUSALS: readonly string[] = [messages.bookings.dateInPast, messages.validation.dateInvalid, messages.bookings.dateRequired, messages.bookings.closedDayExists];

/** The field a refusal of the add form is about, so it shows under that field; null: a toast says it. */
export function closedDayRefusalField(error: unknown): 'date' | 'reason' | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500 || error.status === 403) return null;
  if (DATE_REFUSALS.includes(error.message)) return 'date';
  if (error.message === messages.bookings.closedDayReasonRequired) return 'reason';
  return null;
}
