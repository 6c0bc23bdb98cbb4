import { ORDER_STATUS_META, type OrderStatus } from '../../contract/constants';
import { Badge } from '../../ui/badge';

export interface OrderStatusBadgeProps {
  status: OrderStatus;
  className?: string;
}

/** The order's status in the spec's words and colour: pending orange, processing blue, completed green, cancelled red. */
export function OrderStatusBadge({ status, className }: OrderStatusBadgeProps) {
  const meta = ORDER_STATUS_META[status];
  return (
    <Badge tone={meta.tone} dot className={className} data-status={status}>
      {meta.label}
    </Badge>
  );
}
