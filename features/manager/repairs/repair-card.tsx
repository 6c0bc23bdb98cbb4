import { ArrowRight, Banknote, CircleAlert, Clock, MessageSquareReply, MoreHorizontal, UserRound, UsersRound, Wrench } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { format, messages as text } from '../../../contract/messages';
import { CLOSING_STEP, displayPlate, nextStep, passesQuoteGate, passesTechnicianGate, REPAIR_STEP_LABELS } from '../../../contract/repair-steps';
import type { RepairSummary } from '../../../contract/repairs';
import { Badge } from '../../../ui/badge';
import { Button, buttonVariants } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { focusRing } from '../../../ui/focus-ring';
import { durationText, limitText } from './board-jobs';

export interface RepairCardProps {
  job: RepairSummary;
  now: Date;
  /** Past its step's limit: the card turns red and says so in words. */
  overdue: boolean;
  limitMinutes: number | null | undefined;
  moving: boolean;
  onNext: () => void;
  onOther: () => void;
  /** 'Giao việc': the lead and the labour lines' technicians. */
  onAssign: () => void;
  /** The job was just moved from this screen: its card takes the focus where it lands. */
  takeFocus: boolean;
  onFocusTaken: () => void;
}

export const repairHref = (id: string) => `/manager/repairs/${id}`;

/**
 * One car on the board: plate, model, customer, who is in charge and how long it has been in its
 * step, with the move to the next step and 'Khác' for going back or skipping.
 */
export function RepairCard({ job, now, overdue, limitMinutes, moving, onNext, onOther, onAssign, takeFocus, onFocusTaken }: RepairCardProps) {
  const plate = displayPlate(job.vehicle.plate);
  const next = job.closedAt ? null : nextStep(job.step);
  const primary = useRef<HTMLButtonElement>(null);
  const link = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!takeFocus) return;
    (primary.current ?? link.current)?.focus();
    onFocusTaken();
  }, [takeFocus, onFocusTaken]);

  return (
    <article
      aria-label={`Xe ${plate}`}
      className={cn(
        'flex min-w-0 flex-col gap-2 rounded-control border border-l-4 bg-surface p-3 text-sm text-ink shadow-card',
        overdue ? 'border-danger-line border-l-danger bg-danger-soft' : job.closedAt ? 'border-line border-l-success' : 'border-line border-l-brand-600',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
        <Link
          ref={link}
          to={repairHref(job._id)}
          aria-label={`Mở phiếu ${job.code} của xe ${plate}`}
          className={cn('min-w-0 rounded-tight text-base font-bold break-all text-navy-900 tabular-nums hover:text-brand-700 hover:underline', focusRing)}
        >
          {plate}
        </Link>
        <span className="font-mono text-xs text-ink-muted">{job.code}</span>
      </div>
      <p className="min-w-0 break-words">
        <span className="font-semibold">{job.vehicle.model || 'Chưa rõ dòng xe'}</span>
        {job.vehicle.year ? <span className="text-ink-muted"> · {job.vehicle.year}</span> : null}
      </p>
      <p className="min-w-0 break-words">{job.fullName}</p>
      <p className="flex min-w-0 items-center gap-1.5 text-ink-muted">
        <UserRound aria-hidden="true" className="size-4 shrink-0" />
        <span className="min-w-0 break-words">{job.staff?.fullName ?? 'Chưa phân công'}</span>
      </p>
      <p className="flex min-w-0 items-center gap-1.5 text-ink-muted">
        <Wrench aria-hidden="true" className="size-4 shrink-0" />
        <span className="min-w-0 break-words">{job.leadTechnician ? `KTV: ${job.leadTechnician.fullName}` : 'Chưa giao kỹ thuật viên'}</span>
      </p>
      {job.closedAt ? (
        <Badge tone="green" size="sm">
          Đã bàn giao
        </Badge>
      ) : (
        <p className={cn('flex flex-wrap items-center gap-1.5', overdue ? 'font-semibold text-danger-ink' : 'text-ink-muted')}>
          <span className="flex min-w-0 items-start gap-1.5">
            {overdue ? <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
            <span className="min-w-0">Ở bước này {durationText(job.stepStartedAt, now)}</span>
          </span>
          {overdue ? (
            <Badge tone="red" variant="solid" size="sm">
              Quá hạn
            </Badge>
          ) : null}
          {overdue && limitMinutes ? <span className="text-xs font-normal">(hạn {limitText(limitMinutes)})</span> : null}
        </p>
      )}
      {!job.closedAt && job.quoteState === 'waiting' ? (
        <Badge tone="orange" size="sm">
          Chờ khách duyệt báo giá
        </Badge>
      ) : null}
      {!job.closedAt && job.unassignedLabour > 0 ? (
        <Badge tone="orange" size="sm">
          {format(text.workshop.cardUnassigned, { n: job.unassignedLabour })}
        </Badge>
      ) : null}
      {job.customerAnsweredAt ? (
        // Stays until someone moves the job, whoever missed the alert's toast.
        <Badge tone="green" variant="solid" size="sm">
          <MessageSquareReply aria-hidden="true" className="size-3.5" />
          {text.quotes.customerAnswered}
        </Badge>
      ) : null}
      {job.closedAt ? null : (
        <div className="flex flex-wrap gap-2">
          {next === CLOSING_STEP ? (
            <Link
              to={repairHref(job._id)}
              aria-label={`Thu tiền, giao xe ${plate}`}
              className={cn(buttonVariants({ size: 'sm' }), 'h-auto min-h-control-sm grow py-1 text-left whitespace-normal')}
            >
              <Banknote aria-hidden="true" />
              Thu tiền, giao xe
            </Link>
          ) : next && passesQuoteGate(next, job.quoteState) && passesTechnicianGate(job.step, next, job.unassignedLabour) ? (
            <Button
              ref={primary}
              size="sm"
              className="h-auto min-h-control-sm grow py-1 text-left whitespace-normal"
              aria-label={`Chuyển xe ${plate} sang bước ${REPAIR_STEP_LABELS[next]}`}
              pending={moving}
              pendingLabel="Đang chuyển..."
              onClick={onNext}
            >
              <ArrowRight aria-hidden="true" />
              {REPAIR_STEP_LABELS[next]}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" aria-label={`Giao việc cho kỹ thuật viên, xe ${plate}`} onClick={onAssign}>
            <UsersRound aria-hidden="true" />
            Giao việc
          </Button>
          <Button size="sm" variant="outline" aria-label={`Chuyển bước khác cho xe ${plate}`} disabled={moving} onClick={onOther}>
            <MoreHorizontal aria-hidden="true" />
            Khác
          </Button>
        </div>
      )}
    </article>
  );
}
