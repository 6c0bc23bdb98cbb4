import { formatDateTime } from '../../contract/format';
import { countByStatus } from '../../contract/inspection-rules';
import type { Inspection } from '../../contract/inspections';
import { format, messages } from '../../contract/messages';
import { cn } from '../../ui/cn';

/** How many points are at each rating, and which checklist was filled by whom and when. */
export function InspectionSummary({ inspection, className }: { inspection: Inspection; className?: string }) {
  const counts = countByStatus(inspection.points);
  const time = formatDateTime(inspection.updatedAt);
  return (
    <div className={cn('space-y-1 text-sm', className)}>
      <p className="font-semibold text-ink">{counts.urgent + counts.watch === 0 ? messages.inspections.allGood : format(messages.inspections.summary, counts)}</p>
      <p className="text-ink-muted">
        {inspection.staff
          ? format(messages.inspections.inspectedBy, { template: inspection.templateName, name: inspection.staff.fullName, time })
          : format(messages.inspections.inspectedAt, { template: inspection.templateName, time })}
      </p>
    </div>
  );
}
