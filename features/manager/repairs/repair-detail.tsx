import { ArrowLeft, ArrowRight, ArrowRightLeft, Banknote, History, MessageSquareReply } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, refusalText } from '../../../contract/client';
import { formatDateTime } from '../../../contract/format';
import { branchOf } from '../../../contract/garage';
import { LIVE_EVENTS } from '../../../contract/live-events';
import { format, messages } from '../../../contract/messages';
import { CLOSING_STEP, displayPlate, FUEL_LEVEL_LABELS, nextStep, passesQuoteGate, REPAIR_STEP_LABELS, stepIndex } from '../../../contract/repair-steps';
import type { RepairDetail, RepairUpdatedPayload } from '../../../contract/repairs';
import { useLiveRefresh } from '../../../entities/chat/use-live-socket';
import { useAssignRepair } from '../../../entities/repair/assign-repair';
import { useRepair } from '../../../entities/repair/get-repair';
import { useStepLimits } from '../../../entities/repair/get-step-limits';
import { useVehicle } from '../../../entities/repair/get-vehicle';
import { useWorkshopStaff } from '../../../entities/repair/get-workshop-staff';
import { RepairTimeline } from '../../../entities/repair/repair-timeline';
import { VisitWork } from '../../../entities/repair/visit-work';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { focusRing } from '../../../ui/focus-ring';
import { FormField } from '../../../ui/form-field';
import { LoadError } from '../../../ui/load-error';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { useToast } from '../../../ui/toast';
import { InspectionPanel } from './inspection-panel';
import { MoveRepairDialog } from './move-repair-dialog';
import { NextServicePanel } from './next-service-panel';
import { MoneyPanel } from './money-panel';
import { PaymentDialog } from './payment-dialog';
import { QuotePanel } from './quote-panel';
import { TechnicianPanel } from './technician-panel';
import { cardOverdue, durationText } from './board-jobs';
import { repairHref } from './repair-card';
import { useMoveAction } from './use-move-action';

export interface RepairDetailViewProps {
  repairId: string;
  /** A master may also let the job go on credit. */
  isMaster?: boolean;
  clock?: () => Date;
}

const systemClock = () => new Date();

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn('min-w-0', wide && 'sm:col-span-2')}>
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="font-semibold break-words whitespace-pre-line text-ink">{children}</dd>
    </div>
  );
}

function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = `repair-panel-${title.replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={cn('min-w-0 space-y-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5', className)}>
      <h2 id={id} className="text-lg font-bold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * `/manager/repairs/:id`: one job for staff: the car, the customer, km, fuel and complaint, who is
 * in charge (changed here), every move with its notes and photos, the car's past jobs, and the
 * moves. It reads itself again when anyone moves it.
 */
export function RepairDetailView({ repairId, isMaster = false, clock = systemClock }: RepairDetailViewProps) {
  const toast = useToast();
  const { data: repair, error, mutate } = useRepair(repairId);
  const vehicle = useVehicle(repair?.vehicle._id);
  const staff = useWorkshopStaff();
  const limits = useStepLimits();
  const assign = useAssignRepair();
  const { move, movingId } = useMoveAction();
  // The job as it was when the dialog opened: its version goes with the move (a move made meanwhile is refused, not overwritten).
  const [moving, setMoving] = useState<RepairDetail | null>(null);
  const [paying, setPaying] = useState<RepairDetail | null>(null);

  useLiveRefresh(
    LIVE_EVENTS.repairUpdated,
    () => void mutate(),
    (payload) => (payload as Partial<RepairUpdatedPayload> | undefined)?.id === repairId,
  );

  if (!repair) {
    if (error) {
      const notFound = error instanceof ApiError && error.status === 404;
      return <LoadError error={error} message={notFound ? messages.repairs.notFound : messages.repairs.detailLoadFailed} onRetry={notFound ? undefined : () => void mutate()} />;
    }
    return (
      <div role="status" aria-label={messages.common.loading} className="space-y-4">
        <Skeleton className="block h-10 w-64" />
        <Skeleton className="block h-48" />
        <Skeleton className="block h-64" />
      </div>
    );
  }

  const now = clock();
  const plate = displayPlate(repair.vehicle.plate);
  const next = repair.closedAt ? null : nextStep(repair.step);
  // The next step is past the quote's gate and the customer has not answered: the desk waits (or records a phone answer).
  const awaitingAnswer = next !== null && !passesQuoteGate(next, repair.quoteState);
  const overdue = cardOverdue(repair, limits.data?.limits, now);
  const pastJobs = (vehicle.data?.repairs ?? []).filter((job) => job._id !== repair._id);
  const staffOptions = [{ value: '', label: 'Chưa phân công' }, ...(staff.data ?? []).map((member) => ({ value: member._id, label: member.fullName }))];
  // The staff member in charge may no longer be in the list (an account locked since): still shown.
  if (repair.staff && !staffOptions.some((option) => option.value === repair.staff?._id)) staffOptions.push({ value: repair.staff._id, label: repair.staff.fullName });

  const changeStaff = async (staffId: string) => {
    try {
      await assign.trigger({ id: repair._id, staffId: staffId || null });
      toast.success(messages.repairs.assignSuccess);
    } catch (failure) {
      toast.error(refusalText(failure, messages.repairs.assignFailed));
    }
  };

  return (
    <section aria-labelledby="repair-detail-title" className="space-y-5">
      <Link to={`/manager/repairs?branch=${repair.branch}`} className={cn('inline-flex items-center gap-1.5 rounded-tight text-sm font-semibold text-brand-700 hover:underline', focusRing)}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Xưởng sửa chữa
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 id="repair-detail-title" className="text-2xl font-bold break-words text-navy-900 sm:text-3xl">
            Xe {plate}
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-ink-muted">
            <span>
              Phiếu <span className="font-mono font-semibold text-ink">{repair.code}</span>
            </span>
            <Badge tone={repair.closedAt ? 'green' : 'blue'} size="sm">
              {stepIndex(repair.step) + 1}/12 · {REPAIR_STEP_LABELS[repair.step]}
            </Badge>
            {overdue ? (
              <Badge tone="red" variant="solid" size="sm">
                Quá hạn
              </Badge>
            ) : null}
            {repair.quote?.answer ? <Link to={`/manager/repairs/${repair._id}/invoice`} className={cn('rounded-tight text-sm font-semibold text-brand-700 hover:underline', focusRing)}>Hóa đơn</Link> : null}
          </p>
          {repair.closedAt ? (
            <p className="text-sm text-ink-muted">Đã bàn giao lúc {formatDateTime(repair.closedAt)}</p>
          ) : (
            <p className={cn('text-sm', overdue ? 'font-semibold text-danger-ink' : 'text-ink-muted')}>Ở bước này {durationText(repair.stepStartedAt, now)}</p>
          )}
        </div>
        {repair.closedAt ? null : (
          <div className="grid w-full gap-2 sm:flex sm:w-auto">
            {next === CLOSING_STEP ? (
              <Button className="h-auto min-h-control-md py-2 whitespace-normal" onClick={() => setPaying(repair)}>
                <Banknote aria-hidden="true" />
                Thu tiền và giao xe
              </Button>
            ) : next && awaitingAnswer ? (
              <p className="rounded-control bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">Chờ khách trả lời báo giá</p>
            ) : next ? (
              <Button
                pending={movingId === repair._id}
                pendingLabel="Đang chuyển..."
                className="h-auto min-h-control-md py-2 whitespace-normal"
                onClick={() => void move(repair, { step: next, version: repair.version })}
              >
                <ArrowRight aria-hidden="true" />
                Chuyển sang {REPAIR_STEP_LABELS[next]}
              </Button>
            ) : null}
            <Button variant="outline" disabled={movingId === repair._id} onClick={() => setMoving(repair)}>
              <ArrowRightLeft aria-hidden="true" />
              Chuyển bước khác
            </Button>
          </div>
        )}
      </header>

      {repair.customerAnsweredAt && repair.quote ? (
        // Beside the move it calls for, until someone makes it: the alert's toast is gone in seconds.
        <p role="status" className="flex items-start gap-2 rounded-control bg-success-soft p-3 text-sm font-semibold text-success-ink ring-1 ring-success-line">
          <MessageSquareReply aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0">
            {format(messages.quotes.customerAnsweredAt, {
              time: formatDateTime(repair.customerAnsweredAt),
              approved: repair.quote.lines.filter((line) => line.approved).length,
              count: repair.quote.lines.length,
            })}
          </span>
        </p>
      ) : null}

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
        <div className="min-w-0 space-y-5">
          <Panel title="Xe và khách hàng">
            <dl className="grid gap-4 sm:grid-cols-2">
              <Fact label="Khách hàng">{repair.fullName}</Fact>
              <Fact label="Số điện thoại">
                <a href={`tel:${repair.numberPhone}`} className={cn('rounded-tight text-brand-700 tabular-nums hover:underline', focusRing)}>
                  {repair.numberPhone}
                </a>
              </Fact>
              <Fact label="Dòng xe">
                {repair.vehicle.model || 'Chưa rõ'}
                {repair.vehicle.year ? ` · ${repair.vehicle.year}` : ''}
              </Fact>
              <Fact label="Chi nhánh">{branchOf(repair.branch)?.name ?? repair.branch}</Fact>
              <Fact label="Số km khi nhận">{repair.odometerKm.toLocaleString('vi-VN')} km</Fact>
              <Fact label="Nhiên liệu khi nhận">{FUEL_LEVEL_LABELS[repair.fuelLevel]}</Fact>
              <Fact label="Dịch vụ">{repair.serviceName || 'Chưa chọn'}</Fact>
              <Fact label="Nhận xe lúc">{formatDateTime(repair.createdAt)}</Fact>
              <Fact label="Yêu cầu của khách" wide>
                {repair.complaint || 'Không ghi'}
              </Fact>
            </dl>
            <FormField label="Nhân viên phụ trách" className="max-w-sm">
              <Select options={staffOptions} value={repair.staff?._id ?? ''} disabled={assign.isMutating} onChange={(event) => void changeStaff(event.target.value)} />
            </FormField>
          </Panel>

          <InspectionPanel repair={repair} />

          <QuotePanel repair={repair} />

          <TechnicianPanel repair={repair} clock={clock} />

          <MoneyPanel repair={repair} isMaster={isMaster} />

          {repair.closedAt || stepIndex(repair.step) >= stepIndex('recheck') ? <NextServicePanel key={`${repair.nextService.on}-${repair.nextService.km}`} repair={repair} /> : null}

          <Panel title="Lịch sử chuyển bước">
            <RepairTimeline repair={repair} audience="staff" />
          </Panel>
        </div>

        <Panel title="Các lần sửa trước của xe">
          {vehicle.error ? (
            <LoadError error={vehicle.error} message={messages.repairs.vehicleHistoryFailed} onRetry={() => void vehicle.mutate()} />
          ) : !vehicle.data ? (
            <Skeleton className="block h-24" />
          ) : pastJobs.length === 0 ? (
            <p className="text-sm text-ink-muted">Đây là lần đầu xe đến gara.</p>
          ) : (
            <ul className="space-y-3">
              {pastJobs.map((job) => (
                <li key={job._id} className="rounded-control p-3 text-sm ring-1 ring-line">
                  <p className="flex flex-wrap items-center justify-between gap-2">
                    <Link to={repairHref(job._id)} className={cn('inline-flex items-center gap-1.5 rounded-tight font-semibold text-brand-700 hover:underline', focusRing)}>
                      <History aria-hidden="true" className="size-4" />
                      Phiếu {job.code}
                    </Link>
                    <span className="text-ink-muted">{formatDateTime(job.createdAt)}</span>
                  </p>
                  <p className="mt-1 text-ink">
                    {job.odometerKm.toLocaleString('vi-VN')} km · {job.closedAt ? 'Đã bàn giao' : REPAIR_STEP_LABELS[job.step]}
                  </p>
                  {/* Whose visit it was: a car that changed hands shows each owner's jobs. */}
                  <p className="mt-1 text-ink-muted">Khách: {job.fullName}</p>
                  <p className="mt-1 break-words text-ink-muted">{job.serviceName || job.complaint}</p>
                  <VisitWork work={job.work} />
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>

      {paying ? <PaymentDialog repair={paying} open onOpenChange={(open) => !open && setPaying(null)} /> : null}
      {moving ? (
        <MoveRepairDialog
          job={moving}
          open
          onOpenChange={(open) => {
            if (!open) setMoving(null);
          }}
          onMove={async (body) => (await move(moving, body)) !== null}
          pending={movingId === moving._id}
        />
      ) : null}
    </section>
  );
}
