import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

export interface ReportSeries {
  /** The key of the value in each datum. */
  key: string;
  name: string;
  /** A CSS colour of the theme: 'var(--color-navy-700)'. */
  color: string;
}

export type ReportDatum = Record<string, string | number | null>;

export interface ReportBarChartProps {
  data: readonly ReportDatum[];
  /** The key of each bar's label (the month, the step, the service). */
  labelKey: string;
  series: readonly ReportSeries[];
  /** The series on top of one another (parts of one whole), else side by side. */
  stacked?: boolean;
  /** Bars along a label axis at the left, for long labels (steps, services). */
  horizontal?: boolean;
  /** Values on the axis and in the tooltip; whole numbers as they are by default. */
  formatValue?: (value: number) => string;
  /** Labels on the label axis; as they are by default. */
  formatLabel?: (label: string) => string;
}

const tick = { fontSize: 11, fill: 'var(--color-ink-muted)' };

/**
 * A figure's bar chart, for the eye only: the table beside it says the same to a screen reader
 * (aria-hidden here). Its own chunk with the charting library, loaded after the tables are drawn.
 */
export function ReportBarChart({ data, labelKey, series, stacked = false, horizontal = false, formatValue = String, formatLabel = String }: ReportBarChartProps) {
  // A horizontal chart grows with its bars, so twelve steps stay readable on a phone.
  const height = horizontal ? Math.max(160, data.length * 28 + 40) : 224;
  const valueAxis = { tickLine: false, axisLine: false, tick, allowDecimals: false, tickFormatter: (value: number) => formatValue(value) };
  const labelAxis = { dataKey: labelKey, tickLine: false, tick, tickFormatter: (value: string) => formatLabel(String(value)) };
  return (
    <div className="min-w-0 space-y-2">
      {series.length > 1 ? (
        <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
          {series.map((item) => (
            <li key={item.key} className="flex items-center gap-1.5">
              <span className="size-3 rounded-sm" style={{ background: item.color }} />
              {item.name}
            </li>
          ))}
        </ul>
      ) : null}
      <div aria-hidden="true" className="w-full" style={{ height }}>
        <BarChart
          data={[...data]}
          layout={horizontal ? 'vertical' : 'horizontal'}
          responsive
          accessibilityLayer={false}
          style={{ width: '100%', height: '100%' }}
          margin={{ top: 4, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid horizontal={!horizontal} vertical={horizontal} stroke="var(--color-line)" />
          {horizontal ? (
            <>
              <XAxis type="number" {...valueAxis} />
              <YAxis type="category" width={120} interval={0} {...labelAxis} />
            </>
          ) : (
            <>
              <XAxis {...labelAxis} />
              {/* As wide as its longest label ('800.000', '1.144.500.000'), so no branch's figures lose their first digits. */}
              <YAxis width="auto" {...valueAxis} />
            </>
          )}
          <Tooltip
            cursor={{ fill: 'var(--color-navy-50)' }}
            formatter={(value) => formatValue(Number(value))}
            labelFormatter={(label) => formatLabel(String(label))}
            contentStyle={{ borderRadius: 8, fontSize: 13 }}
          />
          {series.map((item) => (
            <Bar key={item.key} dataKey={item.key} name={item.name} fill={item.color} stackId={stacked ? 'all' : undefined} isAnimationActive={false} />
          ))}
        </BarChart>
      </div>
    </div>
  );
}
