import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { CASH_CATEGORIES, CASH_ENTRY_KIND_LABELS, CASH_ENTRY_KINDS, cashEntryBodySchema, type CashEntryKind } from '../../../contract/cashbook';
import { refusalText } from '../../../contract/client';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import { formatPrice } from '../../../contract/format';
import type { BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import type { addCashEntry } from '../../../contract/cashbook';
import { groupTypedWholeNumber } from '../../../contract/typed-number-rules';
import { useAddCashEntry } from '../../../entities/cashbook/add-cash-entry';
import { Button } from '../../../ui/button';
import { ChoiceChip } from '../../../ui/choice-chip';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { FormattedInput } from '../../../ui/formatted-input';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { useToast } from '../../../ui/toast';
import { RefusalNote } from '../stock/refusal-note';

/** What the form holds: the sum as typed ('200.000'), read by the contract's own rules. */
interface CashEntryValues {
  kind: CashEntryKind | '';
  category: string;
  amount: string;
  note: string;
}

type CashEntryParsed = ParsedBodyOf<typeof addCashEntry>;

const EMPTY: CashEntryValues = { kind: '', category: '', amount: '', note: '' };

export interface CashEntryDialogProps {
  branch: BranchId;
  day: string;
}

/** 'Ghi thu chi': a receipt or an expense typed by staff, in a category of its kind; the server refuses a closed day in its words. */
export function CashEntryDialog({ branch, day }: CashEntryDialogProps) {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const add = useAddCashEntry();
  const toast = useToast();
  // The contract checks the body the API receives: the branch and day come from the page.
  const resolver: Resolver<CashEntryValues, unknown, CashEntryParsed> = (values, context, options) =>
    zodResolver(cashEntryBodySchema as never)({ ...values, kind: values.kind || undefined, branch, day } as never, context, options as never) as never;
  const {
    register,
    handleSubmit,
    reset,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CashEntryValues, unknown, CashEntryParsed>({ defaultValues: EMPTY, resolver });
  const kind = useWatch({ control, name: 'kind' });

  const submit = handleSubmit(async (body) => {
    setRefusal(null);
    try {
      await add.trigger(body);
    } catch (error) {
      setRefusal(refusalText(error, messages.cashbookScreen.entryFailed));
      return;
    }
    toast.success(format(messages.cashbook.entrySaved, { kind: CASH_ENTRY_KIND_LABELS[body.kind].toLowerCase(), amount: formatPrice(body.amount) }));
    setOpen(false);
  });

  const changeOpen = (next: boolean) => {
    if (isSubmitting) return;
    if (next) {
      reset(EMPTY);
      setRefusal(null);
    }
    setOpen(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          Ghi thu chi
        </Button>
      }
      title="Ghi thu chi tiền mặt"
      description="Khoản thu hoặc chi tiền mặt khác ngoài tiền sửa chữa và đơn hàng (những khoản đó tự vào sổ)."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={isSubmitting}>
              Hủy
            </Button>
          </DialogClose>
          <Button type="submit" form="cash-entry-form" pending={isSubmitting} pendingLabel="Đang ghi...">
            Ghi vào sổ
          </Button>
        </>
      }
    >
      <form id="cash-entry-form" noValidate aria-label="Ghi thu chi tiền mặt" onSubmit={(event) => void submit(event)} className="space-y-4">
        {refusal ? <RefusalNote>{refusal}</RefusalNote> : null}
        <fieldset disabled={isSubmitting} className="min-w-0 space-y-4">
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-ink">Loại</legend>
            <div className="grid grid-cols-2 gap-2">
              {CASH_ENTRY_KINDS.map((value) => (
                <ChoiceChip
                  key={value}
                  value={value}
                  invalid={Boolean(errors.kind)}
                  {...register('kind', { onChange: () => setValue('category', '') })}
                >
                  {value === 'receipt' ? 'Thu (tiền vào két)' : 'Chi (tiền ra khỏi két)'}
                </ChoiceChip>
              ))}
            </div>
            {errors.kind ? (
              <p role="alert" className="text-sm font-semibold text-danger-ink">
                {errors.kind.message}
              </p>
            ) : null}
          </fieldset>
          <FormField label="Danh mục" required error={errors.category?.message}>
            <Select
              key={kind}
              placeholder={kind ? 'Chọn danh mục' : 'Chọn thu hay chi trước'}
              disabled={!kind}
              options={kind ? CASH_CATEGORIES[kind].map((category) => ({ value: category, label: category })) : []}
              {...register('category')}
            />
          </FormField>
          <FormField label="Số tiền (đồng)" required hint="Ví dụ: 200.000" error={errors.amount?.message}>
            <FormattedInput inputMode="numeric" autoComplete="off" format={groupTypedWholeNumber} {...register('amount')} />
          </FormField>
          <FormField label="Ghi chú" error={errors.note?.message}>
            <Textarea {...register('note')} />
          </FormField>
        </fieldset>
      </form>
    </Dialog>
  );
}
