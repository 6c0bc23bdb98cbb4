import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { refusalText } from '../../../contract/client';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import type { BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import { returnToSupplier, type Supplier } from '../../../contract/parts';
import { useReturnToSupplier } from '../../../entities/stock/write-stock';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { useToast } from '../../../ui/toast';
import { PartLine } from './part-line';
import { branchOptions, namePartErrors, type PickedPart } from './picked-part';
import { RefusalNote } from './refusal-note';

interface ReturnLineValues {
  part: PickedPart | null;
  quantity: string;
}

interface ReturnValues {
  supplierId: string;
  branch: BranchId | '';
  lines: ReturnLineValues[];
  note: string;
}

type ReturnBody = ParsedBodyOf<typeof returnToSupplier>;

const emptyLine = (): ReturnLineValues => ({ part: null, quantity: '' });
const emptyReturn = (): ReturnValues => ({ supplierId: '', branch: '', lines: [emptyLine()], note: '' });

const resolver: Resolver<ReturnValues, unknown, ReturnBody> = async (values, context, options) => {
  const body = { ...values, lines: values.lines.map((line) => ({ partId: line.part?._id ?? '', quantity: line.quantity })) };
  const result = await zodResolver(returnToSupplier.body as never)(body as never, context, options as never);
  const errors = namePartErrors(result.errors, values.lines);
  // The id rule's words would say nothing to a person who has not chosen yet.
  if (!values.supplierId && errors.supplierId) errors.supplierId.message = messages.parts.supplierRequired;
  return { values: result.values, errors } as never;
};

export interface ReturnFormProps {
  suppliers: readonly Supplier[];
  suppliersFailed?: boolean;
}

/** Parts going back to a supplier from one branch's stock, with the reason. */
export function ReturnForm({ suppliers, suppliersFailed = false }: ReturnFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReturnValues, unknown, ReturnBody>({ defaultValues: emptyReturn(), resolver });
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const branch = useWatch({ control, name: 'branch' });
  const { trigger } = useReturnToSupplier();
  const [refusal, setRefusal] = useState<string>();
  const toast = useToast();

  const submit = handleSubmit(async (body) => {
    setRefusal(undefined);
    try {
      await trigger(body);
    } catch (error) {
      setRefusal(refusalText(error, messages.stockManager.returnFailed));
      return;
    }
    toast.success(format(messages.stockManager.returnDone, { n: body.lines.length }));
    reset(emptyReturn());
  });

  return (
    <form noValidate aria-label="Trả hàng cho nhà cung cấp" onSubmit={(event) => void submit(event)} className="space-y-5">
      <fieldset disabled={isSubmitting} className="min-w-0 space-y-5">
        <div className="grid min-w-0 gap-5 sm:grid-cols-2">
          <FormField label="Nhà cung cấp" required error={errors.supplierId?.message ?? (suppliersFailed ? messages.stockManager.suppliersLoadFailed : undefined)}>
            <Select placeholder="Chọn nhà cung cấp" options={suppliers.map((supplier) => ({ value: supplier._id, label: supplier.name }))} {...register('supplierId')} />
          </FormField>
          <FormField label="Trả từ kho" required error={errors.branch?.message}>
            <Select placeholder="Chọn chi nhánh" options={branchOptions} {...register('branch')} />
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
                  branch={branch}
                  onRemove={fields.length > 1 ? () => remove(index) : undefined}
                >
                  <FormField label="Số lượng trả" required error={errors.lines?.[index]?.quantity?.message}>
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
        <FormField label="Lý do trả hàng" required error={errors.note?.message}>
          <Textarea minRows={2} maxRows={6} {...register('note')} />
        </FormField>
      </fieldset>
      {refusal ? (
        <RefusalNote>{refusal}</RefusalNote>
      ) : null}
      <Button type="submit" pending={isSubmitting}>
        <Undo2 aria-hidden="true" />
        Ghi trả hàng
      </Button>
    </form>
  );
}
