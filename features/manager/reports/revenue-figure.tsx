import { formatPrice, groupThousands } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import { monthText, revenueSourceName, REVENUE_SOURCES, type Report, type RevenueSource } from '../../../contract/reports';
import type { ReportFilters } from '../../../entities/report/get-report';
import type { ReportDatum } from './report-bar-chart';
import { ReportFigure } from './report-figure';
import { moneyTick, monthTick } from './report-format';
import { ReportTable } from './report-table';

/** Each source's colour, the same in every chart of the page. */
const SOURCE_COLORS: Readonly<Record<RevenueSource, string>> = {
  'quan-12': 'var(--color-navy-700)',
  'thu-duc': 'var(--color-brand-500)',
  online: 'var(--color-success)',
};

export interface RevenueFigureProps {
  revenue: Report['revenue'];
  filters: ReportFilters;
}

/** Money in by month, one bar per month with a part per source; the table a row per month and a column per source. */
export function RevenueFigure({ revenue, filters }: RevenueFigureProps) {
  const sources = REVENUE_SOURCES.filter((source) => revenue.rows.some((row) => row.source === source));
  const months = [...new Set(revenue.rows.map((row) => row.month))];
  const amountOf = (month: string, source: RevenueSource) => revenue.rows.find((row) => row.month === month && row.source === source)?.amount ?? 0;
  const monthTotal = (month: string) => sources.reduce((sum, source) => sum + amountOf(month, source), 0);
  const sourceTotal = (source: RevenueSource) => revenue.rows.filter((row) => row.source === source).reduce((sum, row) => sum + row.amount, 0);
  const data: ReportDatum[] = months.map((month) => ({ month, ...Object.fromEntries(sources.map((source) => [source, amountOf(month, source)])) }));
  const title = 'Doanh thu theo tháng và chi nhánh';

  return (
    <ReportFigure
      figure="revenue"
      title={title}
      filters={filters}
      layout="below"
      stats={[
        { label: 'Tổng doanh thu', value: formatPrice(revenue.amount) },
        { label: 'Số lần thu tiền', value: groupThousands(revenue.count) },
      ]}
      charts={[
        {
          data,
          labelKey: 'month',
          stacked: true,
          series: sources.map((source) => ({ key: source, name: revenueSourceName(source), color: SOURCE_COLORS[source] })),
          formatValue: moneyTick,
          formatLabel: monthTick,
        },
      ]}
      table={
        <ReportTable
          caption={`${title}, đơn vị đồng`}
          headers={['Tháng', ...sources.map(revenueSourceName), 'Cộng']}
          rows={months.map((month) => ({
            key: month,
            label: monthText(month),
            cells: [...sources.map((source) => formatPrice(amountOf(month, source))), formatPrice(monthTotal(month))],
          }))}
          total={[...sources.map((source) => formatPrice(sourceTotal(source))), formatPrice(revenue.amount)]}
        />
      }
      empty={revenue.count === 0}
      note={messages.reports.revenueNote}
    />
  );
}
