import { OrderManager } from '../../features/manager/orders/order-manager';
import { usePageMeta } from '../use-page-meta';

export function ManagerOrdersPage() {
  usePageMeta({ title: 'Quản lý đơn hàng – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  return <OrderManager />;
}
