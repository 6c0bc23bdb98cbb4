import { BOOKING_STATUS_META, BOOKING_STATUSES, type BookingStatus } from '../../contract/constants';
import { Badge } from '../../ui/badge';

export interface BookingStatusBadgeProps {
  /** Anything other than pending or confirmed reads as cancelled (spec section 4). */
  status: BookingStatus | (string & {});
  size?: 'sm' | 'md';
  className?: string;
}

function isBookingStatus(status: string): status is BookingStatus {
  return (BOOKING_STATUSES as readonly string[]).includes(status);
}

/** The booking's status in the spec's words and colour: pending orange, confirmed green, cancelled red. */
export function BookingStatusBadge({ status, size, className }: BookingStatusBadgeProps) {
  const known: BookingStatus = isBookingStatus(status) ? status : 'cancelled';
  const meta = BOOKING_STATUS_META[known];
  return (
    <Badge tone={meta.tone} size={size} dot className={className} data-status={known}>
      {meta.label}
    </Badge>
  );
}
