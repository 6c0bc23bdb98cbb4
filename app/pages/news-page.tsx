import { NewsOverview } from '../../features/news/news-overview';
import { PageHead } from './page-head';

export function NewsPage() {
  return (
    <>
      <PageHead path="/tin-tuc" />
      <NewsOverview />
    </>
  );
}
