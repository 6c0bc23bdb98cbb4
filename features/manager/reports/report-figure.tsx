import type { ReactNode } from 'react';
import { messages } from '../../../contract/messages';
import type { ReportFigure as Figure } from '../../../contract/reports';
import type { ReportFilters } from '../../../entities/report/get-report';
import { cn } from '../../../ui/cn';
import { LazyBoundary } from '../../../ui/lazy-boundary';
import { retryableLazy } from '../../../ui/retryable-lazy';
import { Skeleton } from '../../../ui/skeleton';
import type { ReportBarChartProps } from './report-bar-chart';
import { ReportCsvButton } from './report-csv-button';
import { exportReportCsv } from '../../../entities/report/export-report';

// The charting library is the biggest thing in the back office: the tables are drawn first, the charts join them.
const ReportBarChart = retryableLazy(() => import('./report-bar-chart').then((module) => module.ReportBarChart));

export interface ReportStat {
  label: string;
  value: string;
}

export interface ReportFigureProps {
  figure: Figure;
  title: string;
  filters: ReportFilters;
  /** The key numbers, above the chart. */
  stats: readonly ReportStat[];
  /** One chart, or several side by side (a count and a time do not share an axis). */
  charts: ReadonlyArray<ReportBarChartProps & { title?: string }>;
  table: ReactNode;
  /** Nothing to draw in the period: the chart and table give way to a line saying so. */
  empty: boolean;
  /** How the figure is counted, under it. */
  note: string;
  /**
   * 'side': the table beside the chart on a wide screen (a table of a few columns); 'below': the
   * charts side by side and the table under them (many columns, or two charts).
   */
  layout?: 'side' | 'below';
}

/** One figure of the report: its title and CSV download, key numbers, chart and table, and how it is counted. */
export function ReportFigure({ figure, title, filters, stats, charts, table, empty, note, layout = 'side' }: ReportFigureProps) {
  const titleId = `report-${figure}-title`;
  return (
    <section aria-labelledby={titleId} className="min-w-0 space-y-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={titleId} className="text-lg font-bold text-navy-900">
          {title}
        </h2>
        <ReportCsvButton title={title} download={() => exportReportCsv(figure, filters)} />
      </header>
      <dl className="flex flex-wrap gap-x-8 gap-y-3">
        {stats.map((stat) => (
          <div key={stat.label}>
            <dt className="text-sm text-ink-muted">{stat.label}</dt>
            <dd className="text-2xl font-bold text-navy-900 tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
      {empty ? (
        <p className="rounded-control bg-surface-muted px-4 py-6 text-center text-ink-muted">{messages.reports.figureEmpty}</p>
      ) : (
        <div className={cn('grid min-w-0 gap-5', layout === 'side' && 'xl:grid-cols-2')}>
          <div className={cn('grid min-w-0 content-start gap-5', layout === 'below' && charts.length > 1 && 'md:grid-cols-2')}>
            {charts.map((chart, index) => (
              // For the eye: the table says the same to a screen reader.
              <div key={chart.title ?? index} aria-hidden="true" className="min-w-0 space-y-1">
                {chart.title ? <p className="text-sm font-semibold text-ink-muted">{chart.title}</p> : null}
                <LazyBoundary fallback={<Skeleton className="h-48" />} onError={ReportBarChart.retry}>
                  <ReportBarChart {...chart} />
                </LazyBoundary>
              </div>
            ))}
          </div>
          <div className="min-w-0">{table}</div>
        </div>
      )}
      <p className="text-xs text-ink-muted">{note}</p>
    </section>
  );
}
