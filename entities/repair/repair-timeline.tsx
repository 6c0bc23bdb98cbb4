import { Check, Undo2, UserLock, Wrench } from 'lucide-react';
import { formatDateTime } from '../../contract/format';
import { format, messages } from '../../contract/messages';
import { REPAIR_STEP_LABELS } from '../../contract/repair-steps';
import type { RepairDetail, RepairMove } from '../../contract/repairs';
import { Badge } from '../../ui/badge';
import { cn } from '../../ui/cn';
import { RepairPhotos } from './repair-photos';
import { moveDirection, timelineSteps, visibleOf, type TimelineAudience, type TimelineStep } from './timeline-steps';

export interface RepairTimelineProps {
  repair: Pick<RepairDetail, 'step' | 'closedAt' | 'moves'>;
  /** Staff also see the moves not shared with the customer, marked 'Chỉ nhân viên xem'. */
  audience?: TimelineAudience;
  className?: string;
}

/**
 * The garage's 12 steps, one under the other: done steps with the time the job entered them, the
 * current one highlighted and named in words, later ones greyed; under each step the notes and
 * photos of the moves into it, a move back with its reason.
 */
export function RepairTimeline({ repair, audience = 'customer', className }: RepairTimelineProps) {
  const steps = timelineSteps(repair, audience);
  return (
    <ol aria-label={messages.repairTimeline.label} className={cn('relative', className)}>
      {steps.map((entry, index) => (
        <TimelineItem key={entry.step} entry={entry} position={index + 1} last={index === steps.length - 1} closed={repair.closedAt !== null} audience={audience} />
      ))}
    </ol>
  );
}

function TimelineItem({ entry, position, last, closed, audience }: { entry: TimelineStep; position: number; last: boolean; closed: boolean; audience: TimelineAudience }) {
  const label = REPAIR_STEP_LABELS[entry.step];
  const current = entry.state === 'current';
  const stateText =
    entry.state === 'current' ? (closed ? messages.repairTimeline.closed : messages.repairTimeline.current) : entry.state === 'done' ? (entry.reachedAt ? messages.repairTimeline.done : messages.repairTimeline.skipped) : messages.repairTimeline.later;
  return (
    <li aria-current={current ? 'step' : undefined} data-state={entry.state} className="relative flex gap-3 pb-5 last:pb-0">
      {last ? null : (
        <span aria-hidden="true" className={cn('absolute top-9 bottom-0 left-[0.9375rem] w-0.5', entry.state === 'done' ? 'bg-success' : 'bg-line')} />
      )}
      <span
        aria-hidden="true"
        className={cn(
          'relative z-10 flex size-8 shrink-0 items-center justify-center rounded-pill text-sm font-bold',
          entry.state === 'done' && 'bg-success text-white',
          current && 'bg-brand-600 text-white ring-4 ring-brand-200',
          entry.state === 'later' && 'bg-surface-muted text-ink-muted ring-1 ring-line',
        )}
      >
        {entry.state === 'done' ? <Check className="size-4" /> : current && !closed ? <Wrench className="size-4" /> : position}
      </span>
      <div className={cn('min-w-0 flex-1 pt-1', current && '-mt-1 rounded-card bg-brand-50 p-3 ring-1 ring-brand-200')}>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className={cn('font-semibold', entry.state === 'later' ? 'text-ink-muted' : 'text-ink', current && 'text-brand-800')}>
            <span className="sr-only">{position}. </span>
            {label}
          </p>
          {current ? (
            <Badge tone="orange" variant="solid" size="sm">
              {stateText}
            </Badge>
          ) : (
            <span className="sr-only">{stateText}</span>
          )}
        </div>
        {entry.reachedAt && entry.state !== 'later' ? (
          <p className="mt-0.5 text-sm text-ink-muted">
            <time dateTime={entry.reachedAt}>{format(messages.repairTimeline.enteredAt, { time: formatDateTime(entry.reachedAt) })}</time>
          </p>
        ) : entry.state === 'done' ? (
          <p className="mt-0.5 text-sm text-ink-muted">{stateText}</p>
        ) : null}
        {entry.moves.length > 0 ? (
          <ul className="mt-2 space-y-2">
            {entry.moves.map((move) => (
              <MoveNote key={move._id} move={move} stepLabel={label} audience={audience} showTime={entry.moves.length > 1 || entry.state === 'later'} />
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

function MoveNote({ move, stepLabel, audience, showTime }: { move: RepairMove; stepLabel: string; audience: TimelineAudience; showTime: boolean }) {
  const { note, photos } = visibleOf(move, audience);
  const direction = moveDirection(move);
  const from = move.fromStep ? REPAIR_STEP_LABELS[move.fromStep] : '';
  const staffOnly = audience === 'staff' && !move.shared;
  return (
    <li className={cn('rounded-control bg-surface p-2.5 text-sm ring-1 ring-line', staffOnly && 'border-l-4 border-navy-400')}>
      {showTime || staffOnly ? (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
          {showTime ? <time dateTime={move.createdAt}>{formatDateTime(move.createdAt)}</time> : null}
          {staffOnly ? (
            <Badge tone="neutral" size="sm">
              <UserLock aria-hidden="true" className="size-3" />
              {messages.repairTimeline.staffOnly}
            </Badge>
          ) : null}
        </p>
      ) : null}
      {direction !== 'next' ? (
        <p className="flex items-center gap-1.5 font-semibold text-ink">
          {direction === 'back' ? <Undo2 aria-hidden="true" className="size-4 shrink-0 text-brand-700" /> : null}
          {format(direction === 'back' ? messages.repairTimeline.movedBack : messages.repairTimeline.skippedTo, { step: from })}
        </p>
      ) : null}
      {note ? (
        <p className="break-words whitespace-pre-line text-ink">{direction === 'next' ? note : format(messages.mail.reasonLine, { reason: note })}</p>
      ) : null}
      {audience === 'staff' && move.staff ? <p className="text-xs text-ink-muted">{format(messages.repairTimeline.by, { name: move.staff.fullName })}</p> : null}
      {photos.length > 0 ? <RepairPhotos photos={photos} stepLabel={stepLabel} className="mt-2" /> : null}
    </li>
  );
}
