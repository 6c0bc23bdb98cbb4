import { PackageCheck, Send, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { refusalText } from '../../../contract/client';
import { formatDateTime, formatPrice } from '../../../contract/format';
import { format, messages } from '../../../contract/messages';
import type { PurchaseOrder } from '../../../contract/parts';
import { usePurchaseOrder } from '../../../entities/purchase-order/get-purchase-order';
import { PurchaseOrderStatusBadge } from '../../../entities/purchase-order/purchase-order-status-badge';
import { useCancelPurchaseOrder, usePlacePurchaseOrder } from '../../../entities/purchase-order/write-purchase-order';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Dialog } from '../../../ui/dialog';
import { Skeleton } from '../../../ui/skeleton';
import { useToast } from '../../../ui/toast';
import { branchLabel } from './picked-part';
import { ReceiveDialog } from './receive-dialog';
import { RefusalNote } from './refusal-note';

export interface PurchaseOrderDetailDialogProps {
  /** The row whose detail is shown; the order is read again while open. */
  order: PurchaseOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

/** One purchase order: its lines (ordered, received, cost), 'Đặt hàng' for a draft, 'Hủy' before anything came, and receiving. */
export function PurchaseOrderDetailDialog({ order: row, open, onOpenChange }: PurchaseOrderDetailDialogProps) {
  const { data, error } = usePurchaseOrder(open ? row._id : undefined);
  const order = data ?? row;
  const place = usePlacePurchaseOrder();
  const cancel = useCancelPurchaseOrder();
  const [receiving, setReceiving] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const toast = useToast();

  const run = async (action: () => Promise<PurchaseOrder>, success: string, failure: string) => {
    setRefusal(undefined);
    try {
      const saved = await action();
      toast.success(format(success, { number: saved.number }));
    } catch (failed) {
      setRefusal(refusalText(failed, failure));
      throw failed;
    }
  };

  const receivable = order.status === 'ordered' || order.status === 'partial';
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Đơn nhập ${order.number}`} size="lg">
      {error && !data ? (
        <RefusalNote className="mb-3">{refusalText(error, messages.stockManager.orderLoadFailed)}</RefusalNote>
      ) : null}
      {!data && !error ? (
        <div role="status" className="mb-3">
          <span className="sr-only">{messages.common.loading}</span>
          <Skeleton className="h-2" />
        </div>
      ) : null}
      <div className="space-y-5">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Field label="Nhà cung cấp">
            {order.supplier.name}
            {order.supplier.phone ? <span className="block text-sm text-ink-muted">{order.supplier.phone}</span> : null}
          </Field>
          <Field label="Chi nhánh">{branchLabel(order.branch)}</Field>
          <Field label="Trạng thái">
            <PurchaseOrderStatusBadge status={order.status} />
          </Field>
          <Field label="Cập nhật">{formatDateTime(order.updatedAt)}</Field>
          {order.note ? <Field label="Ghi chú">{order.note}</Field> : null}
        </dl>
        <section aria-labelledby="po-detail-lines" className="min-w-0">
          <h3 id="po-detail-lines" className="mb-2 font-bold text-navy-900">
            Các dòng
          </h3>
          <ul className="divide-y divide-line rounded-control ring-1 ring-line">
            {order.lines.map((line) => (
              <li key={line._id} className="px-3 py-2 text-sm">
                <p className="font-semibold break-words">
                  <span className="font-mono">{line.sku}</span> · {line.partName}
                </p>
                <p className="text-ink-muted">
                  {`Đặt ${line.quantity} ${line.unit} · đã nhận ${line.received} · giá nhập ${formatPrice(line.unitCost)}`}
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex items-baseline justify-between px-3">
            <span className="font-semibold">Tổng tiền</span>
            <strong className="text-xl text-brand-700 tabular-nums">{formatPrice(order.total)}</strong>
          </p>
        </section>
        {refusal ? (
          <RefusalNote>{refusal}</RefusalNote>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {order.status === 'draft' ? (
            <Button pending={place.isMutating} onClick={() => void run(() => place.trigger(order._id), messages.stockManager.orderPlaced, messages.stockManager.orderPlaceFailed).catch(() => undefined)}>
              <Send aria-hidden="true" />
              Đặt hàng
            </Button>
          ) : null}
          {receivable ? (
            <Button onClick={() => setReceiving(true)}>
              <PackageCheck aria-hidden="true" />
              Nhận hàng
            </Button>
          ) : null}
          {order.status === 'draft' || order.status === 'ordered' ? (
            <ConfirmDialog
              trigger={
                <Button variant="outline">
                  <XCircle aria-hidden="true" />
                  Hủy
                </Button>
              }
              title={`Hủy đơn nhập ${order.number}?`}
              description="Đơn đã hủy không đặt hay nhận hàng được nữa."
              confirmLabel="Hủy đơn"
              cancelLabel="Không"
              destructive
              failureMessage={null}
              onConfirm={() => run(() => cancel.trigger(order._id), messages.stockManager.orderCancelled, messages.stockManager.orderCancelFailed)}
            />
          ) : null}
        </div>
      </div>
      {receiving ? <ReceiveDialog order={order} open={receiving} onOpenChange={setReceiving} /> : null}
    </Dialog>
  );
}
