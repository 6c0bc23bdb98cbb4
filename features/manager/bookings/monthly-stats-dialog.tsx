import { ChartColumn } from 'lucide-react';
import { useState } from 'react';
import { statisticsYears } from '../../../contract/constants';
import { garageToday } from '../../../contract/format';
import { format, messages } from '../../../contract/messages';
import { useMonthlyCount } from '../../../entities/booking/get-monthly-count';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { LoadError } from '../../../ui/load-error';
import { Select } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { useLoadErrorToast } from '../use-load-error-toast';

const monthOptions = Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: `Tháng ${index + 1}` }));

/** This month and year in the garage's time zone. */
function currentMonth() {
  const today = garageToday();
  return { month: Number(today.slice(5, 7)), year: Number(today.slice(0, 4)) };
}

/**
 * 'Thống kê tháng': how many appointments fall in a month (months 1-12, years from three
 * before this one to the next). This month shows first; another choice asks the server again.
 */
export function MonthlyStatsDialog() {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState(currentMonth);
  const { data, error, isLoading, mutate } = useMonthlyCount(open ? picked : null);
  useLoadErrorToast(error, messages.bookings.monthlyStatsFailed);
  const years = statisticsYears(currentMonth().year).map((year) => ({ value: String(year), label: String(year) }));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setPicked(currentMonth());
        setOpen(next);
      }}
      size="sm"
      title="Thống kê lịch hẹn theo tháng"
      description="Số lịch hẹn có ngày hẹn trong tháng đã chọn, mọi trạng thái."
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
      <div className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Tháng">
            <Select value={String(picked.month)} onChange={(event) => setPicked({ ...picked, month: Number(event.target.value) })} options={monthOptions} />
          </FormField>
          <FormField label="Năm">
            <Select value={String(picked.year)} onChange={(event) => setPicked({ ...picked, year: Number(event.target.value) })} options={years} />
          </FormField>
        </div>
        <div aria-live="polite" className="min-h-20 rounded-card bg-surface-muted p-4 text-center">
          {isLoading ? (
            <Spinner showLabel label={messages.common.loading} className="py-3" />
          ) : error ? (
            <LoadError message={messages.bookings.monthlyStatsFailed} onRetry={() => void mutate()} className="py-4" />
          ) : data ? (
            <p className="font-semibold text-ink">
              <span className="block text-4xl font-bold text-brand-700 tabular-nums">{data.count}</span>
              {format(messages.bookings.monthlyCount, { month: picked.month, year: picked.year, n: data.count })}
            </p>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
