import { INSPECTION_STATUS_LABELS, type InspectionStatus } from '../../contract/inspection-rules';
import { Badge, type BadgeTone } from '../../ui/badge';

const TONES: Readonly<Record<InspectionStatus, BadgeTone>> = { urgent: 'red', watch: 'orange', good: 'green' };

/** A point's rating in words and colour: 'Cần xử lý ngay' red, 'Cần theo dõi' orange, 'Tốt' green. */
export function InspectionStatusBadge({ status, className }: { status: InspectionStatus; className?: string }) {
  return (
    <Badge tone={TONES[status]} variant={status === 'urgent' ? 'solid' : 'soft'} size="sm" dot className={className}>
      {INSPECTION_STATUS_LABELS[status]}
    </Badge>
  );
}
