import { PURCHASE_ORDER_STATUS_NAMES, type PurchaseOrderStatus } from '../../contract/parts';
import { Badge, type BadgeTone } from '../../ui/badge';

const TONES: Record<PurchaseOrderStatus, BadgeTone> = { draft: 'neutral', ordered: 'blue', partial: 'orange', received: 'green', cancelled: 'red' };

/** The order's status in the words: nháp, đã đặt, nhận một phần, đã nhận, đã hủy. */
export function PurchaseOrderStatusBadge({ status, className }: { status: PurchaseOrderStatus; className?: string }) {
  return (
    <Badge tone={TONES[status]} dot className={className} data-status={status}>
      {PURCHASE_ORDER_STATUS_NAMES[status]}
    </Badge>
  );
}
