import { Timer } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { refusalText } from '../../../contract/client';
import { format, messages } from '../../../contract/messages';
import { REPAIR_STEP_LABELS, REPAIR_STEPS, STEP_LIMIT_MAX_MINUTES, type RepairStep } from '../../../contract/repair-steps';
import { updateStepLimits, type StepLimits } from '../../../contract/repairs';
import { useStepLimits } from '../../../entities/repair/get-step-limits';
import { useUpdateStepLimits } from '../../../entities/repair/update-step-limits';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { LoadError } from '../../../ui/load-error';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { limitText } from './board-jobs';

const FORM_ID = 'step-limits-form';
/** The rules the server reads the master's change with. */
const limitsBodySchema = updateStepLimits.body!;

type Texts = Record<RepairStep, string>;

const textsOf = (limits: StepLimits['limits']): Texts =>
  Object.fromEntries(REPAIR_STEPS.map((step) => [step, limits[step] == null ? '' : String(limits[step])])) as Texts;

/** The steps whose text changed, as the contract's body wants them: minutes, or null for no limit. */
export function changedLimits(before: Texts, after: Texts): Partial<Record<RepairStep, number | null>> {
  const changed: Partial<Record<RepairStep, number | null>> = {};
  for (const step of REPAIR_STEPS) {
    const text = after[step].trim();
    if (text === before[step].trim()) continue;
    changed[step] = text === '' ? null : Number(text);
  }
  return changed;
}

function LimitsForm({ limits, onSaved, onPendingChange }: { limits: StepLimits['limits']; onSaved: () => void; onPendingChange: (pending: boolean) => void }) {
  const toast = useToast();
  const { trigger, isMutating } = useUpdateStepLimits();
  const [before] = useState(() => textsOf(limits));
  const [texts, setTexts] = useState(before);
  const [errors, setErrors] = useState<Partial<Record<RepairStep, string>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { limits: changedLimits(before, texts) };
    const checked = limitsBodySchema.safeParse(body);
    if (!checked.success) {
      const found: Partial<Record<RepairStep, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[1] as RepairStep] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    if (Object.keys(body.limits).length === 0) {
      onSaved();
      return;
    }
    onPendingChange(true);
    try {
      await trigger(checked.data);
      toast.success(messages.repairs.limitsSaved);
      onSaved();
    } catch (error) {
      toast.error(refusalText(error, messages.repairs.limitsSaveFailed));
    } finally {
      onPendingChange(false);
    }
  };

  return (
    <form id={FORM_ID} noValidate aria-label="Thời hạn các bước" onSubmit={submit}>
      <fieldset disabled={isMutating} className="grid min-w-0 gap-3 sm:grid-cols-2">
        {REPAIR_STEPS.map((step, index) => (
          <FormField key={step} label={`${index + 1}. ${REPAIR_STEP_LABELS[step]}`} hint="Số phút; để trống: không giới hạn" error={errors[step]}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={STEP_LIMIT_MAX_MINUTES}
              value={texts[step]}
              onChange={(event) => setTexts((current) => ({ ...current, [step]: event.target.value }))}
            />
          </FormField>
        ))}
      </fieldset>
    </form>
  );
}

export interface StepLimitsDialogProps {
  /** The master sets the limits; other staff read them. */
  canEdit: boolean;
}

/**
 * 'Thời hạn các bước': how long a car may stay in each step before its card turns red. The master
 * edits them here (only the steps changed are sent); other staff see them read-only.
 */
export function StepLimitsDialog({ canEdit }: StepLimitsDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const { data, error, mutate } = useStepLimits();

  let body;
  if (data) {
    body = canEdit ? (
      <LimitsForm limits={data.limits} onSaved={() => setOpen(false)} onPendingChange={setPending} />
    ) : (
      <>
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
          {REPAIR_STEPS.map((step, index) => (
            <div key={step} className="flex justify-between gap-3 border-b border-line py-1.5 text-sm">
              <dt className="text-ink">
                {index + 1}. {REPAIR_STEP_LABELS[step]}
              </dt>
              <dd className="font-semibold text-navy-900 tabular-nums">{limitText(data.limits[step] ?? null)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-ink-muted">Chỉ quản lý (Master) đổi được thời hạn.</p>
      </>
    );
  } else if (error) {
    body = <LoadError error={error} message={messages.repairs.limitsLoadFailed} onRetry={() => void mutate()} />;
  } else {
    body = <Spinner showLabel label={messages.common.loading} />;
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && pending) return;
        setOpen(next);
      }}
      size="lg"
      title="Thời hạn các bước"
      description={format('Thẻ xe chuyển đỏ khi ở một bước lâu hơn thời hạn của bước đó (tối đa {max}).', { max: limitText(STEP_LIMIT_MAX_MINUTES) })}
      trigger={
        <Button variant="outline">
          <Timer aria-hidden="true" />
          Thời hạn các bước
        </Button>
      }
      footer={
        canEdit && data ? (
          <>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                Hủy
              </Button>
            </DialogClose>
            <Button type="submit" form={FORM_ID} pending={pending}>
              Lưu thời hạn
            </Button>
          </>
        ) : (
          <DialogClose asChild>
            <Button variant="outline">Đóng</Button>
          </DialogClose>
        )
      }
    >
      {body}
    </Dialog>
  );
}
