import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { News } from '../../contract/news';
import { NewsDetail } from '../../features/news/news-detail';
import { useBreadcrumbDetail } from '../layout/breadcrumb-detail';
import { PageHead } from './page-head';

export function NewsDetailPage() {
  const { id = '' } = useParams();
  const [loaded, setLoaded] = useState<News>();
  const item = loaded?._id === id ? loaded : undefined;
  useBreadcrumbDetail(item?.title);
  const onLoaded = useCallback((news: News) => setLoaded(news), []);
  return (
    <>
      <PageHead news={item} />
      <NewsDetail id={id} onLoaded={onLoaded} />
    </>
  );
}
