import { zodResolver } from '@hookform/resolvers/zod';
import { Banknote, PiggyBank, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { refusalText } from '../../../contract/client';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import { formatPrice } from '../../../contract/format';
import { newIdempotencyKey } from '../../../contract/idempotency';
import { JOB_PAYMENT_KIND_LABELS, type JobPaymentKind } from '../../../contract/job-money';
import { format, messages } from '../../../contract/messages';
import { addPaymentBodySchema, addRepairPayment, MONEY_NOTE_MAX, moneyAmountSchema } from '../../../contract/payments';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '../../../contract/repair-quotes';
import { displayPlate } from '../../../contract/repair-steps';
import type { RepairDetail } from '../../../contract/repairs';
import { transferNoteFor } from '../../../contract/transfer-reference';
import { groupTypedWholeNumber, writeNumber } from '../../../contract/typed-number-rules';
import { useAddPayment } from '../../../entities/repair/add-payment';
import { PaymentQr } from '../../../entities/repair/payment-qr';
import { Button } from '../../../ui/button';
import { ChoiceChip } from '../../../ui/choice-chip';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { FormattedInput } from '../../../ui/formatted-input';
import { Textarea } from '../../../ui/textarea';
import { useToast } from '../../../ui/toast';

const FORM_ID = 'add-payment-form';

type PaidJob = Pick<RepairDetail, '_id' | 'code' | 'version' | 'closedAt' | 'vehicle' | 'money'>;

/** What the form holds: the amount as typed ('2.000.000'), read by the contract's own rule. */
interface PaymentValues {
  amount: string;
  method: PaymentMethod | '';
  note: string;
}

type PaymentBody = ParsedBodyOf<typeof addRepairPayment>;

const titles: Record<JobPaymentKind, string> = {
  deposit: 'Thu cọc',
  payment: 'Thu tiền',
  refund: 'Hoàn tiền',
};
const icons = { deposit: PiggyBank, payment: Banknote, refund: Undo2 } as const;

/** What the dialog starts with: a payment the balance, a refund what the garage holds over it. */
function startingAmount(kind: JobPaymentKind, job: PaidJob): string {
  if (kind === 'payment' && job.money.balance > 0) return writeNumber(job.money.balance);
  if (kind === 'refund' && job.money.balance < 0) return writeNumber(Math.min(-job.money.balance, job.money.paid));
  return '';
}

export interface AddPaymentDialogProps {
  /** The job as the desk saw it when the dialog opened: its version goes with the sum. */
  repair: PaidJob;
  kind: JobPaymentKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Thu cọc', 'Thu tiền' or 'Hoàn tiền': an amount as the desk types it, how it was paid and a
 * note (a refund's reason, required). One key for the whole opening: a double click, or trying
 * again after the answer was lost, records the sum once. By transfer, the VietQR code of the sum
 * is shown for the customer to scan.
 */
export function AddPaymentDialog({ repair, kind, open, onOpenChange }: AddPaymentDialogProps) {
  const toast = useToast();
  const add = useAddPayment();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const plate = displayPlate(repair.vehicle.plate);
  const Icon = icons[kind];

  // The contract checks the body the API receives: the form's values mapped to it, and what it parsed is sent.
  const resolver: Resolver<PaymentValues, unknown, PaymentBody> = (values, context, options) =>
    zodResolver(addPaymentBodySchema)(
      {
        kind,
        amount: values.amount,
        method: values.method || undefined,
        note: values.note,
        version: repair.version,
      } as never,
      context,
      options as never,
    ) as never;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<PaymentValues, unknown, PaymentBody>({
    defaultValues: {
      amount: startingAmount(kind, repair),
      method: '',
      note: '',
    },
    resolver,
  });
  const method = useWatch({ control, name: 'method' });
  const typedAmount = useWatch({ control, name: 'amount' });
  const amount = moneyAmountSchema.safeParse(typedAmount);

  const submit = handleSubmit(async (body) => {
    if (add.isMutating) return;
    try {
      const result = await add.trigger({
        id: repair._id,
        body,
        idempotencyKey,
      });
      toast.success(
        result.closed
          ? format(messages.money.closedByPayment, {
              plate,
              number: result.invoiceNumber ?? '',
            })
          : format(messages.money.paymentSaved, {
              kind: JOB_PAYMENT_KIND_LABELS[kind].toLowerCase(),
              amount: formatPrice(result.payment.amount),
              plate,
            }),
      );
      onOpenChange(false);
    } catch (error) {
      toast.error(refusalText(error, messages.money.paymentFailed));
    }
  });

  const balanceLine =
    repair.money.balance < 0
      ? `Gara giữ thừa ${formatPrice(-repair.money.balance)}; đã thu ${formatPrice(repair.money.paid)}.`
      : `Còn phải trả ${formatPrice(repair.money.balance)}; đã thu ${formatPrice(repair.money.paid)}.`;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !add.isMutating && onOpenChange(next)}
      size="md"
      title={`${titles[kind]} xe ${plate}`}
      description={balanceLine}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={add.isMutating}>
              Hủy
            </Button>
          </DialogClose>
          <Button type="submit" form={FORM_ID} pending={add.isMutating} pendingLabel="Đang ghi nhận...">
            <Icon aria-hidden="true" />
            {kind === 'refund' ? 'Ghi hoàn tiền' : kind === 'deposit' ? 'Ghi tiền cọc' : 'Ghi khoản thu'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate aria-label={`${titles[kind]} xe ${plate}`} onSubmit={(event) => void submit(event)} className="grid min-w-0 gap-4">
        <FormField label={kind === 'refund' ? 'Số tiền hoàn (đồng)' : 'Số tiền (đồng)'} required hint="Ví dụ: 200.000" error={errors.amount?.message}>
          <FormattedInput inputMode="numeric" autoComplete="off" format={groupTypedWholeNumber} {...register('amount')} />
        </FormField>
        <fieldset className="min-w-0 space-y-2">
          <legend className="text-sm font-semibold text-ink">{kind === 'refund' ? 'Hoàn bằng' : 'Hình thức thanh toán'}</legend>
          <div className="grid grid-cols-3 gap-2">
            {PAYMENT_METHODS.map((value) => (
              <ChoiceChip key={value} value={value} invalid={errors.method !== undefined} {...register('method')}>
                {PAYMENT_METHOD_LABELS[value]}
              </ChoiceChip>
            ))}
          </div>
          {errors.method?.message ? (
            <p role="alert" className="text-sm font-semibold text-danger-ink">
              {errors.method.message}
            </p>
          ) : null}
        </fieldset>
        {method === 'transfer' && kind !== 'refund' ? (
          // The code carries the sum typed: a deposit, the balance or a part of it (the server refuses more than the balance).
          amount.success ? (
            <PaymentQr
              repairId={repair._id}
              headingLevel="h3"
              {...(kind === 'deposit' ? { deposit: amount.data } : amount.data === repair.money.balance ? { balance: repair.money.balance } : { part: amount.data, balance: repair.money.balance })}
            />
          ) : (
            <p role="group" aria-label="Chuyển khoản" className="rounded-control bg-info-soft p-3 text-sm font-semibold text-info-ink ring-1 ring-info-line">
              Nhập số tiền để khách chuyển khoản với nội dung: <span className="font-mono break-all">{transferNoteFor(repair.code)}</span>
            </p>
          )
        ) : null}
        <FormField label={kind === 'refund' ? 'Lý do hoàn tiền' : 'Ghi chú'} required={kind === 'refund'} hint={kind === 'refund' ? undefined : 'Không bắt buộc.'} error={errors.note?.message}>
          <Textarea minRows={2} maxRows={5} maxLength={MONEY_NOTE_MAX} {...register('note')} />
        </FormField>
      </form>
    </Dialog>
  );
}
