import { CategoryManager } from '../../features/manager/categories/category-manager';
import { usePageMeta } from '../use-page-meta';

export function ManagerCategoryPage() {
  usePageMeta('Quản lý danh mục – Gara Ô Tô Sài Gòn', 'Khu quản lý của gara.', { noindex: true });
  return <CategoryManager />;
}
