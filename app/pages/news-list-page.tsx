import { NewsList } from '../../features/news/news-list';
import { usePageMeta } from '../use-page-meta';

export function NewsListPage() {
  usePageMeta('Danh sách tin tức – Gara Ô Tô Sài Gòn', 'Tất cả bài viết của Gara Ô Tô Sài Gòn: tìm theo tiêu đề, sắp xếp mới nhất hoặc cũ nhất.');
  return <NewsList />;
}
