import { CalendarClock, ClipboardList, KeyRound, MapPin, Wrench, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Booking } from '../../contract/bookings';
import { branchOf } from '../../contract/garage';
import { format, messages } from '../../contract/messages';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { dayWithWeekday, mapSearchHref } from './booking-day';

export interface BookingDetailsProps {
  booking: Pick<Booking, 'branch' | 'date' | 'timeSlot' | 'serviceName' | 'carModel' | 'carPlate'>;
  /** What to bring to the garage: worth saying before the visit, not after it. */
  withWhatToBring?: boolean;
  /** Rows one under the other at any width, for narrow places (the chat panel). */
  stacked?: boolean;
  className?: string;
}

function Row({ icon: Icon, label, stacked, children }: { icon: LucideIcon; label: string; stacked: boolean; children: ReactNode }) {
  return (
    <div className={cn('grid gap-0.5 py-2', !stacked && 'sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4')}>
      <dt className="flex items-center gap-2 text-sm text-ink-muted">
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {label}
      </dt>
      <dd className="min-w-0 text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

/**
 * Where and when the car is expected, for which service and which car, as the customer reads it.
 * Its icons are ones many pages share already (vite.config.ts: the shared icon chunk), so the
 * card adds none to every page's first load.
 */
export function BookingDetails({ booking, withWhatToBring = false, stacked = false, className }: BookingDetailsProps) {
  const branch = branchOf(booking.branch);
  const car = [booking.carModel, booking.carPlate].filter(Boolean).join(' · ');
  const address = branch ? `${branch.address}, ${branch.region}` : '';
  return (
    <dl className={cn('divide-y divide-line', className)}>
      {branch ? (
        <Row icon={MapPin} label={messages.chat.contactBranch} stacked={stacked}>
          <span className="block font-semibold">{branch.name}</span>
          <address className="not-italic text-ink-muted">{address}</address>
          <a
            href={mapSearchHref(`${branch.name}, ${address}`)}
            target="_blank"
            rel="noopener noreferrer"
            className={cn('mt-0.5 inline-block rounded-tight font-semibold text-brand-700 underline-offset-4 hover:underline', focusRing)}
          >
            {messages.bookingCard.mapLink}
            <span className="sr-only"> {format(messages.bookingCard.mapLinkWhere, { branch: branch.name })}</span>
          </a>
        </Row>
      ) : null}
      <Row icon={CalendarClock} label={messages.bookingCard.whenLabel} stacked={stacked}>
        <span className="font-semibold">
          {booking.timeSlot} · {dayWithWeekday(booking.date)}
        </span>
      </Row>
      {booking.serviceName ? (
        <Row icon={Wrench} label={messages.bookingCard.serviceLabel} stacked={stacked}>
          {booking.serviceName}
        </Row>
      ) : null}
      {car ? (
        <Row icon={KeyRound} label={messages.bookingCard.carLabel} stacked={stacked}>
          {car}
        </Row>
      ) : null}
      {withWhatToBring ? (
        <Row icon={ClipboardList} label={messages.bookingCard.bringLabel} stacked={stacked}>
          {messages.bookingCard.bringList}
        </Row>
      ) : null}
    </dl>
  );
}
