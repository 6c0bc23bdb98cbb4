import { NewsManager } from '../../features/manager/news/news-manager';
import { usePageMeta } from '../use-page-meta';

export function ManagerNewsPage() {
  usePageMeta({ title: 'Quản lý tin tức – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  return <NewsManager />;
}
