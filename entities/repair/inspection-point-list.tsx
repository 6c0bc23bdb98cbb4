import type { InspectionPoint } from '../../contract/inspections';
import { format, messages } from '../../contract/messages';
import { cn } from '../../ui/cn';
import { InspectionStatusBadge } from './inspection-status-badge';
import { RepairPhotos } from './repair-photos';

export interface InspectionPointListProps {
  /** In the order to show them (the customer's report puts the urgent ones first). */
  points: readonly InspectionPoint[];
  label: string;
  className?: string;
}

/** An inspection's points: each one's name and rating, then the mechanic's note and photos. */
export function InspectionPointList({ points, label, className }: InspectionPointListProps) {
  return (
    <ul aria-label={label} className={cn('divide-y divide-line', className)}>
      {points.map((point) => (
        <li key={point.id} className="grid gap-1.5 py-2.5">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="min-w-0 font-semibold break-words text-ink">{point.label}</span>
            <InspectionStatusBadge status={point.status} />
          </div>
          {point.note ? <p className="text-sm break-words whitespace-pre-line text-ink-muted">{point.note}</p> : null}
          <RepairPhotos photos={point.photos} stepLabel={format(messages.inspections.pointPhotos, { label: point.label })} />
        </li>
      ))}
    </ul>
  );
}
