import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRightLeft, Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { refusalText } from '../../../contract/client';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import type { BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import { transferStock } from '../../../contract/parts';
import { useTransferStock } from '../../../entities/stock/write-stock';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { useToast } from '../../../ui/toast';
import { PartLine } from './part-line';
import { branchLabel, branchOptions, namePartErrors, type PickedPart } from './picked-part';
import { RefusalNote } from './refusal-note';

interface MoveLineValues {
  part: PickedPart | null;
  quantity: string;
}

interface TransferValues {
  from: BranchId | '';
  to: BranchId | '';
  lines: MoveLineValues[];
  note: string;
}

type TransferBody = ParsedBodyOf<typeof transferStock>;

const emptyLine = (): MoveLineValues => ({ part: null, quantity: '' });
const emptyTransfer = (): TransferValues => ({ from: '', to: '', lines: [emptyLine()], note: '' });

const resolver: Resolver<TransferValues, unknown, TransferBody> = async (values, context, options) => {
  const body = { ...values, lines: values.lines.map((line) => ({ partId: line.part?._id ?? '', quantity: line.quantity })) };
  const result = await zodResolver(transferStock.body as never)(body as never, context, options as never);
  return { values: result.values, errors: namePartErrors(result.errors, values.lines) } as never;
};

/** Moves parts from one branch to the other: out and in together, never beyond what is available. */
export function TransferForm() {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TransferValues, unknown, TransferBody>({ defaultValues: emptyTransfer(), resolver });
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const from = useWatch({ control, name: 'from' });
  const { trigger } = useTransferStock();
  const [refusal, setRefusal] = useState<string>();
  const toast = useToast();

  const submit = handleSubmit(async (body) => {
    setRefusal(undefined);
    try {
      await trigger(body);
    } catch (error) {
      setRefusal(refusalText(error, messages.stockManager.transferFailed));
      return;
    }
    toast.success(format(messages.stockManager.transferDone, { n: body.lines.length, from: branchLabel(body.from), to: branchLabel(body.to) }));
    reset(emptyTransfer());
  });

  return (
    <form noValidate aria-label="Chuyển kho" onSubmit={(event) => void submit(event)} className="space-y-5">
      <fieldset disabled={isSubmitting} className="min-w-0 space-y-5">
        <div className="grid min-w-0 gap-5 sm:grid-cols-2">
          <FormField label="Chuyển từ" required error={errors.from?.message}>
            <Select placeholder="Chọn chi nhánh" options={branchOptions} {...register('from')} />
          </FormField>
          <FormField label="Chuyển đến" required error={errors.to?.message}>
            <Select placeholder="Chọn chi nhánh" options={branchOptions} {...register('to')} />
          </FormField>
        </div>
        {errors.lines?.message ?? errors.lines?.root?.message ? (
          <p role="alert" className="text-sm font-semibold text-danger-ink">
            {errors.lines?.message ?? errors.lines?.root?.message}
          </p>
        ) : null}
        <ol className="space-y-3">
          {fields.map((field, index) => (
            <Controller
              key={field.id}
              control={control}
              name={`lines.${index}.part`}
              render={({ field: partField }) => (
                <PartLine
                  index={index}
                  part={partField.value}
                  onPart={partField.onChange}
                  partError={(errors.lines?.[index] as { partId?: { message?: string } } | undefined)?.partId?.message}
                  branch={from}
                  onRemove={fields.length > 1 ? () => remove(index) : undefined}
                >
                  <FormField label="Số lượng chuyển" required error={errors.lines?.[index]?.quantity?.message}>
                    <Input inputMode="numeric" autoComplete="off" {...register(`lines.${index}.quantity`)} />
                  </FormField>
                </PartLine>
              )}
            />
          ))}
        </ol>
        <Button type="button" variant="outline" onClick={() => append(emptyLine())}>
          <Plus aria-hidden="true" />
          Thêm dòng
        </Button>
        <FormField label="Ghi chú" error={errors.note?.message}>
          <Textarea minRows={2} maxRows={6} {...register('note')} />
        </FormField>
      </fieldset>
      {refusal ? (
        <RefusalNote>{refusal}</RefusalNote>
      ) : null}
      <Button type="submit" pending={isSubmitting}>
        <ArrowRightLeft aria-hidden="true" />
        Chuyển kho
      </Button>
    </form>
  );
}
