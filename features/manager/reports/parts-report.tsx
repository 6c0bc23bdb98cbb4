import { useSearchParams } from 'react-router-dom';
import { formatDate, formatPrice, garageToday, groupThousands } from '../../../contract/format';
import { BRANCH_IDS, branchOf, type BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import { SLOW_MOVER_DAYS, type PartsReport as Report } from '../../../contract/parts-reports';
import { branchScope, isReportMonth, monthText } from '../../../contract/reports';
import { usePartsReport, type PartsReportFilters } from '../../../entities/report/get-parts-report';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { Spinner } from '../../../ui/spinner';
import { loadErrorText, useLoadErrorToast } from '../use-load-error-toast';
import { PartsFigure } from './parts-figure';
import { ReportTable } from './report-table';

const branchName = (branch: string) => branchOf(branch)?.name ?? branch;

/** Nothing in stock and nothing bought or fitted in the month. */
const isEmpty = (report: Report) =>
  report.stockValue.quantity === 0 && report.partsMargin.rows.length === 0 && report.slowMovers.rows.length === 0 && report.supplierSpend.rows.length === 0;

/**
 * The parts store's figures under the business report (the master's): the month is the period's
 * last (`to` in the address, this month by default) and the branch the page's. Stock value and
 * slow movers are of now; the margin and the supplier spend are of the month.
 */
export function PartsReport() {
  const [params] = useSearchParams();
  const to = params.get('to');
  const branchParam = params.get('branch');
  const filters: PartsReportFilters = {
    month: to && isReportMonth(to) ? to : garageToday().slice(0, 7),
    branch: BRANCH_IDS.includes(branchParam as BranchId) ? (branchParam as BranchId) : undefined,
  };
  const { data, error, isLoading, isValidating, mutate } = usePartsReport(filters);
  // Said in place when nothing was read; a refresh failing behind what is shown is the toast's.
  useLoadErrorToast(data ? error : undefined, messages.reports.partsLoadFailed);
  const shown: PartsReportFilters | null = data ? { month: data.month, branch: data.branch ?? undefined } : null;

  return (
    <section aria-labelledby="parts-report-title" aria-busy={isValidating || undefined} className="min-w-0 space-y-6">
      <header>
        <h2 id="parts-report-title" className="text-xl font-bold text-navy-900 sm:text-2xl">
          Phụ tùng
        </h2>
        <p className="mt-1 text-ink-muted">
          {data ? `Tháng ${monthText(data.month)} · ${branchScope(data.branch)}` : 'Tồn kho, lãi phụ tùng, hàng chậm luân chuyển và tiền trả nhà cung cấp.'}
        </p>
      </header>
      {data && shown ? (
        isEmpty(data) ? (
          <p className="rounded-card bg-surface p-8 text-center text-ink-muted shadow-card ring-1 ring-line">{messages.reports.partsEmpty}</p>
        ) : (
          <>
            <PartsFigure
              figure="stock-value"
              title="Giá trị tồn kho theo chi nhánh"
              filters={shown}
              stats={[
                { label: 'Giá trị theo giá vốn', value: formatPrice(data.stockValue.value) },
                { label: 'Số lượng tồn', value: groupThousands(data.stockValue.quantity) },
              ]}
              empty={data.stockValue.quantity === 0}
              note={messages.reports.stockValueNote}
              table={
                <ReportTable
                  caption="Giá trị tồn kho theo chi nhánh"
                  headers={['Chi nhánh', 'Phụ tùng còn tồn', 'Số lượng tồn', 'Giá trị']}
                  rows={data.stockValue.rows.map((row) => ({ key: row.branch, label: branchName(row.branch), cells: [groupThousands(row.parts), groupThousands(row.quantity), formatPrice(row.value)] }))}
                  total={['', groupThousands(data.stockValue.quantity), formatPrice(data.stockValue.value)]}
                />
              }
            />
            <PartsFigure
              figure="parts-margin"
              title="Lãi phụ tùng theo phiếu sửa chữa"
              filters={shown}
              stats={[
                { label: 'Lãi phụ tùng', value: formatPrice(data.partsMargin.margin) },
                { label: 'Tiền bán phụ tùng', value: formatPrice(data.partsMargin.sale) },
                { label: 'Giá vốn', value: formatPrice(data.partsMargin.cost) },
              ]}
              empty={data.partsMargin.rows.length === 0}
              note={messages.reports.partsMarginNote}
              table={
                <ReportTable
                  caption="Lãi phụ tùng theo phiếu sửa chữa"
                  headers={['Phiếu', 'Chi nhánh', 'Ngày đóng', 'Tiền bán', 'Giá vốn', 'Lãi']}
                  rows={data.partsMargin.rows.map((row) => ({
                    key: row.repairId,
                    label: row.code,
                    cells: [branchName(row.branch), formatDate(row.closedAt), formatPrice(row.sale), formatPrice(row.cost), formatPrice(row.margin)],
                  }))}
                  total={['', '', formatPrice(data.partsMargin.sale), formatPrice(data.partsMargin.cost), formatPrice(data.partsMargin.margin)]}
                />
              }
            />
            <PartsFigure
              figure="slow-movers"
              title="Hàng chậm luân chuyển"
              filters={shown}
              stats={[
                { label: 'Giá trị nằm kho', value: formatPrice(data.slowMovers.value) },
                { label: 'Số lượng', value: groupThousands(data.slowMovers.onHand) },
              ]}
              empty={data.slowMovers.rows.length === 0}
              note={format(messages.reports.slowMoversNote, { days: SLOW_MOVER_DAYS })}
              table={
                <ReportTable
                  caption="Hàng chậm luân chuyển"
                  headers={['Phụ tùng', 'Chi nhánh', 'Tồn', 'Giá trị', 'Lần xuất cuối']}
                  rows={data.slowMovers.rows.map((row) => ({
                    key: `${row.partId}-${row.branch}`,
                    label: `${row.sku} · ${row.name}`,
                    cells: [branchName(row.branch), `${groupThousands(row.onHand)} ${row.unit}`, formatPrice(row.value), row.lastOutAt ? formatDate(row.lastOutAt) : 'Chưa xuất'],
                  }))}
                  total={['', groupThousands(data.slowMovers.onHand), formatPrice(data.slowMovers.value), '']}
                />
              }
            />
            <PartsFigure
              figure="supplier-spend"
              title="Tiền trả nhà cung cấp"
              filters={shown}
              stats={[{ label: 'Tiền hàng đã nhận', value: formatPrice(data.supplierSpend.amount) }]}
              empty={data.supplierSpend.rows.length === 0}
              note={messages.reports.supplierSpendNote}
              table={
                <ReportTable
                  caption="Tiền trả nhà cung cấp"
                  headers={['Nhà cung cấp', 'Lần nhận hàng', 'Tiền hàng']}
                  rows={data.supplierSpend.rows.map((row) => ({ key: row.supplierId, label: row.name, cells: [groupThousands(row.receipts), formatPrice(row.amount)] }))}
                  total={[groupThousands(data.supplierSpend.receipts), formatPrice(data.supplierSpend.amount)]}
                />
              }
            />
          </>
        )
      ) : error ? (
        <LoadError error={error} message={loadErrorText(error, messages.reports.partsLoadFailed)} onRetry={() => void mutate()} />
      ) : isLoading ? (
        <div className="space-y-4">
          <Spinner showLabel label={messages.common.loading} />
          <Skeleton className="h-48" />
        </div>
      ) : null}
    </section>
  );
}
