import { CalendarClock, Lightbulb, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { bookingPrefillHref } from '../../contract/booking-prefill';
import { formatDay, groupThousands } from '../../contract/format';
import type { MyVehicle } from '../../contract/repairs';
import { Badge } from '../../ui/badge';
import { buttonVariants } from '../../ui/button';

export interface VehicleCareProps {
  vehicle: Pick<MyVehicle, 'plate' | 'model' | 'warranties' | 'suggestions' | 'nextService' | 'lastOdometerKm'>;
  /** YYYY-MM-DD, Vietnam time: which warranties still run. */
  today: string;
}

/** A warranty holds until its date, and (when it has one) until the odometer passes its km: whichever comes first. */
function stillRuns(warranty: MyVehicle['warranties'][number], today: string, km: number | null) {
  if (warranty.endsOn !== null && warranty.endsOn < today) return false;
  if (warranty.untilKm !== null && km !== null && km > warranty.untilKm) return false;
  return true;
}

/**
 * What the garage keeps for the car after its jobs: the next service (with a booking form
 * filled with the car), the warranties of what was done, and what the customer declined last
 * time ('đề xuất lần sau').
 */
export function VehicleCare({ vehicle, today }: VehicleCareProps) {
  const { nextService, warranties, suggestions } = vehicle;
  if (!nextService && warranties.length === 0 && suggestions.length === 0) return null;
  const due = nextService ? [nextService.on ? `ngày ${formatDay(nextService.on)}` : null, nextService.km ? `${groupThousands(nextService.km)} km` : null].filter(Boolean).join(' hoặc ') : '';
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {nextService && due ? (
        <section aria-label="Bảo dưỡng lần tới" className="space-y-2 rounded-control bg-info-soft p-4 ring-1 ring-info-line md:col-span-2">
          <h3 className="flex items-center gap-2 font-bold text-info-ink">
            <CalendarClock aria-hidden="true" className="size-5" />
            Bảo dưỡng lần tới: {due}
          </h3>
          <p className="text-sm text-ink">Tùy điều kiện nào đến trước. Gara sẽ gửi thư nhắc trước ngày hẹn.</p>
          <Link to={bookingPrefillHref({ carPlate: vehicle.plate, carModel: vehicle.model })} className={buttonVariants({ size: 'sm' })}>
            Đặt lịch bảo dưỡng
          </Link>
        </section>
      ) : null}
      {warranties.length > 0 ? (
        <section aria-label="Bảo hành" className="space-y-2">
          <h3 className="flex items-center gap-2 font-bold text-ink">
            <ShieldCheck aria-hidden="true" className="size-5 text-success" />
            Bảo hành
          </h3>
          <ul className="divide-y divide-line text-sm">
            {warranties.map((warranty) => {
              const running = stillRuns(warranty, today, vehicle.lastOdometerKm);
              const until = [warranty.endsOn ? `đến ${formatDay(warranty.endsOn)}` : null, warranty.untilKm ? `${groupThousands(warranty.untilKm)} km` : null].filter(Boolean).join(' hoặc ');
              return (
                <li key={warranty._id} className="flex flex-wrap items-start justify-between gap-2 py-2">
                  <div className="min-w-0 flex-1 basis-40">
                    <p className="font-semibold break-words text-ink">{warranty.description}</p>
                    <p className="text-ink-muted">
                      {until} · phiếu <span className="font-mono">{warranty.repairCode}</span>
                    </p>
                  </div>
                  <Badge tone={running ? 'green' : 'neutral'} size="sm">
                    {running ? 'Còn bảo hành' : 'Hết bảo hành'}
                  </Badge>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {suggestions.length > 0 ? (
        <section aria-label="Đề xuất lần sau" className="space-y-2">
          <h3 className="flex items-center gap-2 font-bold text-ink">
            <Lightbulb aria-hidden="true" className="size-5 text-brand-600" />
            Đề xuất lần sau
          </h3>
          <ul className="divide-y divide-line text-sm">
            {suggestions.map((suggestion) => (
              <li key={`${suggestion.repairCode}-${suggestion.description}`} className="py-2">
                <p className="font-semibold break-words text-ink">{suggestion.description}</p>
                <p className="text-ink-muted">
                  Bạn chưa làm ở phiếu <span className="font-mono">{suggestion.repairCode}</span>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
