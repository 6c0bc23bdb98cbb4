import { LockKeyholeOpen } from 'lucide-react';
import { useState } from 'react';
import { reopenCashDay, type CashDay } from '../../../contract/cashbook';
import { refusalText } from '../../../contract/client';
import { formatDay } from '../../../contract/format';
import { format, messages } from '../../../contract/messages';
import { useReopenCashDay } from '../../../entities/cashbook/reopen-cash-day';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Textarea } from '../../../ui/textarea';
import { useToast } from '../../../ui/toast';
import { RefusalNote } from '../stock/refusal-note';

export interface ReopenDayDialogProps {
  cashDay: CashDay;
}

/** 'Mở lại sổ' (masters only): the reason is required and kept in the day's history. */
export function ReopenDayDialog({ cashDay }: ReopenDayDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const reopen = useReopenCashDay();
  const toast = useToast();

  const changeOpen = (next: boolean) => {
    if (reopen.isMutating) return;
    if (next) {
      setReason('');
      setError(undefined);
      setRefusal(null);
    }
    setOpen(next);
  };

  const submit = async () => {
    const parsed = reopenCashDay.body!.safeParse({ branch: cashDay.branch, day: cashDay.day, reason });
    if (!parsed.success) {
      setError(parsed.error.issues.find((issue) => issue.path[0] === 'reason')?.message ?? parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setRefusal(null);
    try {
      const day = await reopen.trigger(parsed.data);
      toast.success(format(messages.cashbook.reopened, { day: formatDay(day.day) }));
      setOpen(false);
    } catch (failure) {
      setRefusal(refusalText(failure, messages.cashbookScreen.reopenFailed));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button variant="outline">
          <LockKeyholeOpen aria-hidden="true" />
          Mở lại sổ
        </Button>
      }
      title={`Mở lại sổ quỹ ngày ${formatDay(cashDay.day)}`}
      description="Sau khi mở lại, nhân viên ghi thêm hoặc chốt lại được. Lý do được lưu trong lịch sử chốt sổ."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={reopen.isMutating}>
              Hủy
            </Button>
          </DialogClose>
          <Button type="submit" form="reopen-day-form" pending={reopen.isMutating} pendingLabel="Đang mở lại...">
            Mở lại sổ
          </Button>
        </>
      }
    >
      <form
        id="reopen-day-form"
        noValidate
        aria-label="Mở lại sổ quỹ"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="space-y-4"
      >
        {refusal ? <RefusalNote>{refusal}</RefusalNote> : null}
        <FormField label="Lý do mở lại" required error={error}>
          <Textarea disabled={reopen.isMutating} value={reason} onChange={(event) => setReason(event.target.value)} />
        </FormField>
      </form>
    </Dialog>
  );
}
