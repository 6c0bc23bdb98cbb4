import { CalendarPlus } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { appointmentStart } from '../../contract/booking-cancel';
import type { MyBooking } from '../../contract/bookings';
import { ApiError, refusalText } from '../../contract/client';
import { garageToday } from '../../contract/format';
import { LIVE_EVENTS } from '../../contract/live-events';
import { messages } from '../../contract/messages';
import { useCancelMyBooking } from '../../entities/booking/cancel-my-booking';
import { useMyBookings } from '../../entities/booking/get-my-bookings';
import { useRescheduleMyBooking } from '../../entities/booking/reschedule-my-booking';
import { useLiveRefresh } from '../../entities/chat/use-live-socket';
import { Button } from '../../ui/button';
import { LoadError } from '../../ui/load-error';
import { SkeletonList } from '../../ui/skeleton-list';
import { useToast } from '../../ui/toast';
import { MyBookingItem } from './my-booking-item';
import type { RescheduleChange } from './reschedule-dialog';

export interface MyBookingsProps {
  /** The signed-in account (the page asks a visitor to sign in first). */
  accountId: string;
  /** Where a new appointment is made. */
  bookingPath?: string;
  /** The clock; stories fix it so 'too late to cancel' stays too late. */
  now?: () => Date;
}

interface GroupProps {
  title: string;
  bookings: MyBooking[];
  now: Date;
  onCancel: (booking: MyBooking) => Promise<unknown>;
  onReschedule: (booking: MyBooking, change: RescheduleChange) => Promise<unknown>;
}

function Group({ title, bookings, now, onCancel, onReschedule }: GroupProps) {
  if (bookings.length === 0) return null;
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <ul className="space-y-3">
        {bookings.map((booking) => (
          <MyBookingItem key={booking._id} booking={booking} now={now} today={garageToday(now)} onCancel={onCancel} onReschedule={onReschedule} />
        ))}
      </ul>
    </section>
  );
}

/**
 * 'Lịch hẹn của tôi': the appointments the customer made while signed in, the coming ones
 * first (soonest at the top), then the past ones; each can be moved once and cancelled until
 * shortly before it starts.
 */
export function MyBookings({ accountId, bookingPath = '/lien-he', now = () => new Date() }: MyBookingsProps) {
  const toast = useToast();
  const list = useMyBookings(accountId);
  const { trigger: cancel } = useCancelMyBooking();
  const { trigger: reschedule } = useRescheduleMyBooking();
  const [drawnAt] = useState(now);
  // The garage confirmed, moved or cancelled one of them: read the list again, reason included.
  useLiveRefresh(LIVE_EVENTS.bookingUpdated, () => void list.mutate());

  const error = list.error;
  useEffect(() => {
    if (error) toast.error(messages.bookings.mineLoadFailed);
  }, [error, toast]);

  const cancelOne = async (booking: MyBooking) => {
    try {
      await cancel(booking._id);
      toast.success(messages.bookings.cancelSuccess);
    } catch (failure) {
      toast.error(refusalText(failure, messages.bookings.cancelFailed));
      // Too late or already cancelled: the answer is final, so the dialog closes on the refreshed list.
      if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) {
        void list.mutate();
        return;
      }
      throw failure;
    }
  };

  const rescheduleOne = async (booking: MyBooking, change: RescheduleChange) => {
    try {
      await reschedule({ id: booking._id, body: change });
    } catch (failure) {
      // Moved once already or too late now: the list catches up, and the dialog says why.
      if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) void list.mutate();
      throw failure;
    }
  };

  let body: ReactNode;
  if (list.isLoading) {
    body = <SkeletonList label={messages.common.loading} rowClassName="h-28" />;
  } else if (error) {
    body = <LoadError message={messages.bookings.mineLoadFailed} onRetry={() => void list.mutate()} />;
  } else if (!list.data || list.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-4 rounded-card bg-surface px-6 py-12 text-center shadow-card ring-1 ring-line">
        <CalendarPlus aria-hidden="true" className="size-10 text-navy-400" />
        <p className="font-semibold text-ink">{messages.bookings.mineEmpty}</p>
        <Button asChild>
          <Link to={bookingPath}>Đặt lịch hẹn</Link>
        </Button>
      </div>
    );
  } else {
    const upcoming = list.data.filter((booking) => appointmentStart(booking.date, booking.timeSlot) > drawnAt).reverse();
    const past = list.data.filter((booking) => appointmentStart(booking.date, booking.timeSlot) <= drawnAt);
    body = (
      <div className="space-y-8">
        <Group title="Sắp tới" bookings={upcoming} now={drawnAt} onCancel={cancelOne} onReschedule={rescheduleOne} />
        <Group title="Đã qua" bookings={past} now={drawnAt} onCancel={cancelOne} onReschedule={rescheduleOne} />
      </div>
    );
  }

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-ink">Lịch hẹn của tôi</h1>
        <Button asChild variant="outline" size="sm">
          <Link to={bookingPath}>
            <CalendarPlus aria-hidden="true" />
            Đặt lịch mới
          </Link>
        </Button>
      </div>
      {body}
    </div>
  );
}
