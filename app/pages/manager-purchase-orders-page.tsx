import { PurchaseOrderManager } from '../../features/manager/stock/purchase-order-manager';
import { usePageMeta } from '../use-page-meta';

export function ManagerPurchaseOrdersPage() {
  usePageMeta({ title: 'Nhập hàng – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  return <PurchaseOrderManager />;
}
