import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PaymentQr } from '../../../entities/repair/payment-qr';
import { refusalText } from '../../../contract/client';
import { format, messages } from '../../../contract/messages';
import { formatDateTime, formatPrice } from '../../../contract/format';
import { JOB_PAYMENT_KIND_LABELS } from '../../../contract/job-money';
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
  repair: Pick<RepairDetail, '_id' | 'version' | 'vehicle' | 'quote' | 'money'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Thu tiền và giao xe': what is still owed after the deposits and part payments, how it is paid;
 * the server closes the job and mails the invoice. Nothing owed: the button only hands the car
 * over. Money held over: the desk refunds it first.
 */
export function PaymentDialog({ repair, open, onOpenChange }: PaymentDialogProps) {
  const toast = useToast();
  const pay = useRecordPayment();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const totals = repair.quote?.approvedTotals;
  const plate = displayPlate(repair.vehicle.plate);
  const { money } = repair;
  const settled = money.balance === 0;
  const overpaid = money.balance < 0;
  // Nothing left to take: the handover still goes through the same call, which wants a method; the last sum's stands for it.
  const lastMethod = [...money.payments].sort((a, b) => b.paidAt.localeCompare(a.paidAt)).find((payment) => payment.kind !== 'refund')?.method ?? 'cash';

  const submit = async () => {
    const chosen = settled ? lastMethod : method;
    if (!chosen) return setProblem(messages.quotes.paymentMethodRequired);
    setProblem(null);
    try {
      const { payment } = await pay.trigger({ id: repair._id, method: chosen, version: repair.version });
      toast.success(
        settled
          ? format(messages.deskMoney.handedOver, { plate, number: payment.invoiceNumber })
          : format(messages.quotes.paymentSaved, { amount: formatPrice(payment.amount), plate, number: payment.invoiceNumber }),
      );
      onOpenChange(false);
    } catch (error) {
      toast.error(refusalText(error, messages.quotes.paymentFailed));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pay.isMutating && onOpenChange(next)}
      title={settled ? `Giao xe ${plate}` : `Thu tiền và giao xe ${plate}`}
      description={
        settled
          ? 'Khách đã trả đủ. Sau khi giao xe, phiếu đóng và khách nhận hóa đơn qua thư.'
          : 'Số tiền là phần khách còn phải trả sau tiền cọc và các lần trả trước. Sau khi thu, phiếu đóng và khách nhận hóa đơn qua thư.'
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={pay.isMutating}>
              Hủy
            </Button>
          </DialogClose>
          <Button onClick={() => void submit()} pending={pay.isMutating} pendingLabel="Đang ghi nhận..." disabled={!totals || overpaid}>
            <Banknote aria-hidden="true" />
            {settled ? 'Giao xe' : 'Đã thu tiền, giao xe'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {totals && repair.quote ? (
          <>
            <QuoteTotalsList totals={totals} vatRate={repair.quote.vatRate} label="Tổng các dòng khách đồng ý" />
            <dl aria-label="Khách cần trả" className="space-y-1 rounded-control bg-surface-muted p-3 text-sm ring-1 ring-line">
              {money.payments.map((payment) => (
                <div key={payment._id} className="flex flex-wrap justify-between gap-2">
                  <dt className="text-ink-muted">
                    {JOB_PAYMENT_KIND_LABELS[payment.kind]} · {PAYMENT_METHOD_LABELS[payment.method]} · {formatDateTime(payment.paidAt)}
                  </dt>
                  <dd className="tabular-nums">
                    {payment.kind === 'refund' ? '+' : '−'}
                    {formatPrice(payment.amount)}
                  </dd>
                </div>
              ))}
              <div className="flex flex-wrap justify-between gap-2 border-t border-line pt-1 text-base font-bold">
                <dt>{overpaid ? 'Gara giữ thừa' : 'Còn phải trả'}</dt>
                <dd className="tabular-nums">{formatPrice(Math.abs(money.balance))}</dd>
              </div>
            </dl>
          </>
        ) : (
          <p className="text-danger-ink">{messages.quotes.answerRequired}</p>
        )}
        {overpaid ? (
          <p role="alert" className="rounded-control bg-danger-soft p-3 text-sm font-semibold text-danger-ink ring-1 ring-danger-line">
            {format(messages.money.overpaid, { amount: formatPrice(-money.balance) })}
          </p>
        ) : settled ? null : (
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-ink">Hình thức thanh toán</legend>
            <div className="grid grid-cols-3 gap-2">
              {PAYMENT_METHODS.map((value) => (
                <ChoiceChip key={value} name="payment-method" value={value} checked={method === value} invalid={problem !== null} onChange={() => setMethod(value)}>
                  {PAYMENT_METHOD_LABELS[value]}
                </ChoiceChip>
              ))}
            </div>
          </fieldset>
        )}
        {method === 'transfer' && !settled && !overpaid ? <PaymentQr repairId={repair._id} headingLevel="h3" balance={money.balance} /> : null}
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
