import { CalendarClock, CarFront, CircleGauge, ClipboardList, Clock, MapPin, UserRound, Wrench, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime, groupThousands } from '../../contract/format';
import { branchOf } from '../../contract/garage';
import { format, messages } from '../../contract/messages';
import { displayPlate, REPAIR_STEP_LABELS } from '../../contract/repair-steps';
import type { RepairDetail } from '../../contract/repairs';
import { RepairTimeline } from '../../entities/repair/repair-timeline';
import { InspectionReport } from './inspection-report';
import { QuoteApproval, type QuoteAnswerKey } from './quote-approval';
import { quoteWaitsForCustomer } from './quote-waiting';
import { Badge } from '../../ui/badge';
import { cn } from '../../ui/cn';

export interface RepairProgressProps {
  repair: RepairDetail;
  /** Where the job sits in the page's outline: a section of its own (h2) or inside a vehicle (h3). */
  headingLevel?: 2 | 3;
  /** The vehicle's row, left out where the vehicle is already named above (a vehicle's card). */
  withVehicle?: boolean;
  /** The tracking page's reference and phone, or the one-tap link's token: how a customer without an account answers the quote. */
  lookup?: QuoteAnswerKey | undefined;
  className?: string;
}

function Row({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5 border-t border-line py-2">
      <dt className="flex items-center gap-2 text-sm text-ink-muted">
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {label}
      </dt>
      <dd className="min-w-0 text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

/**
 * One job as its customer follows it: the step it is at in words (read out when it changes), the
 * reference, branch, car and times beside the 12 steps with what staff chose to share.
 */
export function RepairProgress({ repair, headingLevel = 2, withVehicle = true, lookup, className }: RepairProgressProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const branch = branchOf(repair.branch);
  const closed = repair.closedAt !== null;
  const titleId = `repair-progress-${repair._id}`;
  const car = [displayPlate(repair.vehicle.plate), repair.vehicle.model, repair.vehicle.year ? String(repair.vehicle.year) : ''].filter(Boolean).join(' · ');
  // A quote waiting for the customer comes right under the job's heading: on a phone the details
  // and the 12 steps would push it screens down.
  const quoteFirst = quoteWaitsForCustomer(repair);
  const approval = <QuoteApproval repair={repair} lookup={lookup} headingLevel={headingLevel === 2 ? 3 : 4} className="lg:col-span-2" />;
  const header = (
    <>
      <Heading id={titleId} className="text-lg font-bold text-ink">
        {format(messages.repairProgress.heading, { code: repair.code })}
      </Heading>
      <p aria-live="polite" className="mt-2">
        <Badge tone={closed ? 'green' : 'orange'} variant="soft" className="whitespace-normal">
          {closed && repair.closedAt
            ? format(messages.repairProgress.closedNow, { time: formatDateTime(repair.closedAt) })
            : format(messages.repairProgress.stepNow, { step: REPAIR_STEP_LABELS[repair.step] })}
        </Badge>
      </p>
    </>
  );
  const details = (
    <dl className="mt-3 grid grid-cols-2 gap-x-4 lg:grid-cols-1">
      <Row icon={ClipboardList} label={messages.repairProgress.code}>
        <span className="font-mono font-semibold tracking-[0.12em]">{repair.code}</span>
      </Row>
      {withVehicle ? (
        <Row icon={CarFront} label={messages.bookingCard.carLabel}>
          {car}
        </Row>
      ) : null}
      {branch ? (
        <Row icon={MapPin} label={messages.chat.contactBranch}>
          <span className="block font-semibold">{branch.name}</span>
          <span className="text-ink-muted">{branch.address}</span>
        </Row>
      ) : null}
      {repair.serviceName ? (
        <Row icon={Wrench} label={messages.bookingCard.serviceLabel}>
          {repair.serviceName}
        </Row>
      ) : null}
      {repair.complaint ? (
        <Row icon={ClipboardList} label={messages.repairProgress.complaint}>
          {repair.complaint}
        </Row>
      ) : null}
      <Row icon={CalendarClock} label={messages.repairProgress.checkedIn}>
        <time dateTime={repair.createdAt}>{formatDateTime(repair.createdAt)}</time>
      </Row>
      {closed ? null : (
        <Row icon={Clock} label={messages.repairProgress.stepSince}>
          <time dateTime={repair.stepStartedAt}>{formatDateTime(repair.stepStartedAt)}</time>
        </Row>
      )}
      <Row icon={CircleGauge} label={messages.repairProgress.odometer}>
        {groupThousands(repair.odometerKm)} km
      </Row>
      {repair.staff ? (
        <Row icon={UserRound} label={messages.repairProgress.staff}>
          {repair.staff.fullName}
        </Row>
      ) : null}
    </dl>
  );
  return (
    <section aria-labelledby={titleId} className={cn('grid gap-5 lg:grid-cols-[minmax(0,17rem)_minmax(0,1fr)]', className)}>
      {quoteFirst ? (
        <>
          <div className="min-w-0 lg:col-span-2">{header}</div>
          {approval}
          <div className="min-w-0">{details}</div>
        </>
      ) : (
        <div className="min-w-0">
          {header}
          {details}
        </div>
      )}
      <RepairTimeline repair={repair} audience="customer" className="min-w-0" />
      <InspectionReport repair={repair} headingLevel={headingLevel === 2 ? 3 : 4} className="lg:col-span-2" />
      {quoteFirst ? null : approval}
    </section>
  );
}
