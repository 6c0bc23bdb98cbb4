import { FileDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { refusalText } from '../../../contract/client';
import { format, messages } from '../../../contract/messages';
import { MONEY_TABLE_TITLES, type MoneyTable } from '../../../contract/money-reports';
import { exportMoneyReportCsv, type MoneyReportFilters } from '../../../entities/report/get-money-report';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/toast';
import { saveFile } from '../save-file';

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
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const title = MONEY_TABLE_TITLES[table];
  const titleId = `money-report-${table}-title`;

  const download = async () => {
    setPending(true);
    try {
      const file = await exportMoneyReportCsv(table, filters);
      saveFile(file);
      toast.success(format(messages.exports.success, { file: file.fileName }));
    } catch (error) {
      toast.error(refusalText(error, messages.exports.failed));
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby={titleId} className="min-w-0 space-y-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={titleId} className="text-lg font-bold text-navy-900">
          {title}
        </h3>
        <Button variant="outline" size="sm" pending={pending} pendingLabel="Đang tải..." aria-label={`Tải CSV: ${title}`} onClick={() => void download()}>
          <FileDown aria-hidden="true" />
          Tải CSV
        </Button>
      </header>
      {empty ? <p className="rounded-control bg-surface-muted px-4 py-6 text-center text-ink-muted">{messages.reports.figureEmpty}</p> : children}
      <p className="text-xs text-ink-muted">{note}</p>
    </section>
  );
}
