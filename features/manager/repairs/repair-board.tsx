import { MapPin, Search, Wrench } from 'lucide-react';
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { branchOf, CITY_BRANCHES, type BranchId } from '../../../contract/garage';
import { LIVE_EVENTS } from '../../../contract/live-events';
import { messages } from '../../../contract/messages';
import { LIST_SEARCH_MAX } from '../../../contract/paging';
import { nextStep, REPAIR_STEP_LABELS, type RepairStep } from '../../../contract/repair-steps';
import type { RepairSummary } from '../../../contract/repairs';
import { useUsualBranch } from '../../../entities/branch/get-branch-settings';
import { useLiveRefresh } from '../../../entities/chat/use-live-socket';
import { useRepairBoard } from '../../../entities/repair/get-repairs';
import { useStepLimits } from '../../../entities/repair/get-step-limits';
import { useWorkshopStaff } from '../../../entities/repair/get-workshop-staff';
import { isRepairKey } from '../../../entities/repair/repair-cache';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { LoadError } from '../../../ui/load-error';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { Spinner } from '../../../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { boardBranch, namesBranches } from '../branch-param';
import { FilterChip } from '../filter-chip';
import { CheckInDialog } from './check-in-dialog';
import { AssignTechniciansDialog } from './assign-technicians-dialog';
import { MoveRepairDialog } from './move-repair-dialog';
import { boardFilter, cardOverdue, filterRepairs, groupBySteps, NO_STAFF, type BoardColumn } from './board-jobs';
import { RepairCard } from './repair-card';
import { StepLimitsDialog } from './step-limits-dialog';
import { useMoveAction } from './use-move-action';
import { RefreshFailedNote } from '../refresh-failed-note';

export interface RepairBoardProps {
  /** The master sets the step limits; other staff read them. */
  isMaster: boolean;
  /** The clock the cards' times read (stories fix it); asked again every minute. */
  clock?: () => Date;
}

const systemClock = () => new Date();

interface ColumnProps {
  column: BoardColumn;
  renderCard: (job: RepairSummary) => ReactNode;
  stepFilter: RepairStep | undefined;
}

function Column({ column, renderCard, stepFilter }: ColumnProps) {
  const titleId = `repair-column-${column.id}`;
  // At phone width the board is a list of the steps that hold cars.
  return (
    <section aria-labelledby={titleId} className={cn('min-w-0 space-y-3 rounded-card bg-surface-muted p-3 ring-1 ring-line', column.count === 0 && 'max-sm:hidden')}>
      <h2 id={titleId} className="flex items-baseline justify-between gap-2 font-bold text-navy-900">
        <span className="min-w-0 break-words">{column.label}</span>
        <span className="shrink-0 text-sm font-semibold text-ink-muted tabular-nums" aria-label={`${column.count} xe`}>
          {column.count}
        </span>
      </h2>
      {column.steps
        .filter((item) => !stepFilter || item.step === stepFilter)
        .map(({ step, jobs }) => (
          <section key={step} aria-label={`Bước ${REPAIR_STEP_LABELS[step]}`} className={cn('space-y-2', jobs.length === 0 && 'max-sm:hidden')}>
            <h3 className="flex items-baseline justify-between gap-2 border-b border-line pb-1 text-sm font-semibold text-ink">
              <span className="min-w-0 break-words">{REPAIR_STEP_LABELS[step]}</span>
              <span className="shrink-0 text-ink-muted tabular-nums">{jobs.length}</span>
            </h3>
            {jobs.length === 0 ? (
              <p className="text-xs text-ink-muted">Không có xe</p>
            ) : (
              <ul className="space-y-2">
                {jobs.map((job) => (
                  <li key={job._id}>{renderCard(job)}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
    </section>
  );
}

/**
 * `/manager/repairs`: the workshop board of one branch (the one in `?branch=`, else the staff
 * member's usual branch, else Quận 12): a column per group of steps, each step a section of cars
 * with the longest waiting first, narrowed by staff (`?staff=`), text (`?q=`) and a step
 * (`?step=`, from the start page). Every staff screen updates when anyone moves a job: the socket's
 * `repair_updated` makes it read the board again from the API.
 */
export function RepairBoard({ isMaster, clock = systemClock }: RepairBoardProps) {
  const [params, setParams] = useSearchParams();
  const usual = useUsualBranch();
  const branchParam = params.get('branch');
  const ready = usual.known || namesBranches(branchParam);
  const branch = boardBranch(branchParam, usual.branch);
  const filter = boardFilter(params);
  const { data, error, isLoading, mutate } = useRepairBoard(ready ? branch : null);
  const limits = useStepLimits();
  const staff = useWorkshopStaff();
  const { mutate: mutateAll } = useSWRConfig();
  const { move, movingId } = useMoveAction();
  // The job as it was when its dialog opened: a move sends that version, so a move someone made meanwhile is refused, not overwritten.
  const [otherJob, setOtherJob] = useState<RepairSummary | null>(null);
  const [assigning, setAssigning] = useState<RepairSummary | null>(null);
  const [focusAfter, setFocusAfter] = useState<{ id: string; version: number } | null>(null);
  const [now, setNow] = useState(clock);
  const [text, setText] = useState(filter.q ?? '');

  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), 60_000);
    return () => clearInterval(timer);
  }, [clock]);

  useLiveRefresh(LIVE_EVENTS.repairUpdated, () => void mutateAll(isRepairKey));

  const setParam = (name: string, value: string | undefined) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (value) updated.set(name, value);
      else updated.delete(name);
      return updated;
    });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParam('q', text.trim() || undefined);
  };

  const jobs = ready && data && data.every((job) => job.branch === branch) ? data : undefined;
  const shown = jobs ? filterRepairs(jobs, filter) : [];
  const columns = groupBySteps(shown);
  const focusTaken = useCallback(() => setFocusAfter(null), []);

  const moveTo = async (job: RepairSummary, body: Parameters<typeof move>[1]) => {
    const moved = await move(job, body);
    if (moved) setFocusAfter({ id: moved._id, version: moved.version });
    return moved !== null;
  };

  const renderCard = (job: RepairSummary) => (
    <RepairCard
      job={job}
      now={now}
      overdue={cardOverdue(job, limits.data?.limits, now)}
      limitMinutes={limits.data?.limits[job.step]}
      moving={movingId === job._id}
      onNext={() => {
        const next = nextStep(job.step);
        if (next) void moveTo(job, { step: next, version: job.version });
      }}
      onOther={() => setOtherJob(job)}
      onAssign={() => setAssigning(job)}
      takeFocus={focusAfter !== null && focusAfter.id === job._id && job.version >= focusAfter.version}
      onFocusTaken={focusTaken}
    />
  );

  let content: ReactNode = null;
  if (jobs) {
    content = (
      <div className="space-y-3">
        {jobs.length === 0 ? (
          <p className="flex items-center gap-3 rounded-card bg-surface px-4 py-4 font-semibold text-ink ring-1 ring-line">
            <Wrench aria-hidden="true" className="size-6 shrink-0 text-ink-muted" />
            {messages.repairs.boardEmpty}
          </p>
        ) : shown.length === 0 ? (
          <p className="rounded-card bg-surface px-4 py-4 font-semibold text-ink ring-1 ring-line">{messages.repairs.boardFilteredEmpty}</p>
        ) : (
          <p className="text-sm text-ink-muted">
            <span className="font-semibold text-ink">{shown.filter((job) => !job.closedAt).length} xe đang sửa</span>
            {shown.some((job) => job.closedAt) ? ` · ${shown.filter((job) => job.closedAt).length} xe đã giao hôm nay` : ''}
          </p>
        )}
        {jobs.length > 0 ? (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
            {columns.map((column) => (
              <Column key={column.id} column={column} renderCard={renderCard} stepFilter={filter.step} />
            ))}
          </div>
        ) : null}
      </div>
    );
  } else if (error && ready) {
    content = <LoadError error={error} message={messages.repairs.boardLoadFailed} onRetry={() => void mutate()} />;
  } else if (isLoading || !jobs) {
    content = (
      <div className="space-y-3">
        <Spinner showLabel label={messages.common.loading} />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {[0, 1, 2, 3, 4].map((column) => (
            <Skeleton key={column} className="block h-64" />
          ))}
        </div>
      </div>
    );
  }

  const staffOptions = [
    { value: '', label: 'Tất cả nhân viên' },
    { value: NO_STAFF, label: 'Chưa phân công' },
    ...(staff.data ?? []).map((member) => ({ value: member._id, label: member.fullName })),
  ];

  return (
    <section aria-labelledby="repair-board-title" className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 id="repair-board-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
            Xưởng sửa chữa
          </h1>
          {ready ? <p className="mt-1 text-ink-muted">{branchOf(branch)?.name} · cập nhật trực tiếp khi có xe chuyển bước</p> : null}
        </div>
        <div className="grid w-full gap-2 sm:flex sm:w-auto sm:flex-wrap sm:justify-end">
          <StepLimitsDialog canEdit={isMaster} />
          <CheckInDialog branch={branch} />
        </div>
      </header>

      <Tabs value={ready ? branch : ''} onValueChange={(next) => setParam('branch', next as BranchId)} className="gap-5">
        <TabsList variant="pills" aria-label="Chi nhánh" className="w-full sm:w-fit">
          {CITY_BRANCHES.map((item) => (
            <TabsTrigger key={item.id} value={item.id} className="flex-1 sm:flex-none">
              <MapPin aria-hidden="true" />
              {item.shortName}
            </TabsTrigger>
          ))}
        </TabsList>

        <div className="grid gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] sm:items-end">
          <FormField label="Nhân viên phụ trách">
            <Select options={staffOptions} value={filter.staff ?? ''} onChange={(event) => setParam('staff', event.target.value || undefined)} />
          </FormField>
          <form role="search" aria-label="Tìm xe trong xưởng" onSubmit={search} className="flex items-end gap-2">
            <FormField label="Biển số, tên khách, số điện thoại hoặc mã phiếu" className="min-w-0 grow">
              <Input type="search" enterKeyHint="search" autoComplete="off" maxLength={LIST_SEARCH_MAX} value={text} onChange={(event) => setText(event.target.value)} />
            </FormField>
            <Button type="submit" variant="outline" aria-label="Tìm xe">
              <Search aria-hidden="true" />
              <span className="max-sm:hidden">Tìm</span>
            </Button>
          </form>
          {filter.step || filter.q ? (
            <div className="flex flex-wrap gap-2 sm:col-span-2">
              {filter.step ? <FilterChip label={`Bước: ${REPAIR_STEP_LABELS[filter.step]}`} onRemove={() => setParam('step', undefined)} /> : null}
              {filter.q ? (
                <FilterChip
                  label={`Tìm: ${filter.q}`}
                  onRemove={() => {
                    setText('');
                    setParam('q', undefined);
                  }}
                />
              ) : null}
            </div>
          ) : null}
        </div>

        {error && jobs ? <RefreshFailedNote message={messages.repairs.boardLoadFailed} onRetry={() => void mutate()} /> : null}

        {ready ? (
          CITY_BRANCHES.map((item) => (
            <TabsContent key={item.id} value={item.id} tabIndex={-1}>
              {item.id === branch ? content : null}
            </TabsContent>
          ))
        ) : (
          content
        )}
      </Tabs>

      {assigning ? <AssignTechniciansDialog key={assigning._id} job={assigning} open clock={clock} onOpenChange={(open) => !open && setAssigning(null)} /> : null}
      {otherJob ? (
        <MoveRepairDialog
          key={otherJob._id}
          job={otherJob}
          open
          onOpenChange={(open) => {
            if (!open) setOtherJob(null);
          }}
          onMove={(body) => moveTo(otherJob, body)}
          pending={movingId === otherJob._id}
        />
      ) : null}
    </section>
  );
}
