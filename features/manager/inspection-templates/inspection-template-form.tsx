import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { INSPECTION_POINT_LABEL_MAX, INSPECTION_POINTS_MAX, INSPECTION_TEMPLATE_NAME_MAX } from '../../../contract/inspection-rules';
import { inspectionTemplateBodySchema, type InspectionTemplate, type InspectionTemplateInput } from '../../../contract/inspections';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { FormActions } from '../form-actions';
import { focusIfLost } from '../../../ui/focus-if-lost';

interface TemplateValues {
  name: string;
  /** `pointId` is the point's id on the server ('' for a new point): react-hook-form keeps `id` for its own row keys. */
  points: Array<{ pointId: string; label: string }>;
}

function valuesOf(template: InspectionTemplate | null): TemplateValues {
  return {
    name: template?.name ?? '',
    points: template ? template.points.map((point) => ({ pointId: point.id, label: point.label })) : [{ pointId: '', label: '' }],
  };
}

/** What goes out: a kept point with its id, so the server keeps it; a new one without. */
export function toTemplateBody(values: TemplateValues): InspectionTemplateInput {
  return { name: values.name, points: values.points.map((point) => ({ id: point.pointId || null, label: point.label })) };
}

export interface InspectionTemplateFormProps {
  /** The template being edited, or null to add one. */
  template: InspectionTemplate | null;
  onSubmit: (body: InspectionTemplateInput) => Promise<void>;
}

/**
 * A checklist: its name and its points in the order staff go through them. Points are added,
 * renamed, moved and removed here; a renamed or moved point keeps its id, so the reports filled
 * with it still name it. The contract checks it as the server does before anything is sent.
 */
export function InspectionTemplateForm({ template, onSubmit }: InspectionTemplateFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TemplateValues>({
    defaultValues: valuesOf(template),
    resolver: async (values, context, options) => {
      const result = await zodResolver(inspectionTemplateBodySchema)(toTemplateBody(values) as never, context, options as never);
      return { values: Object.keys(result.errors).length ? {} : values, errors: result.errors } as never;
    },
  });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'points' });
  const baseId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const listError = errors.points?.message ?? errors.points?.root?.message;

  // A moved row is redrawn elsewhere: the keyboard stays on the arrow that can still move it.
  const moveRow = (from: number, to: number) => {
    move(from, to);
    const preferred = to < from ? 'up' : 'down';
    const atEdge = to === 0 || to === fields.length - 1;
    const direction = atEdge ? (preferred === 'up' ? 'down' : 'up') : preferred;
    requestAnimationFrame(() => document.getElementById(`${baseId}-${direction}-${to}`)?.focus());
  };

  // Enter in a point goes on to the next one, as in a list typed on paper (a new one after the
  // last), instead of saving a half-written checklist; a Vietnamese keyboard's composing Enter is its own.
  const nextPointOnEnter = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (index < fields.length - 1) setFocus(`points.${index + 1}.label`);
    else if (event.currentTarget.value.trim() !== '' && fields.length < INSPECTION_POINTS_MAX) append({ pointId: '', label: '' }, { shouldFocus: true });
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(toTemplateBody(values)))}
      aria-label={template ? `Sửa mẫu kiểm tra ${template.name}` : 'Thêm mẫu kiểm tra'}
      className="max-w-3xl space-y-6 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-6"
    >
      <fieldset disabled={isSubmitting} className="min-w-0 space-y-5">
        <FormField label="Tên mẫu" required hint="Ví dụ: Kiểm tra tổng quát, Bảo dưỡng định kỳ, Hệ thống phanh" error={errors.name?.message}>
          <Input autoComplete="off" maxLength={INSPECTION_TEMPLATE_NAME_MAX} {...register('name')} />
        </FormField>
        <fieldset className="min-w-0 space-y-3" aria-describedby={`${baseId}-hint`}>
          <legend className="text-sm font-semibold text-ink">Hạng mục kiểm tra</legend>
          <p id={`${baseId}-hint`} className="text-sm text-ink-muted">
            Kỹ thuật viên đánh giá từng hạng mục theo thứ tự này. Đổi tên một hạng mục không làm mất kết quả đã ghi. Tối đa {INSPECTION_POINTS_MAX} hạng mục.
          </p>
          <ol className="space-y-2" aria-label="Các hạng mục">
            {fields.map((field, index) => {
              const row = index + 1;
              return (
                <li key={field.id} className="grid items-start gap-1 rounded-card border border-line bg-surface-muted p-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-2 sm:p-3">
                  <FormField
                    required
                    error={errors.points?.[index]?.label?.message}
                    label={`Hạng mục ${row}`}
                  >
                    <Input
                      autoComplete="off"
                      maxLength={INSPECTION_POINT_LABEL_MAX}
                      placeholder="Ví dụ: Lốp và áp suất lốp"
                      onKeyDown={(event) => nextPointOnEnter(event, index)}
                      {...register(`points.${index}.label`)}
                    />
                  </FormField>
                  <div className="flex justify-end sm:pt-7">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      id={`${baseId}-up-${index}`}
                      aria-label={`Chuyển hạng mục ${row} lên`}
                      disabled={index === 0}
                      onClick={() => moveRow(index, index - 1)}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      id={`${baseId}-down-${index}`}
                      aria-label={`Chuyển hạng mục ${row} xuống`}
                      disabled={index === fields.length - 1}
                      onClick={() => moveRow(index, index + 1)}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Xóa hạng mục ${row}`}
                      className="text-danger hover:bg-danger-soft"
                      onClick={() => {
                        remove(index);
                        focusIfLost(() => addRef.current);
                      }}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
          {listError ? <p className="text-sm font-semibold text-danger">{listError}</p> : null}
          <Button
            ref={addRef}
            type="button"
            variant="outline"
            size="sm"
            disabled={fields.length >= INSPECTION_POINTS_MAX}
            onClick={() => append({ pointId: '', label: '' }, { shouldFocus: true })}
          >
            <Plus aria-hidden="true" />
            Thêm hạng mục
          </Button>
        </fieldset>
      </fieldset>
      <FormActions submitLabel={template ? 'Cập nhật' : 'Thêm mẫu kiểm tra'} pending={isSubmitting} onReset={() => reset(valuesOf(template))} />
    </form>
  );
}
