import { NewsList } from '../../features/news/news-list';
import { PAGE_HEADS } from '../../contract/page-heads';
import { usePageMeta } from '../use-page-meta';

export function NewsListPage() {
  usePageMeta(PAGE_HEADS['/danh-sach-tin-tuc']!);
  return <NewsList />;
}
