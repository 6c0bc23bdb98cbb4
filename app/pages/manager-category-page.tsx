import { CategoryManager } from '../../features/manager/categories/category-manager';
import { usePageMeta } from '../use-page-meta';

export function ManagerCategoryPage() {
  usePageMeta({ title: 'Quản lý danh mục – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  return <CategoryManager />;
}
