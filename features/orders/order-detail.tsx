import { ArrowLeft, Ban, SearchX, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../contract/client';
import { LIVE_EVENTS, type OrderUpdatedPayload } from '../../contract/live-events';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import { useLiveEvent } from '../../entities/chat/use-live-socket';
import { useOrder } from '../../entities/order/get-order';
import { formatDateTime, formatPrice, orderCode } from '../../contract/format';
import { OrderLineRow } from '../../entities/order/order-line-row';
import { OrderStatusBadge } from '../../entities/order/order-status-badge';

export interface OrderDetailProps {
  orderId: string;
  /** The signed-in account; a visitor is sent to sign in. */
  accountId?: string;
  loginPath?: string;
}

/** A missing order and a malformed address read the same: there is nothing to show or retry. */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * Someone else's order: the server already answered 403, so its words (no permission) say so;
 * calling it 'not found' would be untrue.
 */
function refusal(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 403 && error.message ? error.message : undefined;
}

function BackLink() {
  return (
    <Button asChild variant="outline">
      <Link to="/account/historyOrder">
        <ArrowLeft aria-hidden="true" />
        Quay lại lịch sử đơn hàng
      </Link>
    </Button>
  );
}

/** One order: its lines (quantity × price), total, date, status, and where it goes. */
export function OrderDetail({ orderId, accountId, loginPath = '/login' }: OrderDetailProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: order, error, isLoading, mutate } = useOrder(accountId ? orderId : undefined);
  // The garage moved this order to another status: show it without a reload.
  useLiveEvent(LIVE_EVENTS.orderUpdated, (payload) => {
    if ((payload as Partial<OrderUpdatedPayload> | undefined)?.id === orderId) void mutate();
  });
  const refused = refusal(error);
  const notFound = isNotFound(error);
  const failure = error ? (refused ?? (notFound ? messages.orders.detailNotFound : messages.orders.detailLoadFailed)) : undefined;

  useEffect(() => {
    if (failure) toast.error(failure);
  }, [failure, toast]);

  const redirected = useRef(false);
  useEffect(() => {
    if (accountId || redirected.current) return;
    redirected.current = true;
    toast.warning(messages.guard.loginRequired);
    navigate(loginPath, { replace: true, state: { from: location.pathname } });
  }, [accountId, location.pathname, loginPath, navigate, toast]);

  if (!accountId) return null;

  let body: ReactNode;
  if (isLoading) {
    body = (
      <div role="status" className="space-y-4">
        <span className="sr-only">{messages.common.loading}</span>
        <Skeleton shape="text" className="h-6 w-1/3" />
        <Skeleton className="h-40" />
      </div>
    );
  } else if (failure || !order) {
    const Icon = refused ? Ban : notFound ? SearchX : TriangleAlert;
    body = (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-card bg-surface px-6 py-12 text-center shadow-card ring-1 ring-line">
        <Icon aria-hidden="true" className="size-10 text-navy-400" />
        <p className="font-semibold text-ink">{failure ?? messages.orders.detailNotFound}</p>
        <BackLink />
      </div>
    );
  } else {
    body = (
      <>
        <dl className="mb-6 grid gap-4 rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-sm font-semibold text-ink-muted">Ngày đặt</dt>
            <dd className="mt-1 text-ink">
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-muted">Trạng thái</dt>
            <dd className="mt-1">
              <OrderStatusBadge status={order.status} />
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-muted">Người nhận</dt>
            <dd className="mt-1 text-ink">
              {order.name} · {order.phone}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-muted">Thanh toán</dt>
            <dd className="mt-1 text-ink">{messages.orders.paymentCod}</dd>
          </div>
          {order.address ? (
            <div className="sm:col-span-2 lg:col-span-4">
              <dt className="text-sm font-semibold text-ink-muted">Địa chỉ nhận hàng</dt>
              <dd className="mt-1 text-ink">{order.address}</dd>
            </div>
          ) : null}
          {order.note ? (
            <div className="sm:col-span-2 lg:col-span-4">
              <dt className="text-sm font-semibold text-ink-muted">Ghi chú</dt>
              <dd className="mt-1 whitespace-pre-line text-ink">{order.note}</dd>
            </div>
          ) : null}
        </dl>
        <div className="overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line">
          <h2 className="border-b border-line bg-surface-muted px-5 py-3 font-bold text-ink">Dịch vụ đã đặt</h2>
          <ul className="divide-y divide-line">
            {order.lines.map((line) => (
              <OrderLineRow key={line._id} line={line} />
            ))}
          </ul>
          <p className="flex items-baseline justify-between border-t border-line px-5 py-4 text-ink">
            <span className="font-semibold">Tổng cộng</span>
            <strong className="text-2xl text-brand-700 tabular-nums">{formatPrice(order.total)}</strong>
          </p>
        </div>
        <div className="mt-6">
          <BackLink />
        </div>
      </>
    );
  }

  return (
    <div>
      <h1 className="mb-6 text-3xl font-bold text-ink">
        Chi tiết đơn hàng{order ? ` #${orderCode(order._id)}` : ''}
      </h1>
      {body}
    </div>
  );
}
