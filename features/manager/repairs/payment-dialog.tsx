import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { refusalText } from '../../../contract/client';
import { format, messages } from '../../../contract/messages';
import { formatPrice } from '../../../contract/format';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '../../../contract/repair-quotes';
import { displayPlate } from '../../../contract/repair-steps';
import type { RepairDetail } from '../../../contract/repairs';
import { QuoteTotalsList } from '../../../entities/repair/quote-totals-list';
import { useRecordPayment } from '../../../entities/repair/record-payment';
import { Button } from '../../../ui/button';
import { ChoiceChip } from '../../../ui/choice-chip';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { useToast } from '../../../ui/toast';

export interface PaymentDialogProps {
  /** The job as the desk saw it when the dialog opened: its version goes with the payment. */
  repair: Pick<RepairDetail, '_id' | 'version' | 'vehicle' | 'quote'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Thu tiền và giao xe': the approved lines' total, how it is paid; the server closes the job and mails the invoice. */
export function PaymentDialog({ repair, open, onOpenChange }: PaymentDialogProps) {
  const toast = useToast();
  const pay = useRecordPayment();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const totals = repair.quote?.approvedTotals;
  const plate = displayPlate(repair.vehicle.plate);

  const submit = async () => {
    if (!method) return setProblem(messages.quotes.paymentMethodRequired);
    setProblem(null);
    try {
      const { payment } = await pay.trigger({ id: repair._id, method, version: repair.version });
      toast.success(format(messages.quotes.paymentSaved, { amount: formatPrice(payment.amount), plate, number: payment.invoiceNumber }));
      onOpenChange(false);
    } catch (error) {
      toast.error(refusalText(error, messages.quotes.paymentFailed));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pay.isMutating && onOpenChange(next)}
      title={`Thu tiền và giao xe ${plate}`}
      description="Số tiền là tổng các dòng khách đã đồng ý. Sau khi thu, phiếu đóng và khách nhận hóa đơn qua thư."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={pay.isMutating}>
              Hủy
            </Button>
          </DialogClose>
          <Button onClick={() => void submit()} pending={pay.isMutating} pendingLabel="Đang ghi nhận..." disabled={!totals}>
            <Banknote aria-hidden="true" />
            Đã thu tiền, giao xe
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {totals && repair.quote ? (
          <QuoteTotalsList totals={totals} vatRate={repair.quote.vatRate} label="Khách cần trả" />
        ) : (
          <p className="text-danger-ink">{messages.quotes.answerRequired}</p>
        )}
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-ink">Hình thức thanh toán</legend>
          <div className="grid grid-cols-2 gap-2">
            {PAYMENT_METHODS.map((value) => (
              <ChoiceChip key={value} name="payment-method" value={value} checked={method === value} invalid={problem !== null} onChange={() => setMethod(value)}>
                {PAYMENT_METHOD_LABELS[value]}
              </ChoiceChip>
            ))}
          </div>
        </fieldset>
        {problem ? (
          <p role="alert" className="text-sm font-semibold text-danger-ink">
            {problem}
          </p>
        ) : null}
        <p className="text-sm text-ink-muted">
          Xem trước hóa đơn:{' '}
          <Link to={`/manager/repairs/${repair._id}/invoice`} className="font-semibold text-brand-700 underline">
            Hóa đơn tạm tính
          </Link>
        </p>
      </div>
    </Dialog>
  );
}
