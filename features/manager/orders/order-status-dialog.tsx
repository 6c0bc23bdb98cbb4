import { Check } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { refusalText } from '../../../contract/client';
import { ORDER_STATUSES, ORDER_STATUS_META, type OrderStatus } from '../../../contract/constants';
import { orderCode } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import type { Order } from '../../../contract/orders';
import { useUpdateOrderStatus } from '../../../entities/order/update-order-status';
import { OrderStatusBadge } from '../../../entities/order/order-status-badge';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { useToast } from '../../../ui/toast';

export interface OrderStatusDialogProps {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Any of the four statuses may be set, in any order (spec: no restriction); the current one
 * is marked. The outcome is a toast; a failure closes the dialog, nothing having changed.
 */
export function OrderStatusDialog({ order, open, onOpenChange }: OrderStatusDialogProps) {
  const toast = useToast();
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const { trigger: update, isMutating } = useUpdateOrderStatus();
  const code = orderCode(order._id);
  const formId = `order-status-${order._id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === order.status) return;
    try {
      await update({ id: order._id, status });
      toast.success(messages.orders.statusUpdateSuccess);
    } catch (error) {
      toast.error(refusalText(error, messages.orders.statusUpdateFailed));
    }
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!isMutating) onOpenChange(next);
      }}
      size="sm"
      title={`Cập nhật trạng thái đơn hàng #${code}`}
      description={`Khách hàng: ${order.name} · ${order.phone}`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={isMutating}>
              Hủy
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} pending={isMutating} disabled={status === order.status}>
            <Check aria-hidden="true" />
            Cập nhật
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} aria-label={`Trạng thái đơn hàng #${code}`}>
        <fieldset disabled={isMutating} className="space-y-2">
          <legend className="sr-only">Trạng thái mới</legend>
          {ORDER_STATUSES.map((value) => {
            const current = value === order.status;
            return (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-control px-3 py-2.5 ring-1 ring-line hover:bg-navy-50',
                  status === value && 'bg-navy-50 ring-2 ring-navy-700',
                )}
              >
                <input
                  type="radio"
                  name={`status-${order._id}`}
                  value={value}
                  checked={status === value}
                  onChange={() => setStatus(value)}
                  aria-label={current ? `${ORDER_STATUS_META[value].label} (hiện tại)` : ORDER_STATUS_META[value].label}
                  className="size-4 accent-navy-800"
                />
                <OrderStatusBadge status={value} />
                {current ? <span className="ml-auto text-sm text-ink-muted">Hiện tại</span> : null}
              </label>
            );
          })}
        </fieldset>
      </form>
    </Dialog>
  );
}
