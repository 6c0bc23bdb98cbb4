import { CalendarClock, CalendarDays, ChevronRight, ClipboardList, PackageMinus, UserPlus, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDay } from '../../contract/format';
import { branchOf } from '../../contract/garage';
import type { ManagerSummary } from '../../contract/manager-summary';
import { messages } from '../../contract/messages';
import { useManagerSummary } from '../../entities/manager-summary/get-manager-summary';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { LoadError } from '../../ui/load-error';
import { Skeleton } from '../../ui/skeleton';

export interface ManagerSummaryFiguresProps {
  /** New accounts are counted for a Master only: the accounts screen is theirs. */
  isMaster: boolean;
}

interface FigureCardProps {
  to: string;
  icon: LucideIcon;
  label: string;
  value: number;
  /** Turns the figure orange: something waits for staff. */
  attention?: boolean;
  children?: ReactNode;
}

function FigureCard({ to, icon: Icon, label, value, attention = false, children }: FigureCardProps) {
  return (
    <li>
      <Link
        to={to}
        className={cn('flex h-full flex-col gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line transition-shadow hover:shadow-overlay', focusRing)}
      >
        <span className="flex items-start justify-between gap-3">
          <span className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            {label}
          </span>
          <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
        </span>
        <span className={cn('text-3xl font-bold tabular-nums', attention && value > 0 ? 'text-brand-700' : 'text-navy-900')}>{value}</span>
        {children}
      </Link>
    </li>
  );
}

type TodaySlot = ManagerSummary['today'][number];

/** One branch's places today per slot as small bars: how full it is at a glance. */
function TodaySlots({ today, capacity }: { today: readonly TodaySlot[]; capacity: number }) {
  return (
    <span className="grid grid-cols-4 gap-x-2 gap-y-1.5 text-xs">
      {today.map(({ timeSlot, booked }) => {
        const full = booked >= capacity;
        return (
          <span key={timeSlot} className="flex flex-col gap-0.5">
            <span className="flex justify-between gap-1 tabular-nums">
              <span className="text-ink-muted">{timeSlot}</span>
              <span className={cn('font-semibold', full ? 'text-danger-ink' : 'text-ink')}>
                {booked}/{capacity}
              </span>
            </span>
            <span aria-hidden="true" className="h-1.5 overflow-hidden rounded-pill bg-navy-100">
              <span className={cn('block h-full rounded-pill', full ? 'bg-danger' : 'bg-brand-500')} style={{ width: `${Math.min(100, (booked / capacity) * 100)}%` }} />
            </span>
          </span>
        );
      })}
    </span>
  );
}

/** Today at each branch: its bookings, its places per slot, each opening that branch's board. */
function TodayCard({ summary }: { summary: ManagerSummary }) {
  const total = summary.today.reduce((sum, slot) => sum + slot.booked, 0);
  return (
    <li className="sm:col-span-2 xl:col-span-4">
      <section aria-labelledby="today-bookings-title" className="flex h-full flex-col gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line">
        <h3 id="today-bookings-title" className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
          <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          Lịch hẹn hôm nay
        </h3>
        <p className="text-3xl font-bold text-navy-900 tabular-nums">{total}</p>
        <ul className="grid gap-3 md:grid-cols-2">
          {summary.branches.map((item) => {
            const booked = item.today.reduce((sum, slot) => sum + slot.booked, 0);
            return (
              <li key={item.branch}>
                <Link
                  to={`/manager/booking-board?date=${summary.date}&branch=${item.branch}`}
                  className={cn('flex h-full flex-col gap-2 rounded-control p-3 ring-1 ring-line transition-shadow hover:shadow-raised', focusRing)}
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="min-w-0">
                      <span className="block font-bold text-navy-900">{branchOf(item.branch)?.shortName ?? item.branch}</span>
                      <span className="block text-xs text-ink-muted">
                        {booked} lịch · {item.capacity} chỗ mỗi khung giờ
                      </span>
                    </span>
                    <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
                  </span>
                  <TodaySlots today={item.today} capacity={item.capacity} />
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </li>
  );
}

/**
 * The start page's figures: today's bookings by branch and slot, what waits (bookings and orders),
 * services low on stock and new accounts; each opens its screen already filtered.
 */
export function ManagerSummaryFigures({ isMaster }: ManagerSummaryFiguresProps) {
  const { data: summary, error, isLoading, mutate } = useManagerSummary();

  if (error && !summary) return <LoadError error={error} message={messages.managerSummary.loadFailed} onRetry={() => void mutate()} />;
  if (isLoading || !summary) {
    return (
      <div role="status" aria-label="Đang tải số liệu tổng quan..." className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-32 rounded-card" />
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby="manager-figures-title" className="space-y-3">
      <h2 id="manager-figures-title" className="text-lg font-bold text-navy-900">
        Hôm nay, {formatDay(summary.date)}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <TodayCard summary={summary} />
        {/* The count is of both branches: the list must show both, whatever the usual branch. */}
        <FigureCard to="/manager/booking?status=pending&branch=all" icon={CalendarDays} label="Lịch hẹn chờ xử lý" value={summary.pendingBookings} attention />
        <FigureCard to="/manager/order?status=pending" icon={ClipboardList} label="Đơn hàng chờ xử lý" value={summary.pendingOrders} attention />
        <FigureCard
          to={`/manager/products?maxQuantity=${summary.lowStock.threshold}`}
          icon={PackageMinus}
          label={`Dịch vụ còn ≤ ${summary.lowStock.threshold} trong kho`}
          value={summary.lowStock.count}
          attention
        >
          {summary.lowStock.items.length > 0 ? (
            <span className="flex flex-col gap-0.5 text-xs">
              {summary.lowStock.items.map((item) => (
                <span key={item._id} className="flex justify-between gap-2">
                  <span className="min-w-0 truncate">{item.name}</span>
                  <span className="shrink-0 font-semibold tabular-nums">còn {item.quantity}</span>
                </span>
              ))}
            </span>
          ) : null}
        </FigureCard>
        {isMaster ? (
          <FigureCard to={`/manager/accounts?createdFrom=${summary.monthStart}`} icon={UserPlus} label="Tài khoản mới tháng này" value={summary.newAccountsThisMonth} />
        ) : null}
      </ul>
    </section>
  );
}
