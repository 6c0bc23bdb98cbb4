import { SupplierManager } from '../../features/manager/stock/supplier-manager';
import { usePageMeta } from '../use-page-meta';

export function ManagerSuppliersPage() {
  usePageMeta({ title: 'Nhà cung cấp – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  return <SupplierManager />;
}
