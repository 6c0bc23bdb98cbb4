import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { News } from '../../contract/news';
import { NewsDetail } from '../../features/news/news-detail';
import { useBreadcrumbDetail } from '../layout/breadcrumb-detail';
import { NEWS_FALLBACK_HEAD, newsHead } from '../../contract/page-heads';
import { usePageMeta } from '../use-page-meta';

export function NewsDetailPage() {
  const { id = '' } = useParams();
  const [loaded, setLoaded] = useState<News>();
  const item = loaded?._id === id ? loaded : undefined;
  useBreadcrumbDetail(item?.title);
  usePageMeta(item ? newsHead(item) : NEWS_FALLBACK_HEAD);
  const onLoaded = useCallback((news: News) => setLoaded(news), []);
  return <NewsDetail id={id} onLoaded={onLoaded} />;
}
