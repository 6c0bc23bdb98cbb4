import { zodResolver } from '@hookform/resolvers/zod';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { refusalText } from '../../contract/client';
import type { DownloadedFile } from '../../contract/client';
import { dateRangeQuerySchema, type DateRangeQuery } from '../../contract/date-range';
import { garageMonthStart, garageToday } from '../../contract/format';
import { format, messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { DateInput } from '../../ui/date-input';
import { Dialog, DialogClose } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { useToast } from '../../ui/toast';
import { saveFile } from '../../ui/save-file';

export interface CsvExportButtonProps {
  /** What the rows are, for the button and the dialog: 'đơn hàng'. */
  noun: string;
  /** Fetches the file of the chosen days (an entity's export call). */
  exportCsv: (range: DateRangeQuery) => Promise<DownloadedFile>;
  /** Which rows the file holds besides the days, said in the dialog: 'Chỉ lịch hẹn của Chi nhánh Thủ Đức.' */
  scope?: string;
}

/**
 * 'Xuất CSV': pick a range of days (this month so far by default) and download the rows
 * as a CSV that Excel opens with its Vietnamese letters intact (the server adds the BOM).
 */
export function CsvExportButton({ noun, exportCsv, scope }: CsvExportButtonProps) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DateRangeQuery>({
    defaultValues: { from: garageMonthStart(), to: garageToday() },
    resolver: zodResolver(dateRangeQuerySchema),
  });

  const submit = handleSubmit(async (range) => {
    try {
      const file = await exportCsv(range);
      saveFile(file);
      toast.success(format(messages.exports.success, { file: file.fileName }));
      setOpen(false);
    } catch (error) {
      // A refused range carries the server's reason; anything else is a plain retry.
      toast.error(refusalText(error, messages.exports.failed));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) reset({ from: garageMonthStart(), to: garageToday() });
      }}
      size="sm"
      title={`Xuất ${noun} ra tệp CSV`}
      description={`Chọn khoảng ngày, tính cả ngày đầu và ngày cuối. ${scope ? `${scope} ` : ''}Tệp mở được bằng Excel.`}
      trigger={
        <Button variant="outline">
          <FileDown aria-hidden="true" />
          Xuất CSV
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={isSubmitting}>
              Hủy
            </Button>
          </DialogClose>
          <Button type="submit" form="csv-export-form" pending={isSubmitting}>
            <FileDown aria-hidden="true" />
            Tải xuống
          </Button>
        </>
      }
    >
      <form id="csv-export-form" noValidate aria-label={`Xuất ${noun}`} onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        {(['from', 'to'] as const).map((name) => (
          <FormField key={name} label={name === 'from' ? 'Từ ngày' : 'Đến ngày'} required error={errors[name]?.message}>
            {/* DateInput types min/max as dates only, which a register() result does not fit. */}
            <Controller
              control={control}
              name={name}
              render={({ field }) => <DateInput ref={field.ref} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
            />
          </FormField>
        ))}
      </form>
    </Dialog>
  );
}
