import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRightLeft } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { BOOKING_MAX_IMAGES } from '../../../contract/bookings';
import { bookingImagesMaxText } from '../../../contract/booking-rules';
import { format, messages } from '../../../contract/messages';
import { displayPlate, moveNeedsReason, moveProblem, nextStep, REPAIR_NOTE_MAX, REPAIR_STEP_LABELS, REPAIR_STEPS, type RepairStep } from '../../../contract/repair-steps';
import { moveRepairBodySchema, type MoveRepairBody, type RepairSummary } from '../../../contract/repairs';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { ImageField } from '../image-field';
import type { MoveRepairInput } from '../../../entities/repair/move-repair';

const FORM_ID = 'move-repair-form';

type MovedJob = Pick<RepairSummary, '_id' | 'step' | 'version' | 'closedAt' | 'vehicle' | 'quoteState' | 'unassignedLabour'>;

interface MoveValues {
  step: RepairStep;
  note: string;
  photos: string[];
  shared: boolean;
}

/** The contract's body, and the step rules staff read before anything is sent: back or past a step needs a reason. */
function moveSchema(job: MovedJob) {
  return moveRepairBodySchema.superRefine((body, ctx) => {
    const problem = moveProblem({ step: job.step, closed: job.closedAt !== null, quoteState: job.quoteState, unassignedLabour: job.unassignedLabour }, body.step, body.note);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem === messages.repairs.reasonRequired ? 'note' : 'step'], message: problem });
  });
}

export interface MoveRepairDialogProps {
  job: MovedJob;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the move; resolves true when the server took it (the dialog then closes). */
  onMove: (body: MoveRepairInput) => Promise<boolean>;
  pending: boolean;
}

/** The form lives inside the dialog's body, so each opening starts fresh from the job as it is now. */
function MoveForm({ job, onMove, onDone, pending }: { job: MovedJob; onMove: MoveRepairDialogProps['onMove']; onDone: () => void; pending: boolean }) {
  const plate = displayPlate(job.vehicle.plate);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<MoveValues>({
    defaultValues: { step: nextStep(job.step) ?? job.step, note: '', photos: [], shared: false },
    resolver: async (values, context, options) => {
      const result = await zodResolver(moveSchema(job))({ ...values, version: job.version } as never, context, options as never);
      return { values: Object.keys(result.errors).length ? {} : values, errors: result.errors } as never;
    },
  });
  const step = useWatch({ control, name: 'step' });
  const needsReason = moveNeedsReason(job.step, step);
  const options = REPAIR_STEPS.filter((item) => item !== job.step).map((item) => ({
    value: item,
    label: `${REPAIR_STEPS.indexOf(item) + 1}. ${REPAIR_STEP_LABELS[item]}${item === nextStep(job.step) ? ' (bước kế tiếp)' : ''}`,
  }));

  const submit = handleSubmit(async (values) => {
    const body: MoveRepairBody = { step: values.step, version: job.version, note: values.note.trim(), photos: values.photos, shared: values.shared };
    if (await onMove(body)) onDone();
  });

  return (
    <form id={FORM_ID} noValidate aria-label={`Chuyển bước xe ${plate}`} onSubmit={submit} className="grid min-w-0 gap-4">
      <FormField label="Chuyển sang bước" required error={errors.step?.message}>
        <Select options={options} {...register('step')} />
      </FormField>
      <FormField
        label={needsReason ? 'Lý do' : 'Ghi chú'}
        required={needsReason}
        hint={needsReason ? 'Bắt buộc khi lùi lại hoặc bỏ qua bước.' : 'Không bắt buộc.'}
        error={errors.note?.message}
      >
        <Textarea minRows={2} maxRows={6} maxLength={REPAIR_NOTE_MAX} {...register('note')} />
      </FormField>
      <FormField label="Ảnh (không bắt buộc)" hint={format(messages.bookings.imagesHint, { max: BOOKING_MAX_IMAGES, total: bookingImagesMaxText })} error={errors.photos?.message}>
        <Controller
          control={control}
          name="photos"
          render={({ field }) => <ImageField value={field.value} onChange={field.onChange} multiple maxFiles={BOOKING_MAX_IMAGES} label="Chọn ảnh" disabled={pending} />}
        />
      </FormField>
      <Controller
        control={control}
        name="shared"
        render={({ field }) => (
          <FormField label="Cho khách xem ghi chú và ảnh" layout="inline" hint="Khách thấy bước và thời gian dù không chọn.">
            <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
          </FormField>
        )}
      />
    </form>
  );
}

/**
 * 'Chuyển bước': any step with a note and photos, and whether the customer sees them ('cho khách
 * xem'). The next step is chosen at first; going back or skipping a step asks for the reason
 * before anything is sent.
 */
export function MoveRepairDialog({ job, open, onOpenChange, onMove, pending }: MoveRepairDialogProps) {
  const plate = displayPlate(job.vehicle.plate);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && pending) return;
        onOpenChange(next);
      }}
      size="md"
      title={`Chuyển bước xe ${plate}`}
      description={`Đang ở bước "${REPAIR_STEP_LABELS[job.step]}". Lùi lại hoặc bỏ qua bước cần ghi lý do.`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Hủy
            </Button>
          </DialogClose>
          <Button type="submit" form={FORM_ID} pending={pending}>
            <ArrowRightLeft aria-hidden="true" />
            Chuyển bước
          </Button>
        </>
      }
    >
      <MoveForm job={job} onMove={onMove} onDone={() => onOpenChange(false)} pending={pending} />
    </Dialog>
  );
}
