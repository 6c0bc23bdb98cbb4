import { CircleCheck, Pause, Play } from 'lucide-react';
import { useId, useState } from 'react';
import { format, messages } from '../../contract/messages';
import type { WorkshopLine } from '../../contract/workshop';
import { CLOCK_EVENT_LABELS, CLOCK_STATE_LABELS, clockText, type ClockAction, type ClockFold } from '../../contract/workshop-rules';
import { writeNumber } from '../../contract/typed-number-rules';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';

const STATE_TONES: Readonly<Record<ClockFold['state'], BadgeTone>> = { idle: 'neutral', running: 'blue', paused: 'orange', finished: 'green' };

export interface LabourLineRowProps {
  line: WorkshopLine & { mine: boolean };
  /** The line's clock as it reads now (the server's, with the tablet's own taps). */
  clock: ClockFold;
  onTap: (action: ClockAction) => Promise<void>;
}

/**
 * One labour line on the tablet: what to do, the hours quoted, who does it, its clock counting up
 * while it runs, and on the technician's own lines the big buttons to start, pause and finish it.
 */
export function LabourLineRow({ line, clock, onTap }: LabourLineRowProps) {
  const titleId = useId();
  const [busy, setBusy] = useState<ClockAction | null>(null);
  const tap = async (action: ClockAction) => {
    setBusy(action);
    try {
      await onTap(action);
    } finally {
      setBusy(null);
    }
  };
  const canClock = line.mine && line.approved === true && clock.state !== 'finished';
  const actions: ClockAction[] = !canClock ? [] : clock.state === 'running' ? ['pause', 'finish'] : clock.state === 'paused' ? ['start', 'finish'] : ['start'];
  const icons = { start: Play, pause: Pause, finish: CircleCheck } as const;

  return (
    <li aria-labelledby={titleId} className={cn('rounded-control p-3 ring-1 sm:p-4', clock.state === 'running' ? 'bg-info-soft ring-info-line' : 'bg-surface ring-line')}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1 basis-56">
          <p id={titleId} className="text-base font-semibold text-ink">
            {line.description}
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            {format(messages.workshopScreen.quotedHours, { hours: writeNumber(line.hours) })}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {line.technician?.fullName ?? messages.workshopScreen.unassigned}
            {line.approved !== true ? (
              <>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                {messages.workshopScreen.notApproved}
              </>
            ) : null}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <Badge tone={STATE_TONES[clock.state]} variant={clock.state === 'running' ? 'solid' : 'soft'} dot>
            {CLOCK_STATE_LABELS[clock.state]}
          </Badge>
          <p className="text-right">
            <span className="block text-xs font-semibold tracking-wide text-ink-muted uppercase">{messages.workshopScreen.worked}</span>
            <span className="block font-mono text-2xl font-bold text-navy-900 tabular-nums" data-testid={`tablet-clock-${line._id}`}>
              {clockText(clock.seconds)}
            </span>
          </p>
        </div>
      </div>
      {actions.length ? (
        <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
          {actions.map((action) => {
            const Icon = icons[action];
            return (
              <Button
                key={action}
                size="lg"
                variant={action === 'finish' ? 'outline' : action === 'pause' ? 'secondary' : 'primary'}
                className={cn('min-h-12 sm:min-w-40', actions.length === 1 && 'col-span-2')}
                pending={busy === action}
                disabled={busy !== null && busy !== action}
                onClick={() => void tap(action)}
              >
                <Icon aria-hidden="true" />
                {CLOCK_EVENT_LABELS[action]}
              </Button>
            );
          })}
        </div>
      ) : null}
    </li>
  );
}
