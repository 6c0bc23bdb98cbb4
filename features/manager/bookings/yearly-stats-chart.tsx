import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { YearlyStatsRow } from '../../../contract/bookings';
import { BOOKING_STATUS_META, BOOKING_STATUSES, type BookingStatus } from '../../../contract/constants';
import { branchOf, type BranchId } from '../../../contract/garage';
import { monthBars, yearTotals } from './yearly-stats';

/** The statuses' colours of the site's badges: waiting orange, confirmed green, cancelled grey (they hold no place). */
const statusFill: Record<BookingStatus, string> = {
  confirmed: 'var(--color-success)',
  pending: 'var(--color-brand-500)',
  cancelled: 'var(--color-line-strong)',
};

/** Confirmed at the bottom of each bar: the work the garage has for sure. */
const stackOrder: readonly BookingStatus[] = ['confirmed', 'pending', 'cancelled'];

export interface YearlyStatsChartProps {
  year: number;
  rows: readonly YearlyStatsRow[];
  /** One chart for each, in this order. */
  branches: readonly BranchId[];
}

function BranchChart({ year, rows, branch }: { year: number; rows: readonly YearlyStatsRow[]; branch: BranchId }) {
  const bars = monthBars(rows, branch);
  const totals = yearTotals(rows, branch);
  const name = branchOf(branch)?.name ?? branch;
  const titleId = `yearly-chart-${branch}`;
  return (
    <figure aria-labelledby={titleId} className="min-w-0 space-y-2">
      <figcaption id={titleId} className="text-sm font-semibold text-ink">
        {name}: {totals.total} lịch hẹn năm {year}
      </figcaption>
      {/* The drawing is for the eye; the table below says the same to a screen reader. */}
      <div aria-hidden="true" className="h-48 w-full">
        <BarChart data={bars} responsive accessibilityLayer={false} style={{ width: '100%', height: '100%' }} margin={{ top: 4, right: 4, bottom: 0, left: -24 }}>
          <CartesianGrid vertical={false} stroke="var(--color-line)" />
          <XAxis dataKey="label" tickLine={false} interval={0} tick={{ fontSize: 11, fill: 'var(--color-ink-muted)' }} />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={{ fontSize: 11, fill: 'var(--color-ink-muted)' }} />
          <Tooltip
            cursor={{ fill: 'var(--color-navy-50)' }}
            labelFormatter={(_label, payload) => `Tháng ${payload?.[0]?.payload?.month ?? ''}/${year}`}
            contentStyle={{ borderRadius: 8, fontSize: 13 }}
          />
          {stackOrder.map((status) => (
            <Bar key={status} dataKey={status} name={BOOKING_STATUS_META[status].label} stackId="status" fill={statusFill[status]} isAnimationActive={false} />
          ))}
        </BarChart>
      </div>
      <table className="sr-only">
        <caption>
          Lịch hẹn của {name} theo tháng năm {year}
        </caption>
        <thead>
          <tr>
            <th scope="col">Tháng</th>
            {BOOKING_STATUSES.map((status) => (
              <th key={status} scope="col">
                {BOOKING_STATUS_META[status].label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.month}>
              <th scope="row">Tháng {bar.month}</th>
              {BOOKING_STATUSES.map((status) => (
                <td key={status}>{bar[status]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/**
 * The year month by month, one stacked bar chart per branch (confirmed, waiting, cancelled).
 * Its own chunk: the charting library loads with the statistics dialog, not with the screen.
 */
export function YearlyStatsChart({ year, rows, branches }: YearlyStatsChartProps) {
  return (
    <div className="space-y-4">
      <ul aria-label="Chú thích" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
        {stackOrder.map((status) => (
          <li key={status} className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded-sm" style={{ background: statusFill[status] }} />
            {BOOKING_STATUS_META[status].label}
          </li>
        ))}
      </ul>
      <div className="grid gap-5">
        {branches.map((branch) => (
          <BranchChart key={branch} year={year} rows={rows} branch={branch} />
        ))}
      </div>
    </div>
  );
}
