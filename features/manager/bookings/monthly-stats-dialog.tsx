import { ChartColumn } from 'lucide-react';
import { useState } from 'react';
import { statisticsYears } from '../../../contract/constants';
import { garageToday } from '../../../contract/format';
import { BRANCH_IDS, CITY_BRANCHES, type BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import { useMonthlyCount } from '../../../entities/booking/get-monthly-count';
import { useYearlyStats } from '../../../entities/booking/get-yearly-stats';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { LazyBoundary } from '../../../ui/lazy-boundary';
import { LoadError } from '../../../ui/load-error';
import { retryableLazy } from '../../../ui/retryable-lazy';
import { Select } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { loadErrorText } from '../use-load-error-toast';

// The charting library is the biggest thing in the back office: it loads when the dialog opens.
const YearlyStatsChart = retryableLazy(() => import('./yearly-stats-chart').then((module) => module.YearlyStatsChart));

const monthOptions = Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: `Tháng ${index + 1}` }));
const branchOptions = [{ value: '', label: 'Cả hai chi nhánh' }, ...CITY_BRANCHES.map((branch) => ({ value: branch.id, label: branch.name }))];

/** This month and year in the garage's time zone. */
function currentMonth() {
  const today = garageToday();
  return { month: Number(today.slice(5, 7)), year: Number(today.slice(0, 4)) };
}

export interface MonthlyStatsDialogProps {
  /** The branch the list shows: the dialog opens on it (both when missing). */
  branch?: BranchId;
}

/**
 * 'Thống kê tháng': how many appointments fall in a month (months 1-12, years from three
 * before this one to the next), at one branch or both, and the whole year month by month in a
 * chart per branch and status. This month shows first; another choice asks the server again.
 */
export function MonthlyStatsDialog({ branch }: MonthlyStatsDialogProps) {
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  const [picked, setPicked] = useState<{ month: number; year: number; branch?: BranchId }>(currentMonth);
  const { data, error, isLoading, mutate } = useMonthlyCount(open ? picked : null);
  const yearly = useYearlyStats(open ? picked.year : null);
  const years = statisticsYears(currentMonth().year).map((year) => ({ value: String(year), label: String(year) }));
  const chartBranches = picked.branch ? [picked.branch] : BRANCH_IDS;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setPicked({ ...currentMonth(), branch });
          setOpenings((count) => count + 1);
        }
        setOpen(next);
      }}
      size="lg"
      title="Thống kê lịch hẹn theo tháng"
      description="Số lịch hẹn có ngày hẹn trong tháng đã chọn, mọi trạng thái, và cả năm theo từng chi nhánh."
      trigger={
        <Button variant="outline">
          <ChartColumn aria-hidden="true" />
          Thống kê tháng
        </Button>
      }
      footer={
        <DialogClose asChild>
          <Button variant="outline">Đóng</Button>
        </DialogClose>
      }
    >
      <div className="space-y-5">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <FormField label="Tháng">
            <Select value={String(picked.month)} onChange={(event) => setPicked({ ...picked, month: Number(event.target.value) })} options={monthOptions} />
          </FormField>
          <FormField label="Năm">
            <Select value={String(picked.year)} onChange={(event) => setPicked({ ...picked, year: Number(event.target.value) })} options={years} />
          </FormField>
          <FormField label="Chi nhánh" className="col-span-2 sm:col-span-1">
            <Select
              value={picked.branch ?? ''}
              onChange={(event) => setPicked({ ...picked, branch: (event.target.value || undefined) as BranchId | undefined })}
              options={branchOptions}
            />
          </FormField>
        </div>
        <div aria-live="polite" className="min-h-20 rounded-card bg-surface-muted p-4 text-center">
          {isLoading ? (
            <Spinner showLabel label={messages.common.loading} className="py-3" />
          ) : error ? (
            <LoadError error={error} message={loadErrorText(error, messages.bookings.monthlyStatsFailed)} onRetry={() => void mutate()} className="py-4" />
          ) : data ? (
            <p className="font-semibold text-ink">
              <span className="block text-4xl font-bold text-brand-700 tabular-nums">{data.count}</span>
              {format(messages.bookings.monthlyCount, { month: picked.month, year: picked.year, n: data.count })}
            </p>
          ) : null}
        </div>
        <section aria-labelledby="yearly-stats-title" className="space-y-3">
          <h3 id="yearly-stats-title" className="font-bold text-navy-900">
            Cả năm {picked.year}
          </h3>
          {yearly.isLoading ? (
            <Spinner showLabel label={messages.common.loading} className="py-6" />
          ) : yearly.error ? (
            <LoadError error={yearly.error} message={loadErrorText(yearly.error, messages.bookings.yearlyStatsFailed)} onRetry={() => void yearly.mutate()} className="py-4" />
          ) : yearly.data && yearly.data.year === picked.year ? (
            yearly.data.rows.some((row) => chartBranches.includes(row.branch)) ? (
              <LazyBoundary retryKey={openings} onError={YearlyStatsChart.retry} fallback={<Spinner showLabel label={messages.common.loading} className="py-6" />}>
                <YearlyStatsChart year={picked.year} rows={yearly.data.rows} branches={chartBranches} />
              </LazyBoundary>
            ) : (
              <p className="rounded-card bg-surface-muted p-4 text-center text-ink-muted">{format(messages.bookings.yearlyStatsEmpty, { year: picked.year })}</p>
            )
          ) : null}
        </section>
      </div>
    </Dialog>
  );
}
