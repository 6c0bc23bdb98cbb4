import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { refusalText } from '../../../contract/client';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import { format, messages } from '../../../contract/messages';
import { CREDIT_ACCOUNT_KIND_LABELS, CREDIT_ACCOUNT_KINDS, creditAccountBodySchema, type CreditAccount, type CreditAccountKind, type createCreditAccount } from '../../../contract/payments';
import { groupTypedWholeNumber, writeNumber } from '../../../contract/typed-number-rules';
import { useCreateCreditAccount } from '../../../entities/credit-account/create-credit-account';
import { useUpdateCreditAccount } from '../../../entities/credit-account/update-credit-account';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { ChoiceChip } from '../../../ui/choice-chip';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { FormattedInput } from '../../../ui/formatted-input';
import { Input } from '../../../ui/input';
import { useToast } from '../../../ui/toast';
import { RefusalNote } from '../stock/refusal-note';

/** What the form holds: the limit and days as typed ('50.000.000'), read by the contract's own rules. */
interface CreditAccountValues {
  kind: CreditAccountKind | '';
  name: string;
  phone: string;
  email: string;
  taxCode: string;
  limit: string;
  days: string;
  active: boolean;
}

type CreditAccountParsed = ParsedBodyOf<typeof createCreditAccount>;

function valuesOf(account: CreditAccount | null): CreditAccountValues {
  return {
    kind: account?.kind ?? '',
    name: account?.name ?? '',
    phone: account?.phone ?? '',
    email: account?.email ?? '',
    taxCode: account?.taxCode ?? '',
    limit: account ? writeNumber(account.limit) : '',
    days: account ? String(account.days) : '30',
    active: account?.active ?? true,
  };
}

const resolver: Resolver<CreditAccountValues, unknown, CreditAccountParsed> = (values, context, options) =>
  zodResolver(creditAccountBodySchema as never)({ ...values, kind: values.kind || undefined } as never, context, options as never) as never;

export interface CreditAccountDialogProps {
  /** The account being edited, or null to allow a new one credit. */
  account: CreditAccount | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A master allows a customer or company credit, or changes its limit, days or stops it; the contract's rules check the form. */
export function CreditAccountDialog({ account, open, onOpenChange }: CreditAccountDialogProps) {
  const create = useCreateCreditAccount();
  const update = useUpdateCreditAccount();
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CreditAccountValues, unknown, CreditAccountParsed>({ defaultValues: valuesOf(account), resolver });

  const submit = handleSubmit(async (body) => {
    setRefusal(null);
    try {
      const saved = account ? await update.trigger({ id: account._id, body }) : await create.trigger(body);
      toast.success(format(account ? messages.cashbookScreen.creditAccountSaved : messages.cashbookScreen.creditAccountCreated, { name: saved.name }));
      onOpenChange(false);
    } catch (error) {
      setRefusal(refusalText(error, messages.cashbookScreen.creditAccountFailed));
    }
  });

  const title = account ? `Sửa ghi nợ: ${account.name}` : 'Thêm khách được ghi nợ';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (isSubmitting) return;
        setRefusal(null);
        onOpenChange(next);
      }}
      title={title}
      description="Hạn mức là số tiền tối đa được nợ cùng lúc; số ngày tính từ ngày giao xe đến hạn trả."
      size="lg"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={isSubmitting}>
              Hủy
            </Button>
          </DialogClose>
          <Button type="submit" form="credit-account-form" pending={isSubmitting} pendingLabel="Đang lưu...">
            {account ? 'Lưu' : 'Cho ghi nợ'}
          </Button>
        </>
      }
    >
      <form id="credit-account-form" noValidate aria-label={title} onSubmit={(event) => void submit(event)} className="space-y-4">
        {refusal ? <RefusalNote>{refusal}</RefusalNote> : null}
        <fieldset disabled={isSubmitting} className="grid min-w-0 gap-4 sm:grid-cols-2">
          <fieldset className="space-y-2 sm:col-span-2">
            <legend className="text-sm font-semibold text-ink">Loại</legend>
            <div className="grid grid-cols-2 gap-2">
              {CREDIT_ACCOUNT_KINDS.map((value) => (
                <ChoiceChip key={value} value={value} invalid={Boolean(errors.kind)} {...register('kind')}>
                  {CREDIT_ACCOUNT_KIND_LABELS[value]}
                </ChoiceChip>
              ))}
            </div>
            {errors.kind ? (
              <p role="alert" className="text-sm font-semibold text-danger-ink">
                {errors.kind.message}
              </p>
            ) : null}
          </fieldset>
          <FormField label="Tên khách hàng hoặc công ty" required error={errors.name?.message} className="sm:col-span-2">
            <Input autoComplete="off" {...register('name')} />
          </FormField>
          <FormField label="Số điện thoại" error={errors.phone?.message}>
            <Input inputMode="tel" autoComplete="off" {...register('phone')} />
          </FormField>
          <FormField label="E-mail nhận bảng kê" error={errors.email?.message}>
            <Input type="email" autoComplete="off" {...register('email')} />
          </FormField>
          <FormField label="Mã số thuế" error={errors.taxCode?.message}>
            <Input autoComplete="off" {...register('taxCode')} />
          </FormField>
          <FormField label="Hạn mức nợ (đồng)" required hint="Ví dụ: 50.000.000" error={errors.limit?.message}>
            <FormattedInput inputMode="numeric" autoComplete="off" format={groupTypedWholeNumber} {...register('limit')} />
          </FormField>
          <FormField label="Số ngày được nợ" required error={errors.days?.message}>
            <Input inputMode="numeric" autoComplete="off" {...register('days')} />
          </FormField>
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <FormField label="Đang cho ghi nợ" layout="inline" className="self-end">
                <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
              </FormField>
            )}
          />
        </fieldset>
      </form>
    </Dialog>
  );
}
