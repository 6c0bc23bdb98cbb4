import { CalendarPlus, CarFront } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LIVE_EVENTS } from '../../contract/live-events';
import { messages } from '../../contract/messages';
import type { MyVehicle } from '../../contract/repairs';
import { useLiveRefresh } from '../../entities/chat/use-live-socket';
import { useMyVehicles } from '../../entities/repair/get-my-vehicles';
import { Button } from '../../ui/button';
import { toIsoDate } from '../../ui/date-iso';
import { LoadError } from '../../ui/load-error';
import { SkeletonList } from '../../ui/skeleton-list';
import { useToast } from '../../ui/toast';
import { quoteWaitsForCustomer } from './quote-waiting';
import { VehicleCard } from './vehicle-card';

export interface MyVehiclesProps {
  /** The signed-in account (the page asks a visitor to sign in first). */
  accountId: string;
  /** Where a new appointment is made. */
  bookingPath?: string;
  /** YYYY-MM-DD: which warranties still run; the visitor's today unless a story pins it. */
  today?: string;
}

/**
 * 'Xe của tôi': the customer's cars, each with its job in the workshop followed live (the
 * 12 steps, what staff shared) and the jobs done before.
 */
export function MyVehicles({ accountId, bookingPath = '/lien-he', today: pinnedToday }: MyVehiclesProps) {
  const [today] = useState(() => pinnedToday ?? toIsoDate(new Date()));
  const toast = useToast();
  const list = useMyVehicles(accountId);
  // A job of theirs moved: read the list again (the server says what changed; nothing is counted here).
  useLiveRefresh(LIVE_EVENTS.repairUpdated, () => void list.mutate());

  const error = list.error;
  useEffect(() => {
    if (error) toast.error(messages.myVehicles.loadFailed);
  }, [error, toast]);

  let body: ReactNode;
  if (list.isLoading) {
    body = <SkeletonList label={messages.common.loading} rowClassName="h-48" />;
  } else if (error) {
    body = <LoadError message={messages.myVehicles.loadFailed} onRetry={() => void list.mutate()} />;
  } else if (!list.data || list.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-4 rounded-card bg-surface px-6 py-12 text-center shadow-card ring-1 ring-line">
        <CarFront aria-hidden="true" className="size-10 text-navy-400" />
        <div>
          <p className="font-semibold text-ink">{messages.myVehicles.empty}</p>
          <p className="mt-1 text-sm text-ink-muted">{messages.myVehicles.emptyHint}</p>
        </div>
        <Button asChild>
          <Link to={bookingPath}>{messages.myVehicles.book}</Link>
        </Button>
      </div>
    );
  } else {
    // A quote waiting for the customer first, then cars in the workshop: that is what they came to see.
    const rank = (vehicle: MyVehicle) => (vehicle.openRepair && quoteWaitsForCustomer(vehicle.openRepair) ? 2 : vehicle.openRepair && !vehicle.openRepair.closedAt ? 1 : 0);
    const vehicles = [...list.data].sort((a, b) => rank(b) - rank(a));
    body = (
      <ul aria-label={messages.myVehicles.vehiclesLabel} className="space-y-6">
        {vehicles.map((vehicle) => (
          <VehicleCard key={vehicle._id} vehicle={vehicle} today={today} />
        ))}
      </ul>
    );
  }

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold text-ink">{messages.myVehicles.title}</h1>
          <p className="mt-2 text-ink-muted">{messages.myVehicles.intro}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={bookingPath}>
            <CalendarPlus aria-hidden="true" />
            {messages.myVehicles.book}
          </Link>
        </Button>
      </div>
      {body}
    </div>
  );
}
