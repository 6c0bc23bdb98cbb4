import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { assignBankTransfer, type BankTransfer } from '../../../contract/bank-transfers';
import { refusalText } from '../../../contract/client';
import { formatDateTime, formatPrice } from '../../../contract/format';
import { format, messages } from '../../../contract/messages';
import { useAssignBankTransfer } from '../../../entities/bank-transfer/assign-bank-transfer';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { useToast } from '../../../ui/toast';

export interface AssignTransferDialogProps {
  transfer: BankTransfer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Gán cho phiếu': staff type the job's code; the server decides whether the job can take the money, and says why not. */
export function AssignTransferDialog({ transfer, open, onOpenChange }: AssignTransferDialogProps) {
  const toast = useToast();
  const assign = useAssignBankTransfer();
  // The code the note names is the likeliest answer: it is there to accept or change.
  const [code, setCode] = useState(transfer.references[0] ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const parsed = assignBankTransfer.body!.safeParse({ code });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? messages.bankTransfers.codeRequired);
    setProblem(null);
    try {
      const assigned = await assign.trigger({
        id: transfer._id,
        code: parsed.data.code,
      });
      toast.success(
        format(messages.deskMoney.transferAssigned, {
          amount: formatPrice(assigned.amount),
          code: assigned.repair?.code ?? parsed.data.code,
        }),
      );
      onOpenChange(false);
    } catch (error) {
      // The server's words (no such job, already handled, over the balance) stay beside the field to act on.
      setProblem(refusalText(error, messages.deskMoney.transferAssignFailed));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !assign.isMutating && onOpenChange(next)}
      size="sm"
      title="Gán chuyển khoản cho phiếu"
      description={`${formatPrice(transfer.amount)} lúc ${formatDateTime(transfer.transactedAt)}: thành khoản thanh toán của phiếu.`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={assign.isMutating}>
              Hủy
            </Button>
          </DialogClose>
          <Button type="submit" form="assign-transfer-form" pending={assign.isMutating} pendingLabel="Đang gán...">
            <Link2 aria-hidden="true" />
            Gán cho phiếu
          </Button>
        </>
      }
    >
      <form
        id="assign-transfer-form"
        noValidate
        className="grid min-w-0 gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="text-sm break-words text-ink-muted">Nội dung: {transfer.content || 'Không có nội dung'}</p>
        <FormField label="Mã phiếu sửa chữa" required hint="Sáu ký tự in trên phiếu, ví dụ K7M2QX." error={problem ?? undefined}>
          <Input autoComplete="off" className="font-mono uppercase" maxLength={20} value={code} onChange={(event) => setCode(event.target.value)} />
        </FormField>
      </form>
    </Dialog>
  );
}
