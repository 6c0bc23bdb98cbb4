import type { ReactNode } from 'react';
import { messages } from '../../../contract/messages';
import type { PartsReportFigure } from '../../../contract/parts-reports';
import { exportPartsReportCsv, type PartsReportFilters } from '../../../entities/report/get-parts-report';
import type { ReportStat } from './report-figure';
import { ReportCsvButton } from './report-csv-button';

export interface PartsFigureProps {
  figure: PartsReportFigure;
  title: string;
  filters: PartsReportFilters;
  stats: readonly ReportStat[];
  table: ReactNode;
  empty: boolean;
  note: string;
}

/**
 * One figure of the parts report: title and 'Tải CSV', key numbers, its table and how it is
 * counted. No chart: a list of jobs or parts reads better as rows than as bars.
 */
export function PartsFigure({ figure, title, filters, stats, table, empty, note }: PartsFigureProps) {
  const titleId = `parts-report-${figure}-title`;

  return (
    <section aria-labelledby={titleId} className="min-w-0 space-y-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={titleId} className="text-lg font-bold text-navy-900">
          {title}
        </h3>
        <ReportCsvButton title={title} download={() => exportPartsReportCsv(figure, filters)} />
      </header>
      <dl className="flex flex-wrap gap-x-8 gap-y-3">
        {stats.map((stat) => (
          <div key={stat.label}>
            <dt className="text-sm text-ink-muted">{stat.label}</dt>
            <dd className="text-2xl font-bold text-navy-900 tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
      {empty ? <p className="rounded-control bg-surface-muted px-4 py-6 text-center text-ink-muted">{messages.reports.figureEmpty}</p> : table}
      <p className="text-xs text-ink-muted">{note}</p>
    </section>
  );
}
