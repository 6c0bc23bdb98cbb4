import { EyeOff } from 'lucide-react';
import { useState } from 'react';
import { dismissBankTransfer, type BankTransfer } from '../../../contract/bank-transfers';
import { refusalText } from '../../../contract/client';
import { formatDateTime, formatPrice } from '../../../contract/format';
import { format, messages } from '../../../contract/messages';
import { MONEY_NOTE_MAX } from '../../../contract/payments';
import { useDismissBankTransfer } from '../../../entities/bank-transfer/dismiss-bank-transfer';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Textarea } from '../../../ui/textarea';
import { useToast } from '../../../ui/toast';

export interface DismissTransferDialogProps {
  transfer: BankTransfer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Bỏ qua': money that pays no job (a supplier's refund, a mistake) is set aside with its reason, kept for the books. */
export function DismissTransferDialog({ transfer, open, onOpenChange }: DismissTransferDialogProps) {
  const toast = useToast();
  const dismiss = useDismissBankTransfer();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const parsed = dismissBankTransfer.body!.safeParse({ reason });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? messages.bankTransfers.dismissReasonRequired);
    setProblem(null);
    try {
      await dismiss.trigger({ id: transfer._id, reason: parsed.data.reason });
      toast.success(
        format(messages.deskMoney.transferDismissed, {
          amount: formatPrice(transfer.amount),
        }),
      );
      onOpenChange(false);
    } catch (error) {
      setProblem(refusalText(error, messages.deskMoney.transferDismissFailed));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !dismiss.isMutating && onOpenChange(next)}
      size="sm"
      title="Bỏ qua chuyển khoản"
      description={`${formatPrice(transfer.amount)} lúc ${formatDateTime(transfer.transactedAt)} không phải tiền của phiếu nào.`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={dismiss.isMutating}>
              Hủy
            </Button>
          </DialogClose>
          <Button variant="danger" onClick={() => void submit()} pending={dismiss.isMutating} pendingLabel="Đang lưu...">
            <EyeOff aria-hidden="true" />
            Bỏ qua
          </Button>
        </>
      }
    >
      <div className="grid min-w-0 gap-3">
        <p className="text-sm break-words text-ink-muted">Nội dung: {transfer.content || 'Không có nội dung'}</p>
        <FormField label="Lý do bỏ qua" required error={problem ?? undefined}>
          <Textarea minRows={2} maxRows={5} maxLength={MONEY_NOTE_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />
        </FormField>
      </div>
    </Dialog>
  );
}
