import { formatPrice, groupThousands } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import { QUOTE_LINE_KIND_LABELS } from '../../../contract/quote-rules';
import { shareText, type Report } from '../../../contract/reports';
import type { ReportFilters } from '../../../entities/report/get-report';
import { ReportFigure } from './report-figure';
import { ReportTable } from './report-table';

export interface QuotesFigureProps {
  quotes: Report['quotes'];
  filters: ReportFilters;
}

type QuoteCounts = Omit<Report['quotes'], 'rows'>;

const cellsOf = (row: QuoteCounts) => [
  groupThousands(row.answered),
  groupThousands(row.approved),
  groupThousands(row.answered - row.approved),
  shareText(row.approved, row.answered),
  formatPrice(row.approvedAmount),
];

/** How many of the quote lines customers answered they approved, per kind of line, in lines and in money. */
export function QuotesFigure({ quotes, filters }: QuotesFigureProps) {
  const title = 'Tỷ lệ khách đồng ý hạng mục báo giá';
  return (
    <ReportFigure
      figure="quotes"
      title={title}
      filters={filters}
      layout="below"
      stats={[
        { label: 'Tỷ lệ đồng ý', value: shareText(quotes.approved, quotes.answered) },
        { label: 'Hạng mục đã trả lời', value: groupThousands(quotes.answered) },
        { label: 'Giá trị đồng ý', value: formatPrice(quotes.approvedAmount) },
      ]}
      charts={[
        {
          data: quotes.rows.map((row) => ({ kind: QUOTE_LINE_KIND_LABELS[row.kind], approved: row.approved, declined: row.answered - row.approved })),
          labelKey: 'kind',
          horizontal: true,
          stacked: true,
          series: [
            { key: 'approved', name: 'Đồng ý', color: 'var(--color-success)' },
            { key: 'declined', name: 'Từ chối', color: 'var(--color-line-strong)' },
          ],
        },
      ]}
      table={
        <ReportTable
          caption={title}
          headers={['Loại hạng mục', 'Đã trả lời', 'Đồng ý', 'Từ chối', 'Tỷ lệ đồng ý', 'Giá trị đồng ý']}
          rows={quotes.rows.map((row) => ({ key: row.kind, label: QUOTE_LINE_KIND_LABELS[row.kind], cells: cellsOf(row) }))}
          total={cellsOf(quotes)}
        />
      }
      empty={quotes.answered === 0}
      note={messages.reports.quotesNote}
    />
  );
}
