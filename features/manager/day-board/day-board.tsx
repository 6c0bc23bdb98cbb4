import { CalendarOff, CalendarX2, CarFront, ChevronLeft, ChevronRight, MapPin, RefreshCw, Wrench } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { BoardBooking, BoardSlot, Booking } from '../../../contract/bookings';
import { formatDay, garageToday } from '../../../contract/format';
import { branchOf, CITY_BRANCHES, type BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import { BookingStatusBadge } from '../../../entities/booking/booking-status-badge';
import { DESK_REFRESH_MS } from '../../../contract/constants';
import { useBookingBoard } from '../../../entities/booking/get-booking-board';
import { useUsualBranch } from '../../../entities/branch/get-branch-settings';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { DateInput } from '../../../ui/date-input';
import { focusRing } from '../../../ui/focus-ring';
import { FormField } from '../../../ui/form-field';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { Spinner } from '../../../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { BookingDetailDialog } from '../bookings/booking-detail-dialog';
import { boardBranch, namesBranches } from '../branch-param';
import { useMarkSeenOnOpen } from '../use-mark-seen';
import { boardDay, fillPercent, shiftDay, splitByHalfDay, weekdayName } from './board-day';
import { CheckInDialog } from '../repairs/check-in-dialog';
import { repairHref } from '../repairs/repair-card';
import { DeskBookingDialog } from './desk-booking-dialog';
import { RefreshFailedNote } from '../refresh-failed-note';

const statusEdge = { pending: 'border-l-brand-600', confirmed: 'border-l-success', cancelled: 'border-l-line-strong' } as const;

interface CheckInProps {
  onCheckedIn: () => void;
}

/** Cancelled bookings last: they hold no place. */
const byPlace = <T extends Booking>(bookings: readonly T[]): T[] => [...bookings].sort((a, b) => Number(a.status === 'cancelled') - Number(b.status === 'cancelled'));

function BookingCard({ booking, onOpen, onCheckedIn }: { booking: BoardBooking; onOpen: () => void; onCheckedIn: () => void }) {
  // The repair its car was checked in as: the card links to it instead of offering 'Nhận xe'.
  const job = booking.repair;
  const cancelled = booking.status === 'cancelled';
  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-2 rounded-control border border-l-4 border-line pr-2 text-sm',
        statusEdge[booking.status],
        cancelled ? 'bg-surface-muted text-ink-muted' : 'bg-surface text-ink',
      )}
    >
      <button
        type="button"
        onClick={onOpen}
        className={cn('flex min-w-0 grow basis-48 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-control px-3 py-2 text-left hover:bg-navy-50', focusRing)}
      >
        <span className="font-semibold tabular-nums">{booking.timeSlot}</span>
        <span className={cn('min-w-0 grow basis-32 font-semibold break-words', cancelled && 'line-through')}>{booking.fullName}</span>
        <span className="flex shrink-0 items-center gap-3">
          <span className={cn('tabular-nums', cancelled && 'line-through')}>{booking.numberPhone}</span>
          <BookingStatusBadge status={booking.status} size="sm" />
        </span>
      </button>
      {job ? (
        <Link
          to={repairHref(job._id)}
          aria-label={`Phiếu sửa chữa ${job.code} của ${booking.fullName}`}
          className={cn('mb-2 ml-3 inline-flex items-center gap-1 rounded-tight font-mono text-sm font-semibold text-brand-700 hover:underline sm:my-0 sm:ml-0', focusRing)}
        >
          <Wrench aria-hidden="true" className="size-4" />
          {job.code}
        </Link>
      ) : cancelled ? null : (
        <CheckInDialog
          branch={booking.branch}
          booking={booking}
          onOpened={onCheckedIn}
          trigger={
            <Button size="sm" variant="outline" className="mb-2 ml-3 sm:my-0 sm:ml-0" aria-label={`Nhận xe ${booking.fullName}`}>
              <CarFront aria-hidden="true" />
              Nhận xe
            </Button>
          }
        />
      )}
    </div>
  );
}

function SlotCard({ slot, onOpen, onCheckedIn }: { slot: BoardSlot; onOpen: (booking: Booking) => void } & CheckInProps) {
  const full = slot.booked >= slot.capacity;
  const percent = fillPercent(slot.booked, slot.capacity);
  const titleId = `board-slot-${slot.timeSlot.replace(':', '')}`;
  return (
    <section aria-labelledby={titleId} className={cn('rounded-card bg-surface p-4 shadow-card ring-1', full ? 'ring-danger-line' : 'ring-line')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold text-navy-900 tabular-nums">
          {slot.timeSlot}
        </h3>
        <p className="flex items-center gap-2 text-sm">
          {full ? (
            <Badge tone="red" size="sm">
              {messages.bookings.slotFullLabel}
            </Badge>
          ) : null}
          <span className="font-semibold text-ink tabular-nums">
            {slot.booked}/{slot.capacity}
          </span>
          <span className="text-ink-muted">chỗ đã đặt</span>
        </p>
      </div>
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-pill bg-navy-100">
        <div className={cn('h-full rounded-pill', full ? 'bg-danger' : percent >= 50 ? 'bg-brand-600' : 'bg-success')} style={{ width: `${percent}%` }} />
      </div>
      {slot.bookings.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">Chưa có lịch hẹn</p>
      ) : (
        <ul aria-label={`Lịch hẹn lúc ${slot.timeSlot}`} className="mt-3 space-y-2">
          {byPlace(slot.bookings).map((booking) => (
            <li key={booking._id}>
              <BookingCard booking={booking} onOpen={() => onOpen(booking)} onCheckedIn={onCheckedIn} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HalfDay({ title, slots, onOpen, onCheckedIn }: { title: string; slots: BoardSlot[]; onOpen: (booking: Booking) => void } & CheckInProps) {
  return (
    <div className="min-w-0 space-y-3">
      <h2 className="font-bold text-navy-900">{title}</h2>
      {slots.map((slot) => (
        <SlotCard key={slot.timeSlot} slot={slot} onOpen={onOpen} onCheckedIn={onCheckedIn} />
      ))}
    </div>
  );
}

export interface DayBoardProps {
  /** How often the board asks again while the tab is visible (30 s; stories shorten it). */
  refreshIntervalMs?: number;
}

/**
 * `/manager/booking-board`: the front desk's board of one branch's day (today in Vietnam by
 * default, the day in `?date=`; the staff member's usual branch, else Quận 12, or the one in
 * `?branch=`): every slot in order with the places used out of that branch's places, its
 * bookings as cards that open the booking (where it can be moved to another day, slot or
 * branch), refreshed every 30 seconds while the tab is visible. 'Đặt lịch cho khách' books a
 * caller in.
 */
export function DayBoard({ refreshIntervalMs = DESK_REFRESH_MS }: DayBoardProps) {
  useMarkSeenOnOpen('bookings');
  const [params, setParams] = useSearchParams();
  const today = garageToday();
  const day = boardDay(params.get('date'), today);
  const usual = useUsualBranch();
  const branchParam = params.get('branch');
  // Until the usual branch is known, the board would show the wrong branch for a moment.
  const ready = usual.known || namesBranches(branchParam);
  const branch = boardBranch(branchParam, usual.branch);
  const { data, error, isLoading, mutate } = useBookingBoard(day, ready ? branch : null, refreshIntervalMs);
  const [openId, setOpenId] = useState<string | null>(null);
  const checkedIn = () => void mutate();

  const show = (next: { date?: string; branch?: BranchId }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next.date !== undefined) {
        if (next.date === today) updated.delete('date');
        else updated.set('date', next.date);
      }
      if (next.branch) updated.set('branch', next.branch);
      return updated;
    });
  // The address changes in a transition, so a second quick click on 'Hôm trước' would still see
  // the day before the first: each step starts from the day last asked for.
  const asked = useRef(day);
  useEffect(() => {
    asked.current = day;
  }, [day]);
  const goTo = (date: string) => {
    asked.current = date;
    show({ date });
  };
  const step = (days: number) => goTo(shiftDay(asked.current, days));

  const board = ready && data?.date === day && data.branch === branch ? data : undefined;
  const all = board?.slots.flatMap((slot) => slot.bookings) ?? [];
  const cancelled = all.filter((booking) => booking.status === 'cancelled').length;
  const halves = board ? splitByHalfDay(board.slots) : undefined;
  const branchName = branchOf(branch)?.name;

  let content: ReactNode = null;
  if (board && halves) {
    content = (
      <div className="space-y-5">
        {board.closedReason ? (
          <p className="flex items-start gap-3 rounded-card bg-warning-soft px-4 py-3 font-semibold text-warning-ink ring-1 ring-warning-line">
            <CalendarOff aria-hidden="true" className="size-6 shrink-0" />
            {format(messages.bookings.boardClosed, { reason: board.closedReason })}
          </p>
        ) : null}
        {all.length === 0 ? (
          <p className="flex items-center gap-3 rounded-card bg-surface px-4 py-4 font-semibold text-ink ring-1 ring-line">
            <CalendarX2 aria-hidden="true" className="size-6 shrink-0 text-ink-muted" />
            {messages.bookings.boardEmpty}
          </p>
        ) : (
          <p className="text-sm text-ink-muted">
            <span className="font-semibold text-ink">{all.length - cancelled} lịch hẹn giữ chỗ</span>
            {cancelled ? ` · ${cancelled} lịch đã hủy (không tính chỗ)` : ''}
          </p>
        )}
        <div className="grid gap-5 lg:grid-cols-2">
          <HalfDay title="Buổi sáng" slots={halves.morning} onOpen={(booking) => setOpenId(booking._id)} onCheckedIn={checkedIn} />
          <HalfDay title="Buổi chiều" slots={halves.afternoon} onOpen={(booking) => setOpenId(booking._id)} onCheckedIn={checkedIn} />
        </div>
      </div>
    );
  } else if (error && ready) {
    content = <LoadError error={error} message={messages.bookings.boardLoadFailed} onRetry={() => void mutate()} />;
  } else if (isLoading || !board) {
    content = (
      <div className="space-y-3">
        <Spinner showLabel label={messages.common.loading} />
        <div className="grid gap-5 lg:grid-cols-2">
          {[0, 1].map((column) => (
            <div key={column} className="space-y-3">
              {[0, 1, 2, 3].map((row) => (
                <Skeleton key={row} className="block h-28" />
              ))}
            </div>
          ))}
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby="day-board-title" className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 id="day-board-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
            Lịch trong ngày
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-lg font-semibold text-ink">
            <time dateTime={day}>
              {weekdayName(day)}, {formatDay(day)}
            </time>
            {day === today ? (
              <Badge tone="blue" size="sm">
                Hôm nay
              </Badge>
            ) : null}
          </p>
          {ready ? (
            <p className="mt-0.5 text-sm text-ink-muted">
              {branchName}
              {board ? ` · ${board.capacity} chỗ mỗi khung giờ` : ''}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col items-stretch gap-2 max-sm:w-full sm:items-end">
          <DeskBookingDialog branch={branch} day={day} today={today} onShow={(booking) => show({ date: booking.date, branch: booking.branch })} />
          <p className="flex items-center gap-1.5 text-sm text-ink-muted">
            <RefreshCw aria-hidden="true" className="size-4" />
            Tự cập nhật mỗi {Math.round(refreshIntervalMs / 1000)} giây
          </p>
        </div>
      </header>

      <Tabs value={ready ? branch : ''} onValueChange={(next) => show({ branch: next as BranchId })} className="gap-5">
        <TabsList variant="pills" aria-label="Chi nhánh" className="w-full sm:w-fit">
          {CITY_BRANCHES.map((item) => (
            <TabsTrigger key={item.id} value={item.id} className="flex-1 sm:flex-none">
              <MapPin aria-hidden="true" />
              {item.shortName}
            </TabsTrigger>
          ))}
        </TabsList>

        <nav aria-label="Đổi ngày" className="flex flex-wrap items-end gap-2 rounded-card bg-surface p-4 shadow-card ring-1 ring-line">
          <div className="grid w-full grid-cols-3 gap-2 sm:flex sm:w-auto">
            <Button variant="outline" className="max-sm:px-2 max-sm:[&_svg]:hidden" onClick={() => step(-1)}>
              <ChevronLeft aria-hidden="true" />
              Hôm trước
            </Button>
            <Button variant="outline" className="max-sm:px-2 max-sm:[&_svg]:hidden" disabled={day === today} onClick={() => goTo(today)}>
              Hôm nay
            </Button>
            <Button variant="outline" className="max-sm:px-2 max-sm:[&_svg]:hidden" onClick={() => step(1)}>
              Hôm sau
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <FormField label="Chọn ngày" className="w-full sm:ml-auto sm:w-48">
            <DateInput
              value={day}
              onChange={(event) => {
                if (event.target.value) goTo(event.target.value);
              }}
            />
          </FormField>
        </nav>

        {error && board ? <RefreshFailedNote message={messages.bookings.boardLoadFailed} onRetry={() => void mutate()} /> : null}

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

      <BookingDetailDialog bookingId={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
