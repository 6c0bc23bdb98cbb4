import { NewsOverview } from '../../features/news/news-overview';
import { PAGE_HEADS } from '../../contract/page-heads';
import { usePageMeta } from '../use-page-meta';

export function NewsPage() {
  usePageMeta(PAGE_HEADS['/tin-tuc']!);
  return <NewsOverview />;
}
