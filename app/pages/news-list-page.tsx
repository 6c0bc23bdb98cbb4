import { NewsList } from '../../features/news/news-list';
import { PageHead } from './page-head';

export function NewsListPage() {
  return (
    <>
      <PageHead path="/danh-sach-tin-tuc" />
      <NewsList />
    </>
  );
}
