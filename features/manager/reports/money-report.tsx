import { formatDay, formatPrice, groupThousands } from '../../../contract/format';
import { branchOf } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import { moneyReportQuerySchema, MONEY_TABLE_TITLES, type MoneyReport as Report } from '../../../contract/money-reports';
import { AGEING_BUCKET_LABELS } from '../../../contract/payments';
import { PAYMENT_METHOD_LABELS } from '../../../contract/repair-quotes';
import { branchScope } from '../../../contract/reports';
import { useMoneyReport, type MoneyReportFilters } from '../../../entities/report/get-money-report';
import { DateInput } from '../../../ui/date-input';
import { FormField } from '../../../ui/form-field';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { Spinner } from '../../../ui/spinner';
import { loadErrorText, useLoadErrorToast } from '../use-load-error-toast';
import { differenceText } from '../cashbook/cash-difference';
import { MoneyFigure } from './money-figure';
import { ReportTable } from './report-table';
import { useReportPeriod } from './use-report-period';

const branchName = (branch: string) => branchOf(branch)?.shortName ?? branch;

/** Nothing taken, held, owed or miscounted. */
const isEmpty = (report: Report) =>
  report.revenueMethods.rows.length === 0 && report.deposits.rows.length === 0 && report.receivables.rows.length === 0 && report.cashDifferences.rows.length === 0;

/** The day fields' own names in the address: the page's `from` and `to` are months. */
const FROM_PARAM = 'moneyFrom';
const TO_PARAM = 'moneyTo';

/**
 * 'Tiền' under the business report (the master's): money taken by method and branch in a period
 * of days (this month by default, `?moneyFrom=&moneyTo=` in the address), the deposits held and
 * the receivables by age as of now, and the closed cash days whose count differed. Each table has
 * its total row, the sum of its rows as the server counts it, and its CSV.
 */
export function MoneyReport() {
  const { asked, change } = useReportPeriod(FROM_PARAM, TO_PARAM);
  const checked = moneyReportQuerySchema.safeParse(asked);
  const problem = checked.success ? undefined : checked.error.issues[0]?.message;
  const { data, error, isLoading, isValidating, mutate } = useMoneyReport(checked.success ? asked : null);
  // Said in place when nothing was read; a refresh failing behind what is shown is the toast's.
  useLoadErrorToast(data ? error : undefined, messages.cashbookScreen.moneyReportLoadFailed);
  const shown: MoneyReportFilters | null = data ? { from: data.from, to: data.to, branch: asked.branch } : null;


  return (
    <section aria-labelledby="money-report-title" aria-busy={isValidating || undefined} className="min-w-0 space-y-6">
      <header>
        <h2 id="money-report-title" className="text-xl font-bold text-navy-900 sm:text-2xl">
          Tiền
        </h2>
        <p className="mt-1 text-ink-muted">
          {data ? `Từ ${formatDay(data.from)} đến ${formatDay(data.to)} · ${branchScope(asked.branch)}` : 'Doanh thu theo hình thức thanh toán, tiền cọc, công nợ và chênh lệch sổ quỹ.'}
        </p>
      </header>
      <form aria-label="Khoảng ngày báo cáo tiền" onSubmit={(event) => event.preventDefault()} className="grid gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:grid-cols-2">
        <FormField label="Từ ngày">
          <DateInput value={asked.from} onChange={(event) => change('from', event.target.value)} />
        </FormField>
        <FormField label="Đến ngày" error={problem}>
          <DateInput value={asked.to} onChange={(event) => change('to', event.target.value)} />
        </FormField>
      </form>
      {problem ? null : data && shown ? (
        isEmpty(data) ? (
          <p className="rounded-card bg-surface p-8 text-center text-ink-muted shadow-card ring-1 ring-line">{messages.cashbookScreen.moneyReportEmpty}</p>
        ) : (
          <>
            <MoneyFigure table="revenue-methods" filters={shown} empty={data.revenueMethods.rows.length === 0} note="Tiền thu trừ tiền hoàn, theo ngày thu (giờ Việt Nam); đơn hàng thu khi giao tính là tiền mặt.">
              <ReportTable
                caption={MONEY_TABLE_TITLES['revenue-methods']}
                headers={['Chi nhánh', 'Hình thức', 'Đã thu', 'Đã hoàn', 'Thực thu']}
                rows={data.revenueMethods.rows.map((row) => ({
                  key: `${row.branch}-${row.method}`,
                  label: branchName(row.branch),
                  cells: [PAYMENT_METHOD_LABELS[row.method], formatPrice(row.received), formatPrice(row.refunded), formatPrice(row.net)],
                }))}
                total={['', formatPrice(data.revenueMethods.total.received), formatPrice(data.revenueMethods.total.refunded), formatPrice(data.revenueMethods.total.net)]}
              />
            </MoneyFigure>
            <MoneyFigure table="deposits" filters={shown} empty={data.deposits.rows.length === 0} note="Hiện tại, không theo khoảng ngày: tiền khách đã trả trước trên các phiếu chưa giao xe.">
              <ReportTable
                caption={MONEY_TABLE_TITLES.deposits}
                headers={['Chi nhánh', 'Số phiếu', 'Tiền cọc']}
                rows={data.deposits.rows.map((row) => ({ key: row.branch, label: branchName(row.branch), cells: [groupThousands(row.jobs), formatPrice(row.amount)] }))}
                total={[groupThousands(data.deposits.total.jobs), formatPrice(data.deposits.total.amount)]}
              />
            </MoneyFigure>
            <MoneyFigure table="receivables" filters={shown} empty={data.receivables.rows.length === 0} note="Hiện tại, không theo khoảng ngày: công nợ còn mở theo số ngày quá hạn.">
              <ReportTable
                caption={MONEY_TABLE_TITLES.receivables}
                headers={['Chi nhánh', 'Tuổi nợ', 'Số khoản', 'Còn nợ']}
                rows={data.receivables.rows.map((row) => ({
                  key: `${row.branch}-${row.bucket}`,
                  label: branchName(row.branch),
                  cells: [AGEING_BUCKET_LABELS[row.bucket], groupThousands(row.count), formatPrice(row.balance)],
                }))}
                total={['', groupThousands(data.receivables.total.count), formatPrice(data.receivables.total.balance)]}
              />
            </MoneyFigure>
            <MoneyFigure table="cash-differences" filters={shown} empty={data.cashDifferences.rows.length === 0} note="Các ngày đã chốt sổ trong khoảng ngày có tiền đếm được khác tồn cuối ngày theo sổ.">
              <ReportTable
                caption={MONEY_TABLE_TITLES['cash-differences']}
                headers={['Ngày', 'Chi nhánh', 'Theo sổ', 'Đếm được', 'Chênh lệch']}
                rows={data.cashDifferences.rows.map((row) => ({
                  key: `${row.branch}-${row.day}`,
                  label: formatDay(row.day),
                  cells: [branchName(row.branch), formatPrice(row.expected), formatPrice(row.counted), differenceText(row.difference)],
                }))}
                total={['', formatPrice(data.cashDifferences.total.expected), formatPrice(data.cashDifferences.total.counted), differenceText(data.cashDifferences.total.difference)]}
              />
            </MoneyFigure>
          </>
        )
      ) : error ? (
        <LoadError error={error} message={loadErrorText(error, messages.cashbookScreen.moneyReportLoadFailed)} onRetry={() => void mutate()} />
      ) : isLoading ? (
        <div className="space-y-4">
          <Spinner showLabel label={messages.common.loading} />
          <Skeleton className="h-48" />
        </div>
      ) : null}
    </section>
  );
}
