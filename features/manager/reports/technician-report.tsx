import { formatDay, formatPrice, groupThousands } from '../../../contract/format';
import { branchOf } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import { branchScope } from '../../../contract/reports';
import { technicianReportQuerySchema, type TechnicianReport as Report } from '../../../contract/technician-reports';
import { writeNumber } from '../../../contract/typed-number-rules';
import { exportTechnicianReportCsv, useTechnicianReport, type TechnicianReportFilters } from '../../../entities/report/get-technician-report';
import { DateInput } from '../../../ui/date-input';
import { FormField } from '../../../ui/form-field';
import { LazyBoundary } from '../../../ui/lazy-boundary';
import { LoadError } from '../../../ui/load-error';
import { retryableLazy } from '../../../ui/retryable-lazy';
import { Skeleton } from '../../../ui/skeleton';
import { Spinner } from '../../../ui/spinner';
import { loadErrorText, useLoadErrorToast } from '../use-load-error-toast';
import { ReportCsvButton } from './report-csv-button';
import { ReportTable } from './report-table';
import { useReportPeriod } from './use-report-period';
import { TechnicianShareCell } from './technician-share-cell';

// The charting library loads after the table, as the business report's figures do.
const ReportBarChart = retryableLazy(() => import('./report-bar-chart').then((module) => module.ReportBarChart));

/** The day fields' own names in the address: the page's `from` and `to` are months. */
const FROM_PARAM = 'techFrom';
const TO_PARAM = 'techTo';
const TITLE = 'Giờ làm và hoa hồng kỹ thuật viên';

const hoursText = (hours: number) => writeNumber(hours);
/** 0.833 is '83,3 %'; nothing clocked is '—'. */
export const efficiencyText = (efficiency: number | null) => (efficiency === null ? '—' : `${writeNumber(Math.round(efficiency * 1000) / 10)} %`);
const moneyOrDash = (amount: number | null) => (amount === null ? '—' : formatPrice(amount));

/** Nobody with the role and no figure for anyone. */
const isEmpty = (report: Report) => report.rows.length === 0;

/**
 * 'Kỹ thuật viên' under the business report (the master's): for a period of days (this month by
 * default, `?techFrom=&techTo=` in the address) and the page's branch, each technician's hours
 * billed on paid jobs against hours clocked, efficiency, jobs, comebacks within a warranty, labour
 * revenue and the commission at the share the master sets in the row. The total row is the sum
 * of the rows; the CSV is the same table.
 */
export function TechnicianReport() {
  const { asked, change } = useReportPeriod(FROM_PARAM, TO_PARAM);
  const checked = technicianReportQuerySchema.safeParse(asked);
  const problem = checked.success ? undefined : checked.error.issues[0]?.message;
  const { data, error, isLoading, isValidating, mutate } = useTechnicianReport(checked.success ? asked : null);
  // Said in place when nothing was read; a refresh failing behind what is shown is the toast's.
  useLoadErrorToast(data ? error : undefined, messages.technicianReport.loadFailed);
  const shown: TechnicianReportFilters | null = data ? { from: data.from, to: data.to, branch: asked.branch } : null;


  return (
    <section aria-labelledby="technician-report-title" aria-busy={isValidating || undefined} className="min-w-0 space-y-6">
      <header>
        <h2 id="technician-report-title" className="text-xl font-bold text-navy-900 sm:text-2xl">
          Kỹ thuật viên
        </h2>
        <p className="mt-1 text-ink-muted">
          {data ? `Từ ${formatDay(data.from)} đến ${formatDay(data.to)} · ${branchScope(asked.branch)}` : 'Giờ tính tiền, giờ bấm, hiệu suất, xe quay lại và hoa hồng của từng kỹ thuật viên.'}
        </p>
      </header>
      <form aria-label="Khoảng ngày báo cáo kỹ thuật viên" onSubmit={(event) => event.preventDefault()} className="grid gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:grid-cols-2">
        <FormField label="Từ ngày">
          <DateInput value={asked.from} onChange={(event) => change('from', event.target.value)} />
        </FormField>
        <FormField label="Đến ngày" error={problem}>
          <DateInput value={asked.to} onChange={(event) => change('to', event.target.value)} />
        </FormField>
      </form>
      {problem ? null : data && shown ? (
        isEmpty(data) ? (
          <p className="rounded-card bg-surface p-8 text-center text-ink-muted shadow-card ring-1 ring-line">{messages.technicianReport.empty}</p>
        ) : (
          <section aria-labelledby="technician-figure-title" className="min-w-0 space-y-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5">
            <header className="flex flex-wrap items-start justify-between gap-3">
              <h3 id="technician-figure-title" className="text-lg font-bold text-navy-900">
                {TITLE}
              </h3>
              <ReportCsvButton title={TITLE} download={() => exportTechnicianReportCsv(shown)} />
            </header>
            <dl className="flex flex-wrap gap-x-8 gap-y-3">
              <div>
                <dt className="text-sm text-ink-muted">Hiệu suất chung</dt>
                <dd className="text-2xl font-bold text-navy-900 tabular-nums">{efficiencyText(data.total.efficiency)}</dd>
              </div>
              <div>
                <dt className="text-sm text-ink-muted">Doanh thu công</dt>
                <dd className="text-2xl font-bold text-navy-900 tabular-nums">{formatPrice(data.total.labourRevenue)}</dd>
              </div>
              <div>
                <dt className="text-sm text-ink-muted">Hoa hồng</dt>
                <dd className="text-2xl font-bold text-navy-900 tabular-nums">{formatPrice(data.total.commission)}</dd>
              </div>
            </dl>
            {/* For the eye: the table says the same to a screen reader. */}
            <div aria-hidden="true" className="min-w-0 space-y-1">
              <p className="text-sm font-semibold text-ink-muted">Giờ tính tiền và giờ bấm</p>
              <LazyBoundary fallback={<Skeleton className="h-48" />} onError={ReportBarChart.retry}>
                <ReportBarChart
                  data={data.rows.map((row) => ({ name: row.technician.fullName, billed: row.billedHours, clocked: row.clockedHours }))}
                  labelKey="name"
                  horizontal
                  series={[
                    { key: 'billed', name: 'Giờ tính tiền', color: 'var(--color-brand-600)' },
                    { key: 'clocked', name: 'Giờ bấm', color: 'var(--color-navy-700)' },
                  ]}
                  formatValue={hoursText}
                />
              </LazyBoundary>
            </div>
            <ReportTable
              caption={TITLE}
              headers={['Kỹ thuật viên', 'Giờ tính tiền', 'Giờ bấm', 'Hiệu suất', 'Số phiếu', 'Xe quay lại', 'Doanh thu công', '% hoa hồng', 'Hoa hồng']}
              rows={data.rows.map((row) => ({
                key: row.technician._id,
                label: (
                  <>
                    {row.technician.fullName}
                    {row.technician.branch ? <span className="block text-xs font-normal text-ink-muted">{branchOf(row.technician.branch)?.shortName}</span> : null}
                  </>
                ),
                cells: [
                  hoursText(row.billedHours),
                  hoursText(row.clockedHours),
                  efficiencyText(row.efficiency),
                  groupThousands(row.jobsDone),
                  groupThousands(row.comebacks),
                  formatPrice(row.labourRevenue),
                  <TechnicianShareCell key="share" technicianId={row.technician._id} fullName={row.technician.fullName} percent={row.sharePercent} />,
                  moneyOrDash(row.commission),
                ],
              }))}
              total={[
                hoursText(data.total.billedHours),
                hoursText(data.total.clockedHours),
                efficiencyText(data.total.efficiency),
                groupThousands(data.total.jobsDone),
                groupThousands(data.total.comebacks),
                formatPrice(data.total.labourRevenue),
                '',
                formatPrice(data.total.commission),
              ]}
            />
            <p className="text-xs text-ink-muted">
              Giờ tính tiền: giờ công đã duyệt của các phiếu thanh toán trong khoảng ngày. Giờ bấm: giờ bấm trên mọi hạng mục trong khoảng ngày. Hiệu suất = giờ tính tiền / giờ bấm. Xe quay lại:
              xe trở lại trong thời hạn bảo hành với cùng hạng mục. Hoa hồng = doanh thu công (sau giảm giá) × tỷ lệ; dấu — là chưa bấm giờ hoặc chưa đặt tỷ lệ.
            </p>
          </section>
        )
      ) : error ? (
        <LoadError error={error} message={loadErrorText(error, messages.technicianReport.loadFailed)} onRetry={() => void mutate()} />
      ) : isLoading ? (
        <div className="space-y-4">
          <Spinner showLabel label={messages.common.loading} />
          <Skeleton className="h-48" />
        </div>
      ) : null}
    </section>
  );
}
