import { useMarkSeenOnOpen } from '../use-mark-seen';
import { OrderTable } from './order-table';

/** `/manager/order`: the shop's orders, their detail and status history, status changes and deletion. */
export function OrderManager() {
  useMarkSeenOnOpen('orders');
  return (
    <section aria-labelledby="order-manager-title" className="space-y-5">
      <header>
        <h1 id="order-manager-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
          Quản lý đơn hàng
        </h1>
        <p className="mt-1 text-ink-muted">Đơn đặt dịch vụ của khách: xem chi tiết, cập nhật trạng thái, xuất CSV.</p>
      </header>
      <OrderTable />
    </section>
  );
}
