import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { refusalText } from '../../../contract/client';
import { format, messages } from '../../../contract/messages';
import { PACKAGE_KINDS, PACKAGE_MAX_LINES, packageBodySchema, type PackageBody, type ServicePackage } from '../../../contract/service-packages';
import { writeNumber } from '../../../contract/typed-number-rules';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { FormActions } from '../form-actions';
import { fieldRefusals } from './field-refusals';
import { formatPrice } from '../../../contract/format';
import { PartPicker, type ChosenPart } from '../../../entities/stock/part-picker';

/** A line as its inputs hold it: the hours or units as typed, the part as picked. */
interface LineValues {
  kind: string;
  description: string;
  quantity: string;
  part: ChosenPart | null;
}

export interface PackageFormValues {
  name: string;
  lines: LineValues[];
}

export const PACKAGE_KIND_LABELS: Readonly<Record<(typeof PACKAGE_KINDS)[number], string>> = { labour: 'Giờ công', part: 'Phụ tùng' };

const blankLine = (kind = 'labour'): LineValues => ({ kind, description: '', quantity: kind === 'labour' ? '' : '1', part: null });

function valuesOf(pack: ServicePackage | null): PackageFormValues {
  if (!pack) return { name: '', lines: [blankLine()] };
  return {
    name: pack.name,
    lines: pack.lines.map((line) => ({ kind: line.kind, description: line.description, quantity: writeNumber(line.quantity), part: line.part })),
  };
}

/** What the API receives: a part line names its part by id, a labour line none. */
const bodyOf = (values: PackageFormValues) => ({
  name: values.name,
  lines: values.lines.map((line) => ({ kind: line.kind, description: line.description, quantity: line.quantity, partId: line.kind === 'part' ? (line.part?._id ?? '') : '' })),
});

// The contract's own body schema, on the body the API would get: the browser refuses what the server would, in its words.
const resolver: Resolver<PackageFormValues, unknown, PackageBody> = async (values, context, options) =>
  (await zodResolver(packageBodySchema as never)(bodyOf(values) as never, context, options as never)) as never;

type LineErrors = { kind?: { message?: string }; description?: { message?: string }; quantity?: { message?: string }; partId?: { message?: string } };

export interface PackageFormProps {
  /** The package being edited, or null to add one. */
  pack: ServicePackage | null;
  /** Runs the save; a refusal comes back to the form, beside its field when the server names one. */
  onSubmit: (body: PackageBody) => Promise<void>;
}

/**
 * The master's package: its name and lines, each labour (hours, typed '1,5') or a part of the
 * store with its quantity. The quote editor later prices the lines for the job's branch.
 */
export function PackageForm({ pack, onSubmit }: PackageFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<PackageFormValues, unknown, PackageBody>({ defaultValues: valuesOf(pack), resolver });
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });

  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      const named = fieldRefusals(error);
      if (named.length > 0) {
        named.forEach((refusal, index) => setError(refusal.path as never, { message: refusal.message }, { shouldFocus: index === 0 }));
      } else {
        setError('root.server', { message: refusalText(error, pack ? messages.packages.saveFailed : messages.packages.createFailed) });
      }
    }
  });

  const lineErrors = errors.lines as (FieldErrors<PackageFormValues>['lines'] & { root?: { message?: string } }) | undefined;
  const linesMessage = lineErrors?.message ?? lineErrors?.root?.message;
  const serverMessage = errors.root?.server?.message;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={pack ? `Sửa gói dịch vụ ${pack.name}` : 'Thêm gói dịch vụ'} className="space-y-6">
      <fieldset disabled={isSubmitting} className="min-w-0 space-y-5">
        <FormField label="Tên gói dịch vụ" required hint="Ví dụ: Bảo dưỡng 10.000 km, Thay dầu + lọc." error={errors.name?.message} className="max-w-xl">
          <Input autoComplete="off" maxLength={120} {...register('name')} />
        </FormField>
        <section aria-labelledby="package-lines-title" className="space-y-3">
          <h2 id="package-lines-title" className="font-bold text-navy-900">
            Hạng mục của gói
          </h2>
          <p className="text-sm text-ink-muted">Giờ công tính theo đơn giá của chi nhánh; phụ tùng tính theo giá vốn cộng bảng lợi nhuận khi thêm gói vào báo giá.</p>
          {linesMessage ? (
            <p role="alert" className="text-sm font-semibold text-danger-ink">
              {linesMessage}
            </p>
          ) : null}
          <ol className="space-y-3">
            {fields.map((field, index) => {
              const line = lines[index] ?? field;
              const error = lineErrors?.[index] as LineErrors | undefined;
              const labour = line.kind !== 'part';
              return (
                <li key={field.id} aria-label={`Hạng mục ${index + 1}`} className="min-w-0 space-y-3 rounded-control p-3 ring-1 ring-line">
                  <div className="grid min-w-0 gap-3 sm:grid-cols-[9rem_minmax(0,1fr)_8rem]">
                    <FormField label="Loại" error={error?.kind?.message}>
                      <Select options={PACKAGE_KINDS.map((kind) => ({ value: kind, label: PACKAGE_KIND_LABELS[kind] }))} {...register(`lines.${index}.kind`)} />
                    </FormField>
                    <FormField label="Nội dung" required error={error?.description?.message}>
                      <Input autoComplete="off" {...register(`lines.${index}.description`)} />
                    </FormField>
                    <FormField label={labour ? 'Số giờ' : 'Số lượng'} required hint={labour ? 'Ví dụ 1,5' : undefined} error={error?.quantity?.message}>
                      <Input inputMode="decimal" autoComplete="off" {...register(`lines.${index}.quantity`)} />
                    </FormField>
                  </div>
                  <div className="flex min-w-0 flex-wrap items-end gap-3">
                    {labour ? null : (
                      <div className="min-w-0 flex-1 basis-64">
                        <Controller
                          control={control}
                          name={`lines.${index}.part`}
                          render={({ field: partField }) => (
                            <PartPicker
                              label={`Phụ tùng hạng mục ${index + 1}`}
                              value={partField.value}
                              pick={(part) => ({ _id: part._id, sku: part.sku, name: part.name })}
                              // Its cost shows: the quote's price is made from it.
                              choiceDetail={(part) => (part.costPrice > 0 ? `Giá vốn ${formatPrice(part.costPrice)}` : 'Chưa có giá vốn')}
                              error={error?.partId?.message}
                              onChange={(part) => {
                                partField.onChange(part);
                                // The part's name is the likely description: a start the master can change.
                                if (part && !getValues(`lines.${index}.description`).trim()) setValue(`lines.${index}.description`, part.name, { shouldValidate: true });
                              }}
                            />
                          )}
                        />
                      </div>
                    )}
                    <Button type="button" variant="outline" size="sm" className="ml-auto" disabled={fields.length === 1} onClick={() => remove(index)} aria-label={`Xóa hạng mục ${index + 1}`}>
                      <Trash2 aria-hidden="true" />
                      Xóa
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
          <div className="flex flex-wrap gap-2">
            {PACKAGE_KINDS.map((kind) => (
              <Button key={kind} type="button" variant="outline" size="sm" disabled={fields.length >= PACKAGE_MAX_LINES} onClick={() => append(blankLine(kind))}>
                <Plus aria-hidden="true" />
                Thêm {PACKAGE_KIND_LABELS[kind].toLowerCase()}
              </Button>
            ))}
          </div>
          {fields.length >= PACKAGE_MAX_LINES ? <p className="text-sm text-ink-muted">{format(messages.packages.tooManyLines, { max: PACKAGE_MAX_LINES })}</p> : null}
        </section>
      </fieldset>
      {serverMessage ? (
        <p role="alert" className="rounded-control bg-danger-soft p-3 text-sm font-semibold text-danger-ink ring-1 ring-danger-line">
          {serverMessage}
        </p>
      ) : null}
      <FormActions submitLabel={pack ? 'Lưu gói' : 'Thêm gói dịch vụ'} pending={isSubmitting} onReset={() => reset(valuesOf(pack))} />
    </form>
  );
}
