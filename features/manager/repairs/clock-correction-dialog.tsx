import { zodResolver } from '@hookform/resolvers/zod';
import { TimerReset } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { refusalText } from '../../../contract/client';
import { messages } from '../../../contract/messages';
import { clockCorrectionBodySchema, type WorkshopLine } from '../../../contract/workshop';
import { clockText } from '../../../contract/workshop-rules';
import { useCorrectClock } from '../../../entities/repair/assign-technicians';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Textarea } from '../../../ui/textarea';
import { useToast } from '../../../ui/toast';

const FORM_ID = 'clock-correction-form';

interface CorrectionValues {
  totalMinutes: string;
  reason: string;
}

export interface ClockCorrectionDialogProps {
  repairId: string;
  line: WorkshopLine | null;
  onOpenChange: (open: boolean) => void;
}

function CorrectionForm({ repairId, line, onDone }: { repairId: string; line: WorkshopLine; onDone: () => void }) {
  const toast = useToast();
  const correct = useCorrectClock(repairId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CorrectionValues>({
    defaultValues: { totalMinutes: String(Math.floor(line.clock.seconds / 60)), reason: '' },
    resolver: zodResolver(clockCorrectionBodySchema) as never,
  });
  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await correct.trigger({ lineId: line._id, totalMinutes: values.totalMinutes, reason: values.reason });
      toast.success(messages.workshop.correctionSaved);
      onDone();
    } catch (error) {
      setRefusal(refusalText(error, messages.common.serverError));
    }
  });
  return (
    <form id={FORM_ID} noValidate aria-label={`Điều chỉnh giờ: ${line.description}`} onSubmit={(event) => void submit(event)} className="grid min-w-0 gap-4">
      <p className="text-sm text-ink-muted">
        Đã bấm: <span className="font-semibold text-ink tabular-nums">{clockText(line.clock.seconds)}</span> ({Math.floor(line.clock.seconds / 60)} phút)
      </p>
      <FormField label="Tổng số phút đúng" required hint="Ví dụ 90 cho 1 giờ 30 phút." error={errors.totalMinutes?.message}>
        <Input inputMode="numeric" autoComplete="off" {...register('totalMinutes')} />
      </FormField>
      <FormField label="Lý do điều chỉnh" required error={errors.reason?.message}>
        <Textarea minRows={2} maxRows={5} maxLength={300} {...register('reason')} />
      </FormField>
      {refusal ? (
        <p role="alert" className="text-sm text-danger-ink">
          {refusal}
        </p>
      ) : null}
    </form>
  );
}

/** Staff correct a line's worked time with a reason; the correction stays in the line's history. */
export function ClockCorrectionDialog({ repairId, line, onOpenChange }: ClockCorrectionDialogProps) {
  return (
    <Dialog
      open={line !== null}
      onOpenChange={onOpenChange}
      size="md"
      title="Điều chỉnh giờ làm"
      description={line ? `${line.description} · ${line.technician?.fullName ?? ''}` : undefined}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Hủy</Button>
          </DialogClose>
          <Button type="submit" form={FORM_ID}>
            <TimerReset aria-hidden="true" />
            Lưu điều chỉnh
          </Button>
        </>
      }
    >
      {line ? <CorrectionForm repairId={repairId} line={line} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
