import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { News } from '../../contract/news';
import { useNews } from '../../entities/news/get-news';
import { NewsDetail } from '../../features/news/news-detail';
import { useBreadcrumbDetail } from '../layout/breadcrumb-detail';
import { PageHead } from './page-head';

export function NewsDetailPage() {
  const { id = '' } = useParams();
  const [loaded, setLoaded] = useState<News>();
  const item = loaded?._id === id ? loaded : undefined;
  // From swr too (the article's own key): on the server, where the article's effects never run, the crumb is named as it draws.
  const { data: drawn } = useNews(id);
  useBreadcrumbDetail(item?.title ?? (drawn?._id === id ? drawn.title : undefined));
  const onLoaded = useCallback((news: News) => setLoaded(news), []);
  return (
    <>
      <PageHead news={item} />
      <NewsDetail id={id} onLoaded={onLoaded} />
    </>
  );
}
