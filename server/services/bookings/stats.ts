import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { branchOf, DEFAULT_BRANCH, type BranchId } from '../../../contract/garage';
import { bookings } from '../../db/schema';
import { monthBounds } from '../../lib/vietnam-time';
import type { ServiceDeps } from '../deps';

/** Appointments whose day falls in the month, whatever their status. */
export async function monthlyCount({ db }: Pick<ServiceDeps, 'db'>, month: number, year: number, branch?: BranchId) {
  const { from, to } = monthBounds(year, month);
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(gte(bookings.date, from), lt(bookings.date, to), branch ? eq(bookings.branch, branch) : undefined));
  return { count: Number(row?.n ?? 0) };
}

/** The year's bookings by month of their day, branch and status: the chart of the statistics screen. */
export async function yearlyStats({ db }: Pick<ServiceDeps, 'db'>, year: number) {
  const month = sql<number>`extract(month from ${bookings.date})::int`.mapWith(Number);
  const rows = await db
    .select({ month, branch: bookings.branch, status: bookings.status, count: count() })
    .from(bookings)
    .where(and(gte(bookings.date, `${year}-01-01`), lt(bookings.date, `${year + 1}-01-01`)))
    .groupBy(month, bookings.branch, bookings.status)
    .orderBy(month, bookings.branch, bookings.status);
  return {
    year,
    rows: rows.map((row) => ({ ...row, branch: branchOf(row.branch)?.id ?? DEFAULT_BRANCH, count: Number(row.count) })),
  };
}
