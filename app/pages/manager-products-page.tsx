import { ProductManager } from '../../features/manager/products/product-manager';
import { usePageMeta } from '../use-page-meta';

export function ManagerProductsPage() {
  usePageMeta({ title: 'Quản lý dịch vụ – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  return <ProductManager />;
}
