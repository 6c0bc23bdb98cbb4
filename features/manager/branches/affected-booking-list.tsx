import { CalendarClock, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Booking } from '../../../contract/bookings';
import { branchOf } from '../../../contract/garage';
import { dayWithWeekday } from '../../../entities/booking/booking-day';
import { Button } from '../../../ui/button';
import { telHref } from '../../../ui/tel-href';
import { boardHref } from './closed-day-list';

export interface AffectedBookingListProps {
  items: ReadonlyArray<{ booking: Booking; reason: string }>;
  /** Names the list for screen readers. */
  label: string;
  /** Each row says why its day is closed: the list mixes days; right after closing one day it is that day's reason. */
  showReason?: boolean;
}

/**
 * Bookings on a day their branch is closed: who (reference, name, phone to call), when and
 * where, each opening the day board of its day and branch, where staff open it and move it.
 */
export function AffectedBookingList({ items, label, showReason = true }: AffectedBookingListProps) {
  return (
    <ol aria-label={label} className="space-y-2">
      {items.map(({ booking, reason }) => (
        <li key={booking._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-control bg-surface p-3 text-sm ring-1 ring-line">
          <div className="min-w-0 space-y-0.5">
            <p className="flex flex-wrap items-center gap-x-2 font-semibold text-ink">
              <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
              <time dateTime={booking.date}>{dayWithWeekday(booking.date)}</time>
              <span className="tabular-nums">{booking.timeSlot}</span>
              <span className="font-normal text-ink-muted">{branchOf(booking.branch)?.name ?? booking.branch}</span>
            </p>
            <p className="flex flex-wrap items-center gap-x-2 text-ink">
              <span className="font-mono font-semibold tracking-wider">{booking.code}</span>
              <span className="min-w-0 break-words">{booking.fullName}</span>
              <a href={telHref(booking.numberPhone)} className="inline-flex items-center gap-1 text-brand-700 tabular-nums underline-offset-4 hover:underline">
                <Phone aria-hidden="true" className="size-3.5" />
                {booking.numberPhone}
              </a>
            </p>
            {showReason ? <p className="text-ink-muted">Lý do nghỉ: {reason}</p> : null}
          </div>
          <Button asChild variant="outline" size="sm" className="max-sm:w-full">
            <Link to={boardHref(booking.date, booking.branch)}>
              Mở lịch trong ngày
              <span className="sr-only">
                : {booking.fullName} ({booking.code})
              </span>
            </Link>
          </Button>
        </li>
      ))}
    </ol>
  );
}
