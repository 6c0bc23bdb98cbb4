import type { YearlyStatsRow } from '../../../contract/bookings';
import { BOOKING_STATUSES, type BookingStatus } from '../../../contract/constants';
import type { BranchId } from '../../../contract/garage';

/** One month's bar of one branch: its bookings by status and their sum. */
export type MonthBar = { month: number; label: string; total: number } & Record<BookingStatus, number>;

/**
 * The twelve months of a branch's year, each with its bookings per status (0 where the server
 * sent no cell: it leaves out the zeros).
 */
export function monthBars(rows: readonly YearlyStatsRow[], branch: BranchId): MonthBar[] {
  const bars: MonthBar[] = Array.from({ length: 12 }, (_, index) => ({ month: index + 1, label: `T${index + 1}`, total: 0, pending: 0, confirmed: 0, cancelled: 0 }));
  for (const row of rows) {
    if (row.branch !== branch) continue;
    const bar = bars[row.month - 1];
    if (!bar) continue;
    bar[row.status] += row.count;
    bar.total += row.count;
  }
  return bars;
}

/** A branch's bookings in the year per status, and all of them. */
export function yearTotals(rows: readonly YearlyStatsRow[], branch: BranchId): Record<BookingStatus, number> & { total: number } {
  const totals = { total: 0, pending: 0, confirmed: 0, cancelled: 0 };
  for (const row of rows) {
    if (row.branch !== branch || !BOOKING_STATUSES.includes(row.status)) continue;
    totals[row.status] += row.count;
    totals.total += row.count;
  }
  return totals;
}
