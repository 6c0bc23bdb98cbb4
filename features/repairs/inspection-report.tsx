import { ClipboardCheck } from 'lucide-react';
import { byUrgency, INSPECTING_STEPS } from '../../contract/inspection-rules';
import { messages } from '../../contract/messages';
import type { RepairDetail } from '../../contract/repairs';
import { InspectionPointList } from '../../entities/repair/inspection-point-list';
import { InspectionSummary } from '../../entities/repair/inspection-summary';
import { cn } from '../../ui/cn';

export interface InspectionReportProps {
  repair: Pick<RepairDetail, '_id' | 'step' | 'closedAt' | 'inspection'>;
  /** One level below the job's own heading. */
  headingLevel?: 3 | 4;
  className?: string;
}

/**
 * The inspection as the customer reads it: what needs work now first, then what to watch, then
 * what is good, each with the mechanic's note and photos. While the car is being inspected it
 * says the report is coming; a job without one past that point shows nothing.
 */
export function InspectionReport({ repair, headingLevel = 3, className }: InspectionReportProps) {
  const { inspection } = repair;
  const inspecting = repair.closedAt === null && INSPECTING_STEPS.includes(repair.step);
  if (!inspection && !inspecting) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const titleId = `inspection-report-${repair._id}`;
  return (
    <section aria-labelledby={titleId} className={cn('min-w-0 space-y-3 rounded-card bg-surface-muted p-4 ring-1 ring-line', className)}>
      <Heading id={titleId} className="flex items-center gap-2 font-bold text-ink">
        <ClipboardCheck aria-hidden="true" className="size-5 shrink-0 text-navy-700" />
        {messages.inspections.reportTitle}
      </Heading>
      {inspection ? (
        <>
          <InspectionSummary inspection={inspection} />
          <InspectionPointList points={byUrgency(inspection.points)} label={messages.inspections.reportTitle} className="rounded-control bg-surface px-3 ring-1 ring-line" />
        </>
      ) : (
        <p className="text-sm text-ink-muted">{messages.inspections.customerNotYet}</p>
      )}
    </section>
  );
}
