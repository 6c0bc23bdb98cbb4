import { CarFront, History } from 'lucide-react';
import { formatDate, groupThousands } from '../../contract/format';
import { format, messages } from '../../contract/messages';
import { displayPlate } from '../../contract/repair-steps';
import type { MyVehicle } from '../../contract/repairs';
import { PaymentQr } from '../../entities/repair/payment-qr';
import { VisitWork } from '../../entities/repair/visit-work';
import { Badge } from '../../ui/badge';
import { RepairProgress } from './repair-progress';
import { VehicleCare } from './vehicle-care';

/** One of the customer's cars: what it is, its job in the workshop now (if any), what the garage keeps for it, and the jobs before. */
export function VehicleCard({ vehicle, today }: { vehicle: MyVehicle; today: string }) {
  const titleId = `vehicle-${vehicle._id}`;
  const facts = [vehicle.model, vehicle.year ? format(messages.myVehicles.year, { year: vehicle.year }) : '', vehicle.lastOdometerKm === null ? '' : format(messages.myVehicles.lastKm, { km: groupThousands(vehicle.lastOdometerKm) })].filter(Boolean);
  // An open job is shown above: the history is what was finished before it.
  const past = vehicle.history.filter((job) => job._id !== vehicle.openRepair?._id);
  return (
    <li aria-labelledby={titleId} className="overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-line bg-surface-muted px-4 py-3 sm:px-6">
        <CarFront aria-hidden="true" className="size-7 shrink-0 text-navy-700" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-mono text-xl font-bold tracking-wide text-ink">
            {displayPlate(vehicle.plate)}
          </h2>
          <p className="text-sm text-ink-muted">{facts.join(' · ')}</p>
        </div>
        {vehicle.openRepair && vehicle.openRepair.closedAt === null ? (
          <Badge tone="orange" variant="solid">
            {messages.myVehicles.inWorkshop}
          </Badge>
        ) : null}
      </div>
      <div className="space-y-6 p-4 sm:p-6">
        {vehicle.openRepair ? (
          <>
            <RepairProgress repair={vehicle.openRepair} headingLevel={3} withVehicle={false} />
            {vehicle.openRepair.closedAt === null && vehicle.openRepair.money.balance > 0 ? (
              <PaymentQr repairId={vehicle.openRepair._id} balance={vehicle.openRepair.money.balance} headingLevel="h3" />
            ) : null}
          </>
        ) : (
          <p className="text-sm text-ink-muted">{messages.myVehicles.noOpenJob}</p>
        )}
        <VehicleCare vehicle={vehicle} today={today} />
        <section aria-label={format(messages.myVehicles.historyOf, { plate: displayPlate(vehicle.plate) })}>
          <h3 className="flex items-center gap-2 font-bold text-ink">
            <History aria-hidden="true" className="size-5 text-navy-400" />
            {messages.myVehicles.history}
          </h3>
          {past.length === 0 ? (
            <p className="mt-2 text-sm text-ink-muted">{messages.myVehicles.noHistory}</p>
          ) : (
            <ul className="mt-2 divide-y divide-line">
              {past.map((job) => (
                <li key={job._id} className="grid gap-1 py-3 sm:grid-cols-[13rem_minmax(0,1fr)_auto] sm:gap-4">
                  <p className="text-sm font-semibold text-ink">
                    {format(messages.myVehicles.historyItem, { date: formatDate(job.closedAt ?? job.createdAt), km: groupThousands(job.odometerKm) })}
                  </p>
                  <div className="min-w-0 text-sm">
                    <p className="break-words text-ink">{job.serviceName || job.complaint}</p>
                    {job.serviceName && job.complaint ? <p className="break-words text-ink-muted">{job.complaint}</p> : null}
                    <VisitWork work={job.work} />
                  </div>
                  <p className="text-sm text-ink-muted">
                    {messages.repairProgress.code}: <span className="font-mono font-semibold tracking-[0.12em] text-ink">{job.code}</span>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </li>
  );
}
