import { ChevronRight, PackageOpen, RotateCw, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { SkeletonList } from '../../ui/skeleton-list';
import { useToast } from '../../ui/toast';
import { useAccountOrders } from '../../entities/order/get-account-orders';
import { formatDate, formatPrice, orderCode } from '../../contract/format';
import { OrderStatusBadge } from '../../entities/order/order-status-badge';

export interface OrderHistoryProps {
  /** The signed-in account; a visitor is sent to sign in. */
  accountId?: string;
  loginPath?: string;
}

/** The customer's orders, newest first, each opening its detail page. */
export function OrderHistory({ accountId, loginPath = '/login' }: OrderHistoryProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const orders = useAccountOrders(accountId);

  const redirected = useRef(false);
  useEffect(() => {
    if (accountId || redirected.current) return;
    redirected.current = true;
    toast.warning(messages.guard.loginRequired);
    navigate(loginPath, { replace: true, state: { from: location.pathname } });
  }, [accountId, location.pathname, loginPath, navigate, toast]);

  const error = orders.error;
  useEffect(() => {
    if (error) toast.error(messages.orders.historyLoadFailed);
  }, [error, toast]);

  if (!accountId) return null;

  let body: ReactNode;
  if (orders.isLoading) {
    body = <SkeletonList label={messages.common.loading} />;
  } else if (error) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-card bg-danger-soft px-6 py-10 text-center ring-1 ring-danger/20">
        <TriangleAlert aria-hidden="true" className="size-8 text-danger" />
        <p className="font-semibold text-danger-ink">{messages.orders.historyLoadFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void orders.mutate()}>
          <RotateCw aria-hidden="true" />
          Thử lại
        </Button>
      </div>
    );
  } else if (!orders.data || orders.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-4 rounded-card bg-surface px-6 py-12 text-center shadow-card ring-1 ring-line">
        <PackageOpen aria-hidden="true" className="size-10 text-navy-400" />
        <p className="font-semibold text-ink">{messages.orders.empty}</p>
        <Button asChild>
          <Link to="/products">Xem các dịch vụ</Link>
        </Button>
      </div>
    );
  } else {
    body = (
      <ul className="space-y-3">
        {orders.data.map((order) => {
          const code = orderCode(order._id);
          return (
            <li key={order._id}>
              {/* Below 640 px two columns: code over date at the left, total over status at the right, so no line wraps. */}
              <Link
                to={`/order/orderDetail/${order._id}`}
                className="group grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line transition-shadow hover:shadow-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus sm:flex sm:gap-x-6 sm:px-5"
              >
                <span className="min-w-0 sm:flex-1">
                  <span className="block font-bold text-ink">
                    <span className="sr-only">Đơn hàng </span>#{code}
                  </span>
                  <span className="block text-sm whitespace-nowrap text-ink-muted">
                    Ngày đặt: <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
                  </span>
                </span>
                <span className="flex flex-col items-end gap-1 sm:contents">
                  <span className="text-lg font-bold whitespace-nowrap text-brand-700 tabular-nums">
                    <span className="sr-only">Tổng tiền: </span>
                    {formatPrice(order.total)}
                  </span>
                  <OrderStatusBadge status={order.status} />
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-muted group-hover:text-brand-700 max-sm:hidden" />
              </Link>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div>
      <h1 className="mb-6 text-3xl font-bold text-ink">Lịch sử đơn hàng</h1>
      {body}
    </div>
  );
}
