import { NewsOverview } from '../../features/news/news-overview';
import { usePageMeta } from '../use-page-meta';

export function NewsPage() {
  usePageMeta('Tin tức – Gara Ô Tô Sài Gòn', 'Ưu đãi mới, kinh nghiệm chăm sóc xe và hoạt động của Gara Ô Tô Sài Gòn.');
  return <NewsOverview />;
}
