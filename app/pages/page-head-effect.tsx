import { NEWS_FALLBACK_HEAD, newsHead, PAGE_HEADS, SERVICE_FALLBACK_HEAD, serviceHead } from '../../contract/page-heads';
import { usePageMeta } from '../use-page-meta';
import type { PageHeadProps } from './page-head';

/** The chunk <PageHead> loads: picks the head and sets it. */
export function PageHeadEffect(props: PageHeadProps) {
  const head =
    'path' in props
      ? PAGE_HEADS[props.path]!
      : 'service' in props
        ? props.service
          ? serviceHead(props.service)
          : SERVICE_FALLBACK_HEAD
        : props.news
          ? newsHead(props.news)
          : NEWS_FALLBACK_HEAD;
  usePageMeta(head);
  return null;
}
