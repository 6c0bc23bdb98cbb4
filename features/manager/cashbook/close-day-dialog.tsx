import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { closeCashDay, type CashDay } from '../../../contract/cashbook';
import { refusalText } from '../../../contract/client';
import { formatDay, formatPrice } from '../../../contract/format';
import { format, messages } from '../../../contract/messages';
import { groupTypedWholeNumber, readWholeNumber } from '../../../contract/typed-number-rules';
import { useCloseCashDay } from '../../../entities/cashbook/close-cash-day';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { FormattedInput } from '../../../ui/formatted-input';
import { Textarea } from '../../../ui/textarea';
import { useToast } from '../../../ui/toast';
import { RefusalNote } from '../stock/refusal-note';
import { differenceText, differenceTone } from './cash-difference';

const toneText = { red: 'text-danger-ink', orange: 'text-warning-ink', green: 'text-success-ink' } as const;

export interface CloseDayDialogProps {
  cashDay: CashDay;
}

interface FieldErrors {
  countedCash?: string;
  note?: string;
}

/**
 * 'Chốt sổ': the cash counted in the drawer, typed the Vietnamese way; the difference against
 * the book shows as it is typed, so a shortage is seen before it is recorded.
 */
export function CloseDayDialog({ cashDay }: CloseDayDialogProps) {
  const [open, setOpen] = useState(false);
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = useCloseCashDay();
  const toast = useToast();
  const read = counted.trim() === '' ? null : readWholeNumber(counted);
  const difference = read === null ? null : read - cashDay.closingBalance;

  const changeOpen = (next: boolean) => {
    if (close.isMutating) return;
    if (next) {
      setCounted('');
      setNote('');
      setErrors({});
      setRefusal(null);
    }
    setOpen(next);
  };

  const submit = async () => {
    const parsed = closeCashDay.body!.safeParse({ branch: cashDay.branch, day: cashDay.day, countedCash: counted, note });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'countedCash' || field === 'note') next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setRefusal(null);
    try {
      const day = await close.trigger(parsed.data);
      toast.success(format(messages.cashbook.closedSaved, { day: formatDay(day.day), difference: differenceText(day.closed?.difference ?? 0) }));
      setOpen(false);
    } catch (error) {
      setRefusal(refusalText(error, messages.cashbookScreen.closeFailed));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button variant="outline">
          <LockKeyhole aria-hidden="true" />
          Chốt sổ
        </Button>
      }
      title={`Chốt sổ quỹ ngày ${formatDay(cashDay.day)}`}
      description="Đếm tiền mặt trong két rồi nhập số đếm được. Sau khi chốt, ngày này không ghi thêm thu chi, trừ khi quản lý mở lại."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={close.isMutating}>
              Hủy
            </Button>
          </DialogClose>
          <Button type="submit" form="close-day-form" pending={close.isMutating} pendingLabel="Đang chốt...">
            Xác nhận chốt sổ
          </Button>
        </>
      }
    >
      <form
        id="close-day-form"
        noValidate
        aria-label="Chốt sổ quỹ"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="space-y-4"
      >
        {refusal ? <RefusalNote>{refusal}</RefusalNote> : null}
        <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 rounded-control bg-surface-muted p-3 text-sm ring-1 ring-line">
          <dt className="text-ink-muted">Tồn cuối ngày theo sổ</dt>
          <dd className="text-right font-semibold tabular-nums">{formatPrice(cashDay.closingBalance)}</dd>
          <dt className="text-ink-muted">Tiền đếm được</dt>
          <dd className="text-right font-semibold tabular-nums">{read === null ? '–' : formatPrice(read)}</dd>
          <dt className="font-semibold text-ink">Chênh lệch</dt>
          <dd aria-live="polite" data-testid="close-difference" className={cn('text-right font-bold tabular-nums', difference === null ? 'text-ink-muted' : toneText[differenceTone(difference)])}>
            {difference === null ? 'Chưa nhập số đếm' : differenceText(difference)}
          </dd>
        </dl>
        <fieldset disabled={close.isMutating} className="min-w-0 space-y-4">
          <FormField label="Tiền mặt đếm được (đồng)" required hint="Ví dụ: 1.250.000" error={errors.countedCash}>
            <FormattedInput inputMode="numeric" autoComplete="off" format={groupTypedWholeNumber} value={counted} onChange={(event) => setCounted(event.target.value)} />
          </FormField>
          <FormField label="Ghi chú" hint="Lý do chênh lệch, nếu có." error={errors.note}>
            <Textarea value={note} onChange={(event) => setNote(event.target.value)} />
          </FormField>
        </fieldset>
      </form>
    </Dialog>
  );
}
