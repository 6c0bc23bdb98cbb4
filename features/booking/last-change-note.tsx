import { MessageSquareText } from 'lucide-react';
import type { MyBooking } from '../../contract/bookings';
import { formatDate } from '../../contract/format';
import { format, messages } from '../../contract/messages';
import { cn } from '../../ui/cn';

export interface LastChangeNoteProps {
  booking: Pick<MyBooking, 'status' | 'lastChange'>;
  className?: string;
}

/**
 * The latest change to a customer's booking on their card: the garage's word with its reason,
 * or their own cancel or move in their own words ('Bạn đã hủy lịch'), never as the garage's.
 */
export function LastChangeNote({ booking, className }: LastChangeNoteProps) {
  const change = booking.lastChange;
  if (!change) return null;
  const date = formatDate(change.createdAt);
  const ownWords = booking.status === 'cancelled' ? messages.bookingCard.customerCancelled : messages.bookingCard.customerMoved;
  return (
    <p className={cn('flex gap-2 rounded-control bg-info-soft p-3 text-sm text-info-ink', className)}>
      <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {change.byCustomer ? (
        <span>{format(ownWords, { date })}</span>
      ) : (
        <span>
          <span className="font-semibold">{format(messages.bookingCard.garageUpdate, { date })}</span> {change.reason}
        </span>
      )}
    </p>
  );
}
