import { ArrowRight } from 'lucide-react';
import { refusalText } from '../../contract/client';
import { format, messages } from '../../contract/messages';
import { displayPlate, nextStep, REPAIR_STEP_LABELS } from '../../contract/repair-steps';
import type { WorkshopJob } from '../../contract/workshop';
import { TECHNICIAN_MOVE_STEPS } from '../../contract/workshop-rules';
import { useMoveWorkshopJob } from '../../entities/workshop/move-workshop-job';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useToast } from '../../ui/toast';

/** A technician moves a job on from the workshop's own steps when they lead it or have a line on it. */
export function canMoveOnTablet(job: WorkshopJob): boolean {
  return TECHNICIAN_MOVE_STEPS.includes(job.step) && nextStep(job.step) !== null && (job.isLead || job.lines.some((line) => line.mine));
}

export interface MoveJobButtonProps {
  job: WorkshopJob;
  /** The move is the server's to make there and then: it needs the connection. */
  connected: boolean;
}

// A long step name ('Báo giá chi tiết') wraps on a phone instead of widening the page.
const moveButtonClass = 'h-auto min-h-12 w-full py-2 whitespace-normal sm:w-auto';

/** 'Chuyển sang bước "…"', asked once more, sent with the job's version; the server's refusal in its words. */
export function MoveJobButton({ job, connected }: MoveJobButtonProps) {
  const toast = useToast();
  const { trigger } = useMoveWorkshopJob();
  const next = nextStep(job.step);
  if (!next) return null;
  const plate = displayPlate(job.plate);
  const label = format(messages.workshopScreen.moveTo, { step: REPAIR_STEP_LABELS[next] });
  const move = async () => {
    try {
      const moved = await trigger({ repairId: job._id, version: job.version });
      toast.success(format(messages.repairs.moveSuccess, { plate, step: REPAIR_STEP_LABELS[moved.step] }));
    } catch (error) {
      // The dialog closes either way: the card reads the job again, and shows where it is now.
      toast.error(refusalText(error, messages.workshopScreen.moveFailed));
    }
  };
  if (!connected) {
    return (
      <div className="flex w-full flex-col items-stretch gap-1 sm:w-auto sm:items-end">
        <Button size="lg" variant="secondary" className={moveButtonClass} disabled>
          {label}
          <ArrowRight aria-hidden="true" />
        </Button>
        <p className="text-sm text-ink-muted">{messages.workshopScreen.moveNeedsConnection}</p>
      </div>
    );
  }
  return (
    <ConfirmDialog
      trigger={
        <Button size="lg" variant="secondary" className={moveButtonClass}>
          {label}
          <ArrowRight aria-hidden="true" />
        </Button>
      }
      title={format(messages.workshopScreen.moveConfirmTitle, { plate, step: REPAIR_STEP_LABELS[next] })}
      description={format(messages.workshopScreen.moveConfirmText, { from: REPAIR_STEP_LABELS[job.step] })}
      confirmLabel={messages.workshopScreen.moveConfirm}
      cancelLabel={messages.common.cancel}
      pendingLabel={messages.common.processing}
      failureMessage={null}
      onConfirm={move}
    />
  );
}
