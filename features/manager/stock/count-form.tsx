import { zodResolver } from '@hookform/resolvers/zod';
import { ClipboardCheck, Plus, Save } from 'lucide-react';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { refusalText } from '../../../contract/client';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import type { BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import { startStockCount, type StockCount } from '../../../contract/parts';
import { useStartStockCount } from '../../../entities/stock/write-stock';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { useToast } from '../../../ui/toast';
import { PartLine } from './part-line';
import { availableAt, branchLabel, branchOptions, namePartErrors, type PickedPart } from './picked-part';
import { RefusalNote } from './refusal-note';

interface CountLineValues {
  part: PickedPart | null;
  counted: string;
}

interface CountValues {
  branch: BranchId | '';
  lines: CountLineValues[];
  reason: string;
  /** Which button sent it: finish now, or keep the count open. */
  finish: boolean;
}

type CountBody = ParsedBodyOf<typeof startStockCount>;

const emptyLine = (): CountLineValues => ({ part: null, counted: '' });
const emptyCount = (): CountValues => ({ branch: '', lines: [emptyLine()], reason: '', finish: true });

const resolver: Resolver<CountValues, unknown, CountBody> = async (values, context, options) => {
  const body = { ...values, lines: values.lines.map((line) => ({ partId: line.part?._id ?? '', counted: line.counted })) };
  const result = await zodResolver(startStockCount.body as never)(body as never, context, options as never);
  return { values: result.values, errors: namePartErrors(result.errors, values.lines) } as never;
};

export interface CountFormProps {
  /** A count was kept open: the screen shows it with finish and cancel. */
  onOpened: (count: StockCount) => void;
}

/** A branch's stock count: per part what is on the shelf; the difference from the book becomes an adjustment with the reason. */
export function CountForm({ onOpened }: CountFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CountValues, unknown, CountBody>({ defaultValues: emptyCount(), resolver });
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const branch = useWatch({ control, name: 'branch' });
  const lines = useWatch({ control, name: 'lines' });
  const { trigger } = useStartStockCount();
  const [refusal, setRefusal] = useState<string>();
  const toast = useToast();

  const send = (finish: boolean) => {
    setValue('finish', finish);
    return handleSubmit(async (body) => {
      setRefusal(undefined);
      let count: StockCount;
      try {
        count = await trigger(body);
      } catch (error) {
        setRefusal(refusalText(error, messages.stockManager.countFailed));
        return;
      }
      const where = branchLabel(count.branch);
      if (count.status === 'open') {
        toast.success(format(messages.stockManager.countOpened, { branch: where }));
        onOpened(count);
      } else toast.success(format(messages.stockManager.countFinished, { branch: where }));
      reset(emptyCount());
    })();
  };

  return (
    <form
      noValidate
      aria-label="Kiểm kê kho"
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void send(true);
      }}
    >
      <fieldset disabled={isSubmitting} className="min-w-0 space-y-5">
        <FormField label="Chi nhánh kiểm kê" required error={errors.branch?.message} className="sm:max-w-sm">
          <Select placeholder="Chọn chi nhánh" options={branchOptions} {...register('branch')} />
        </FormField>
        <ol className="space-y-3">
          {fields.map((field, index) => {
            const part = lines[index]?.part;
            return (
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
                    <FormField
                      label="Số đếm được"
                      required
                      error={errors.lines?.[index]?.counted?.message}
                      hint={part && branch ? `Sổ kho: còn dùng được ${availableAt(part, branch)} ${part.unit}` : undefined}
                    >
                      <Input inputMode="numeric" autoComplete="off" {...register(`lines.${index}.counted`)} />
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
        <FormField label="Lý do điều chỉnh" required error={errors.reason?.message} hint="Ví dụ: kiểm kê cuối tháng, hàng hỏng.">
          <Textarea minRows={2} maxRows={6} {...register('reason')} />
        </FormField>
      </fieldset>
      {refusal ? (
        <RefusalNote>{refusal}</RefusalNote>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={isSubmitting}>
          <ClipboardCheck aria-hidden="true" />
          Hoàn tất kiểm kê
        </Button>
        <Button type="button" variant="outline" disabled={isSubmitting} onClick={() => void send(false)}>
          <Save aria-hidden="true" />
          Lưu phiếu, đếm tiếp sau
        </Button>
      </div>
    </form>
  );
}
