import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { BOOKING_MAX_IMAGES } from '../../../contract/bookings';
import { bookingImagesMaxText } from '../../../contract/booking-rules';
import { refusalText } from '../../../contract/client';
import { INSPECTION_NOTE_MAX, INSPECTION_STATUS_LABELS, INSPECTION_STATUSES, type InspectionStatus } from '../../../contract/inspection-rules';
import { saveInspectionBodySchema, type Inspection, type InspectionTemplate, type SaveInspectionInput } from '../../../contract/inspections';
import { messages } from '../../../contract/messages';
import { useSaveInspection } from '../../../entities/repair/save-inspection';
import { ChoiceChip } from '../../../ui/choice-chip';
import { cn } from '../../../ui/cn';
import { FormField } from '../../../ui/form-field';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { useToast } from '../../../ui/toast';
import { ImageField } from '../image-field';

interface PointValues {
  pointId: string;
  label: string;
  /** '' until staff choose. */
  status: InspectionStatus | '';
  note: string;
  photos: string[];
}

export interface InspectionValues {
  templateId: string;
  points: PointValues[];
}

/** Ratings already given (this form's, or the saved inspection's) carry over to the same points of another template. */
function pointsOf(template: InspectionTemplate | undefined, earlier: readonly Omit<PointValues, 'label'>[]): PointValues[] {
  return (template?.points ?? []).map((point) => {
    const known = earlier.find((item) => item.pointId === point.id);
    return { pointId: point.id, label: point.label, status: known?.status ?? '', note: known?.note ?? '', photos: known?.photos ?? [] };
  });
}

/** The saved inspection's template when it still exists, otherwise the general one, otherwise the first. */
export function inspectionDefaults(templates: readonly InspectionTemplate[], inspection: Inspection | null): InspectionValues {
  const saved = inspection?.templateId ? templates.find((template) => template._id === inspection.templateId) : undefined;
  const template = saved ?? templates.find((item) => item.name === 'Kiểm tra tổng quát') ?? templates[0];
  const earlier = (inspection?.points ?? []).map((point) => ({ pointId: point.id, status: point.status, note: point.note, photos: point.photos }));
  return { templateId: template?._id ?? '', points: pointsOf(template, earlier) };
}

/** `version`: the saved inspection's the form opened with (0 for none), so a save by someone else meanwhile is refused, not overwritten. */
function toBody(values: InspectionValues, version: number): SaveInspectionInput {
  return {
    version,
    templateId: values.templateId,
    points: values.points.map((point) => ({ id: point.pointId, status: point.status as InspectionStatus, note: point.note, photos: point.photos })),
  };
}

export interface InspectionFormProps {
  /** The form's id, so the dialog's footer button submits it. */
  id: string;
  repairId: string;
  templates: readonly InspectionTemplate[];
  inspection: Inspection | null;
  onPendingChange: (pending: boolean) => void;
  onSaved: () => void;
}

/**
 * The inspection from a checklist: pick the template, then rate each point 'Tốt', 'Cần theo dõi'
 * or 'Cần xử lý ngay', with a note and photos where they help. Every point needs a rating; the
 * contract checks it as the server does before anything is sent.
 */
export function InspectionForm({ id, repairId, templates, inspection, onPendingChange, onSaved }: InspectionFormProps) {
  const toast = useToast();
  const { trigger } = useSaveInspection();
  const version = inspection?.version ?? 0;
  const {
    register,
    control,
    handleSubmit,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InspectionValues>({
    defaultValues: inspectionDefaults(templates, inspection),
    resolver: async (values, context, options) => {
      const result = await zodResolver(saveInspectionBodySchema)(toBody(values, version) as never, context, options as never);
      return { values: Object.keys(result.errors).length ? {} : values, errors: result.errors } as never;
    },
  });
  const points = useWatch({ control, name: 'points' });
  const listError = errors.points?.message ?? errors.points?.root?.message;

  const changeTemplate = (templateId: string) => {
    const template = templates.find((item) => item._id === templateId);
    reset({ templateId, points: pointsOf(template, getValues('points')) }, { keepDefaultValues: true });
  };

  const submit = handleSubmit(async (values) => {
    onPendingChange(true);
    try {
      await trigger({ id: repairId, body: toBody(values, version) });
      toast.success(messages.inspections.saveSuccess);
      onSaved();
    } catch (error) {
      toast.error(refusalText(error, messages.inspections.saveFailed));
    } finally {
      onPendingChange(false);
    }
  });

  const templateField = register('templateId');
  return (
    <form id={id} noValidate aria-label="Kết quả kiểm tra xe" onSubmit={submit}>
      <fieldset disabled={isSubmitting} className="grid min-w-0 gap-4">
        <FormField label="Mẫu kiểm tra" required error={errors.templateId?.message}>
          <Select
            options={templates.map((template) => ({ value: template._id, label: `${template.name} (${template.points.length} hạng mục)` }))}
            {...templateField}
            onChange={(event) => {
              void templateField.onChange(event);
              changeTemplate(event.target.value);
            }}
          />
        </FormField>
        <p className="text-sm text-ink-muted">
          Mỗi hạng mục tối đa {BOOKING_MAX_IMAGES} ảnh, mỗi ảnh dưới 5 MB; ảnh mới của cả phiếu kiểm tra cộng lại dưới {bookingImagesMaxText}.
        </p>
        {listError ? <p className="text-sm font-semibold text-danger">{listError}</p> : null}
        <ol aria-label="Các hạng mục kiểm tra" className="grid min-w-0 gap-3">
          {points.map((point, index) => {
            const pointErrors = errors.points?.[index];
            const status = point.status;
            return (
              <li key={point.pointId} className={cn('min-w-0 rounded-card p-3 ring-1', status === 'urgent' ? 'bg-danger-soft/40 ring-danger-line' : status === 'watch' ? 'bg-brand-50/60 ring-brand-200' : 'ring-line')}>
                <fieldset className="grid min-w-0 gap-3">
                  <legend className="mb-2 font-semibold break-words text-ink">
                    {index + 1}. {point.label}
                  </legend>
                  <div className="grid grid-cols-3 gap-2">
                    {[...INSPECTION_STATUSES].reverse().map((choice) => (
                      <ChoiceChip key={choice} value={choice} invalid={Boolean(pointErrors?.status)} {...register(`points.${index}.status`)}>
                        {INSPECTION_STATUS_LABELS[choice]}
                      </ChoiceChip>
                    ))}
                  </div>
                  {pointErrors?.status ? <p className="text-sm font-semibold text-danger">{pointErrors.status.message}</p> : null}
                  <FormField label={`Ghi chú: ${point.label}`} hideLabel error={pointErrors?.note?.message}>
                    <Textarea minRows={1} maxRows={4} maxLength={INSPECTION_NOTE_MAX} placeholder="Ghi chú (không bắt buộc)" {...register(`points.${index}.note`)} />
                  </FormField>
                  <FormField label={`Ảnh: ${point.label}`} hideLabel error={pointErrors?.photos?.message}>
                    <Controller
                      control={control}
                      name={`points.${index}.photos`}
                      render={({ field }) => (
                        <ImageField value={field.value} onChange={field.onChange} multiple maxFiles={BOOKING_MAX_IMAGES} label="Thêm ảnh" disabled={isSubmitting} />
                      )}
                    />
                  </FormField>
                </fieldset>
              </li>
            );
          })}
        </ol>
      </fieldset>
    </form>
  );
}
