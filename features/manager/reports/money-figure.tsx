import type { ReactNode } from 'react';
import { messages } from '../../../contract/messages';
import { MONEY_TABLE_TITLES, type MoneyTable } from '../../../contract/money-reports';
import { exportMoneyReportCsv, type MoneyReportFilters } from '../../../entities/report/get-money-report';
import { ReportCsvButton } from './report-csv-button';

export interface MoneyFigureProps {
  table: MoneyTable;
  filters: MoneyReportFilters;
  /** What the table counts and when ('now' or the period). */
  note: string;
  empty: boolean;
  children: ReactNode;
}

/** One table of the money report: its title, 'Tải CSV' of the same period and branch, the table with its total row. */
export function MoneyFigure({ table, filters, note, empty, children }: MoneyFigureProps) {
  const title = MONEY_TABLE_TITLES[table];
  const titleId = `money-report-${table}-title`;

  return (
    <section aria-labelledby={titleId} className="min-w-0 space-y-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={titleId} className="text-lg font-bold text-navy-900">
          {title}
        </h3>
        <ReportCsvButton title={title} download={() => exportMoneyReportCsv(table, filters)} />
      </header>
      {empty ? <p className="rounded-control bg-surface-muted px-4 py-6 text-center text-ink-muted">{messages.reports.figureEmpty}</p> : children}
      <p className="text-xs text-ink-muted">{note}</p>
    </section>
  );
}
