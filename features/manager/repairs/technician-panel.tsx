import { History, TimerReset, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { refusalText } from '../../../contract/client';
import { formatDateTime } from '../../../contract/format';
import type { BranchId } from '../../../contract/garage';
import { LIVE_EVENTS } from '../../../contract/live-events';
import { format, messages } from '../../../contract/messages';
import type { RepairUpdatedPayload } from '../../../contract/repairs';
import type { RepairClocks, WorkshopLine } from '../../../contract/workshop';
import { CLOCK_EVENT_LABELS, CLOCK_STATE_LABELS, clockText, hoursOf, type ClockState } from '../../../contract/workshop-rules';
import { useLiveRefresh } from '../../../entities/chat/use-live-socket';
import { useAssignTechnician } from '../../../entities/repair/assign-technicians';
import { useRepairClocks } from '../../../entities/repair/get-repair-clocks';
import { useTechnicians } from '../../../entities/repair/get-technicians';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { LoadError } from '../../../ui/load-error';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { useToast } from '../../../ui/toast';
import { ClockCorrectionDialog } from './clock-correction-dialog';

const stateTone: Record<ClockState, BadgeTone> = { idle: 'neutral', running: 'green', paused: 'orange', finished: 'blue' };

export interface TechnicianPanelProps {
  repair: { _id: string; branch: BranchId; closedAt: string | null };
  clock?: () => Date;
}

/** Seconds of a line as now: a running clock keeps counting from the moment the answer was read. */
function secondsNow(line: WorkshopLine, readAt: number, now: number): number {
  return line.clock.state === 'running' ? line.clock.seconds + Math.max(0, Math.floor((now - readAt) / 1000)) : line.clock.seconds;
}

function LineEvents({ line }: { line: RepairClocks['lines'][number] }) {
  const [open, setOpen] = useState(false);
  if (line.events.length === 0) return null;
  return (
    <div className="min-w-0">
      <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
        <History aria-hidden="true" />
        {open ? 'Ẩn các lần bấm giờ' : `Xem ${line.events.length} lần bấm giờ`}
      </Button>
      {open ? (
        <ol className="mt-2 space-y-1 text-sm">
          {line.events.map((event) => (
            <li key={event._id} className="break-words text-ink-muted">
              <span className="font-semibold text-ink">{CLOCK_EVENT_LABELS[event.kind]}</span> · {formatDateTime(event.at)}
              {event.kind === 'correction' && event.seconds !== null ? ` · ${event.seconds >= 0 ? '+' : '−'}${Math.round(Math.abs(event.seconds) / 60)} phút` : ''}
              {event.by ? ` · ${event.by.fullName}` : ''}
              {event.reason ? ` · Lý do: ${event.reason}` : ''}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/**
 * 'Kỹ thuật viên và giờ làm' on the job's page: the lead technician, who does each labour line,
 * each line's clock as the tablets left it (live: a tap in the workshop refreshes it through the
 * job's socket event), every event, and the correction with its reason. The quality check refuses
 * the move while a line has nobody, which the panel says first.
 */
export function TechnicianPanel({ repair, clock = () => new Date() }: TechnicianPanelProps) {
  const toast = useToast();
  const { data, error, mutate } = useRepairClocks(repair._id);
  const technicians = useTechnicians(repair.branch);
  const assign = useAssignTechnician(repair._id);
  const [correcting, setCorrecting] = useState<WorkshopLine | null>(null);
  // When the shown answer arrived: a running line counts on from there.
  const [seen, setSeen] = useState(() => ({ data, at: clock().getTime() }));
  const [now, setNow] = useState(() => clock().getTime());
  if (seen.data !== data) setSeen({ data, at: clock().getTime() });
  const readAt = seen.at;
  const running = data?.lines.some((line) => line.clock.state === 'running') ?? false;

  useLiveRefresh(
    LIVE_EVENTS.repairUpdated,
    () => void mutate(),
    (payload) => (payload as Partial<RepairUpdatedPayload> | undefined)?.id === repair._id,
  );
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(clock().getTime()), 15_000);
    return () => clearInterval(timer);
  }, [running, clock]);

  const choose = async (lineId: string | undefined, technicianId: string) => {
    try {
      await assign.trigger(lineId ? { lineId, technicianId: technicianId || null } : { technicianId: technicianId || null });
    } catch (failure) {
      toast.error(refusalText(failure, messages.common.serverError));
    }
  };

  const titleId = `technician-panel-${repair._id}`;
  const options = [{ value: '', label: 'Chưa giao' }, ...(technicians.data ?? []).map((person) => ({ value: person._id, label: person.fullName }))];
  const withCurrent = (person: { _id: string; fullName: string } | null) =>
    person && !options.some((option) => option.value === person._id) ? [...options, { value: person._id, label: person.fullName }] : options;
  const closed = repair.closedAt !== null;

  return (
    <section aria-labelledby={titleId} className="min-w-0 space-y-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5">
      <h2 id={titleId} className="text-lg font-bold text-navy-900">
        Kỹ thuật viên và giờ làm
      </h2>
      {!data ? (
        error ? (
          <LoadError error={error} message="Không tải được giờ làm của phiếu." onRetry={() => void mutate()} />
        ) : (
          <div role="status" className="space-y-2" aria-label="Đang tải giờ làm">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        )
      ) : (
        <>
          <FormField label="Kỹ thuật viên chính" className="max-w-sm">
            <Select options={withCurrent(data.lead)} value={data.lead?._id ?? ''} disabled={closed || assign.isMutating} onChange={(event) => void choose(undefined, event.target.value)} />
          </FormField>
          {data.unassigned > 0 ? (
            <p role="status" className="flex items-start gap-2 rounded-control bg-warning-soft p-3 text-sm text-warning-ink ring-1 ring-warning-line">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {format(messages.workshop.labourUnassigned, { n: data.unassigned })}
            </p>
          ) : null}
          {data.lines.length === 0 ? (
            <p className="text-sm text-ink-muted">Báo giá chưa có hạng mục công (giờ công) nào.</p>
          ) : (
            <ul className="space-y-3">
              {data.lines.map((line) => (
                <li key={line._id} className="min-w-0 space-y-2 rounded-control p-3 ring-1 ring-line">
                  <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
                    <p className="min-w-0 font-semibold break-words text-ink">
                      {line.description}
                      <span className="ml-2 font-normal text-ink-muted">· báo {hoursOf(line.hours * 3600).toLocaleString('vi-VN')} giờ</span>
                    </p>
                    <Badge tone={stateTone[line.clock.state]} dot>
                      {CLOCK_STATE_LABELS[line.clock.state]}
                    </Badge>
                  </div>
                  <div className="flex min-w-0 flex-wrap items-end gap-3">
                    <FormField label="Kỹ thuật viên" className="min-w-48 flex-1">
                      <Select
                        options={withCurrent(line.technician)}
                        value={line.technician?._id ?? ''}
                        disabled={closed || assign.isMutating || line.approved !== true}
                        onChange={(event) => void choose(line._id, event.target.value)}
                      />
                    </FormField>
                    <p className="pb-2 text-sm text-ink-muted">
                      Đã bấm{' '}
                      <span data-testid={`line-clock-${line._id}`} className="text-base font-semibold text-ink tabular-nums">
                        {clockText(secondsNow(line, readAt, now))}
                      </span>
                    </p>
                    {line.technician && !closed ? (
                      <Button variant="outline" size="sm" onClick={() => setCorrecting(line)}>
                        <TimerReset aria-hidden="true" />
                        Điều chỉnh
                      </Button>
                    ) : null}
                  </div>
                  {line.approved !== true ? <p className="text-sm text-ink-muted">Giao việc sau khi khách duyệt hạng mục này.</p> : null}
                  <LineEvents line={line} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <ClockCorrectionDialog repairId={repair._id} line={correcting} onOpenChange={(open) => !open && setCorrecting(null)} />
    </section>
  );
}
