import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError } from '../../../contract/client';
import { formatDateTime, formatPrice, orderCode } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import type { Order, OrderDetail } from '../../../contract/orders';
import { useOrder } from '../../../entities/order/get-order';
import { OrderLineRow } from '../../../entities/order/order-line-row';
import { OrderStatusBadge } from '../../../entities/order/order-status-badge';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { Skeleton } from '../../../ui/skeleton';

export interface OrderDetailDialogProps {
  /** The row whose detail is shown; its full detail is fetched. */
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

/** Status changes, newest first: from → to, who and when. */
function StatusHistory({ updates }: { updates: OrderDetail['updates'] }) {
  if (updates.length === 0) return <p className="text-sm text-ink-muted">{messages.orders.historyEmpty}</p>;
  const newestFirst = [...updates].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <ol className="space-y-3">
      {newestFirst.map((update) => (
        <li key={update._id} className="rounded-control bg-surface-muted px-3 py-2 ring-1 ring-line">
          <p className="flex flex-wrap items-center gap-1.5">
            <span className="sr-only">Từ</span>
            <OrderStatusBadge status={update.from} />
            <ArrowRight aria-hidden="true" className="size-4 text-ink-muted" />
            <span className="sr-only">sang</span>
            <OrderStatusBadge status={update.to} />
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            <time dateTime={update.createdAt}>{formatDateTime(update.createdAt)}</time> · {update.account ? update.account.fullName : 'Tài khoản đã bị xóa'}
          </p>
        </li>
      ))}
    </ol>
  );
}

function DetailBody({ detail }: { detail: OrderDetail }) {
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Field label="Khách hàng">{detail.name}</Field>
        <Field label="Số điện thoại">{detail.phone}</Field>
        <Field label="Email">{detail.email}</Field>
        <Field label="Trạng thái">
          <OrderStatusBadge status={detail.status} />
        </Field>
        <Field label="Địa chỉ nhận hàng" wide>
          {detail.address || 'Không có'}
        </Field>
        <Field label="Ghi chú" wide>
          <span className="whitespace-pre-line">{detail.note || 'Không có'}</span>
        </Field>
        <Field label="Thanh toán" wide>
          {messages.orders.paymentCod}
        </Field>
      </dl>
      <section aria-labelledby="order-lines-title">
        <h3 id="order-lines-title" className="mb-2 font-bold text-navy-900">
          Dịch vụ đã đặt
        </h3>
        <ul className="divide-y divide-line rounded-control ring-1 ring-line">
          {detail.lines.map((line) => (
            <OrderLineRow key={line._id} line={line} size="sm" />
          ))}
        </ul>
        <p className="mt-2 flex items-baseline justify-between px-3">
          <span className="font-semibold">Tổng cộng</span>
          <strong className="text-xl text-brand-700 tabular-nums">{formatPrice(detail.total)}</strong>
        </p>
      </section>
      <section aria-labelledby="order-history-title">
        <h3 id="order-history-title" className="mb-2 font-bold text-navy-900">
          Lịch sử trạng thái
        </h3>
        <StatusHistory updates={detail.updates} />
      </section>
    </div>
  );
}

/** One order for staff: who ordered, where it goes, the lines and total, and every status change. */
export function OrderDetailDialog({ order, open, onOpenChange }: OrderDetailDialogProps) {
  const { data: detail, error, isLoading } = useOrder(open ? order._id : undefined);
  const notFound = error instanceof ApiError && error.status === 404;

  let body: ReactNode;
  if (detail) body = <DetailBody detail={detail} />;
  else if (error) {
    body = (
      <p role="alert" className="rounded-control bg-danger-soft p-3 text-sm font-semibold text-danger-ink">
        {notFound ? messages.orders.notFound : messages.orders.detailLoadFailed}
      </p>
    );
  } else if (isLoading || open) {
    body = (
      <div role="status" className="space-y-3">
        <span className="sr-only">{messages.common.loading}</span>
        <Skeleton className="h-24" />
        <Skeleton className="h-32" />
      </div>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={`Đơn hàng #${orderCode(order._id)}`}
      description={`Đặt lúc ${formatDateTime(order.createdAt)}`}
      footer={
        <DialogClose asChild>
          <Button variant="outline">Đóng</Button>
        </DialogClose>
      }
    >
      {body}
    </Dialog>
  );
}
