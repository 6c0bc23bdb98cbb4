import { ProductManager } from '../../features/manager/products/product-manager';
import { usePageMeta } from '../use-page-meta';

export function ManagerProductsPage() {
  usePageMeta('Quản lý dịch vụ – Gara Ô Tô Sài Gòn', 'Khu quản lý của gara.', { noindex: true });
  return <ProductManager />;
}
