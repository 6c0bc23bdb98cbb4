import { BadgeCheck, CalendarDays, Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Booking } from '../../contract/bookings';
import { format, messages } from '../../contract/messages';
import { bookingLookupHref } from '../../contract/booking-lookup-path';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { BookingCodeCopy } from './booking-code-copy';
import { BookingDetails } from './booking-details';
import { lookupCalendarHref } from './lookup-booking';

export interface BookingSummaryCardProps {
  /** The booking as the create call answered it: whole, with its reference. */
  booking: Booking;
  /** Fewer words and rows one under the other: the chat panel. */
  compact?: boolean;
  /** 'Đặt thêm lịch hẹn': back to an empty form. Left out where the form is gone for good. */
  onBookAgain?: () => void;
  /** Takes the focus when it appears, so a screen reader reads the result and a phone scrolls to it. */
  autoFocus?: boolean;
  className?: string;
}

/**
 * What a visitor keeps after booking: the reference (large, copyable), the branch with its
 * address and a map, the day and slot, service and car, what to bring, the appointment for
 * their calendar, and the lookup page where they can see, move or cancel it later.
 */
export function BookingSummaryCard({ booking, compact = false, onBookAgain, autoFocus = false, className }: BookingSummaryCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) headingRef.current?.focus();
  }, [autoFocus]);
  const lookup = { code: booking.code, phone: booking.numberPhone };
  const titleId = `booking-summary-${booking._id}`;
  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-card bg-surface ring-1 ring-success-line', compact ? 'space-y-3 p-3.5 shadow-card' : 'space-y-5 p-4 sm:p-6', className)}
    >
      <div>
        <h3
          ref={headingRef}
          id={titleId}
          tabIndex={-1}
          className={cn('flex items-center gap-2 font-bold text-success-ink outline-none', compact ? 'text-base' : 'text-title')}
        >
          <BadgeCheck aria-hidden="true" className={compact ? 'size-5 shrink-0' : 'size-6 shrink-0'} />
          {messages.bookings.createSuccess}
        </h3>
        <p className="mt-1 text-sm text-ink-muted">{format(messages.bookingCard.callBack, { phone: booking.numberPhone })}</p>
      </div>

      <div className={cn('rounded-control bg-surface-muted', compact ? 'p-3' : 'p-4')}>
        <BookingCodeCopy code={booking.code} size={compact ? 'md' : 'lg'} />
        <p className="mt-2 text-sm text-ink-muted">{messages.bookingCard.codeKeep}</p>
      </div>

      <BookingDetails booking={booking} withWhatToBring stacked={compact} />

      <div className={cn('flex flex-col gap-2', !compact && 'sm:flex-row sm:flex-wrap')}>
        <Button asChild variant="outline" size={compact ? 'sm' : 'md'}>
          <a href={lookupCalendarHref(lookup)} download={`lich-hen-${booking.code}.ics`}>
            <CalendarDays aria-hidden="true" />
            {messages.bookingCard.addToCalendar}
          </a>
        </Button>
        <Button asChild variant="outline" size={compact ? 'sm' : 'md'}>
          {/* The phone goes along in the tab's history, never in the address: the page finds the booking at once. */}
          <Link to={bookingLookupHref(booking.code)} state={{ lookupPhone: booking.numberPhone }}>
            <Search aria-hidden="true" />
            {messages.bookingCard.openLookup}
          </Link>
        </Button>
        {onBookAgain ? (
          <Button type="button" variant="ghost" size={compact ? 'sm' : 'md'} onClick={onBookAgain}>
            {messages.bookingCard.bookAnother}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
