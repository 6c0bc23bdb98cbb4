import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Send } from 'lucide-react';
import { Controller, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import { formatPrice } from '../../../contract/format';
import type { BranchId } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import { createPurchaseOrder, type Supplier } from '../../../contract/parts';
import { groupTypedWholeNumber, readWholeNumber, writeNumber } from '../../../contract/typed-number-rules';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { FormattedInput } from '../../../ui/formatted-input';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { FormActions } from '../form-actions';
import { PartLine } from './part-line';
import { branchOptions, namePartErrors, type PickedPart } from './picked-part';

interface OrderLineValues {
  part: PickedPart | null;
  quantity: string;
  unitCost: string;
}

export interface PurchaseOrderFormValues {
  supplierId: string;
  branch: BranchId | '';
  lines: OrderLineValues[];
  note: string;
  /** Which button sent the form: save as a draft, or place the order at once. */
  place: boolean;
}

export type PurchaseOrderValues = ParsedBodyOf<typeof createPurchaseOrder>;

const emptyLine = (): OrderLineValues => ({ part: null, quantity: '', unitCost: '' });
const emptyOrder = (branch: BranchId | ''): PurchaseOrderFormValues => ({ supplierId: '', branch, lines: [emptyLine()], note: '', place: false });

const bodyOf = (values: PurchaseOrderFormValues) => ({
  supplierId: values.supplierId,
  branch: values.branch,
  note: values.note,
  place: values.place,
  lines: values.lines.map((line) => ({ partId: line.part?._id ?? '', quantity: line.quantity, unitCost: line.unitCost })),
});

// The contract's body schema checks what the API receives, so the browser refuses with the server's words.
const resolver: Resolver<PurchaseOrderFormValues, unknown, PurchaseOrderValues> = async (values, context, options) => {
  const result = await zodResolver(createPurchaseOrder.body as never)(bodyOf(values) as never, context, options as never);
  return { values: result.values, errors: namePartErrors(result.errors, values.lines) } as never;
};

/** The order's total as typed, read the way the server reads it; an unreadable line counts 0. */
const totalOf = (lines: readonly OrderLineValues[]) =>
  lines.reduce((sum, line) => sum + (readWholeNumber(line.quantity) ?? 0) * (readWholeNumber(line.unitCost) ?? 0), 0);

export interface PurchaseOrderFormProps {
  suppliers: readonly Supplier[];
  suppliersFailed?: boolean;
  /** The branch to start on (the staff member's usual one). */
  branch?: BranchId | '';
  onSubmit: (body: PurchaseOrderValues) => Promise<void>;
}

/** A new purchase order: supplier, branch, lines (part, quantity, unit cost typed '1.250.000') and its total. */
export function PurchaseOrderForm({ suppliers, suppliersFailed = false, branch = '', onSubmit }: PurchaseOrderFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<PurchaseOrderFormValues, unknown, PurchaseOrderValues>({ defaultValues: emptyOrder(branch), resolver });
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const chosenBranch = useWatch({ control, name: 'branch' });
  const submit = (place: boolean) => {
    setValue('place', place);
    return handleSubmit(async (body) => onSubmit(body))();
  };
  const linesMessage = errors.lines?.message ?? errors.lines?.root?.message;

  return (
    <form
      noValidate
      aria-label="Tạo đơn nhập hàng"
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(false);
      }}
    >
      <fieldset disabled={isSubmitting} className="min-w-0 space-y-5">
        <div className="grid min-w-0 gap-5 md:grid-cols-2">
          <FormField label="Nhà cung cấp" required error={errors.supplierId?.message ?? (suppliersFailed ? messages.stockManager.suppliersLoadFailed : undefined)}>
            <Select placeholder="Chọn nhà cung cấp" options={suppliers.map((supplier) => ({ value: supplier._id, label: supplier.name }))} {...register('supplierId')} />
          </FormField>
          <FormField label="Chi nhánh nhận hàng" required error={errors.branch?.message}>
            <Select placeholder="Chọn chi nhánh" options={branchOptions} {...register('branch')} />
          </FormField>
        </div>
        <section aria-labelledby="po-lines-title" className="space-y-3">
          <h2 id="po-lines-title" className="font-bold text-navy-900">
            Phụ tùng cần nhập
          </h2>
          {linesMessage ? (
            <p role="alert" className="text-sm font-semibold text-danger-ink">
              {linesMessage}
            </p>
          ) : null}
          <ol className="space-y-3">
            {fields.map((field, index) => {
              const error = errors.lines?.[index];
              return (
                <Controller
                  key={field.id}
                  control={control}
                  name={`lines.${index}.part`}
                  render={({ field: partField }) => (
                    <PartLine
                      index={index}
                      part={partField.value}
                      onPart={(part) => {
                        partField.onChange(part);
                        // The part's moving average cost is the likely price: a start the person can change.
                        if (part && !lines[index]?.unitCost) setValue(`lines.${index}.unitCost`, writeNumber(part.costPrice));
                      }}
                      partError={(error as { partId?: { message?: string } } | undefined)?.partId?.message}
                      branch={chosenBranch}
                      onRemove={fields.length > 1 ? () => remove(index) : undefined}
                    >
                      <FormField label="Số lượng" required error={error?.quantity?.message}>
                        <Input inputMode="numeric" autoComplete="off" {...register(`lines.${index}.quantity`)} />
                      </FormField>
                      <FormField label="Giá nhập (đồng)" required error={error?.unitCost?.message}>
                        <FormattedInput inputMode="numeric" autoComplete="off" format={groupTypedWholeNumber} {...register(`lines.${index}.unitCost`)} />
                      </FormField>
                    </PartLine>
                  )}
                />
              );
            })}
          </ol>
          <Button type="button" variant="outline" onClick={() => append(emptyLine())}>
            <Plus aria-hidden="true" />
            Thêm dòng
          </Button>
          <p className="flex items-baseline justify-between gap-3 rounded-control bg-surface-muted px-3 py-2">
            <span className="font-semibold">Tổng tiền</span>
            <strong data-testid="po-total" className="text-xl text-brand-700 tabular-nums">
              {formatPrice(totalOf(lines))}
            </strong>
          </p>
        </section>
        <FormField label="Ghi chú" error={errors.note?.message}>
          <Textarea minRows={2} maxRows={6} {...register('note')} />
        </FormField>
      </fieldset>
      <FormActions submitLabel="Lưu nháp" pending={isSubmitting} onReset={() => reset(emptyOrder(branch))}>
        <Button type="button" variant="secondary" disabled={isSubmitting} onClick={() => void submit(true)}>
          <Send aria-hidden="true" />
          Lưu và đặt hàng
        </Button>
      </FormActions>
    </form>
  );
}
