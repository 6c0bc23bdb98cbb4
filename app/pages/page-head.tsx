import type { News } from '../../contract/news';
import type { Product } from '../../contract/products';
import { LazyBoundary } from '../../ui/lazy-boundary';
import { retryableLazy } from '../../ui/retryable-lazy';

/** Which head a page has: a fixed address of contract/page-heads.ts, or a service's or news item's (its fallback until it has loaded). */
export type PageHeadProps = { path: string } | { service: Product | undefined } | { news: News | undefined };

// Every public page's title and description (contract/page-heads.ts, some 4 KB gzipped) load
// after the page, not with it: the server wrote the first page's head into its HTML, and the
// browser needs the others only once the visitor moves on. Rendering nothing, the effect can
// wait without the page looking any different.
const PageHeadEffect = retryableLazy<PageHeadProps>(() => import('./page-head-effect').then((module) => module.PageHeadEffect));

/** Sets the document's title and description (app/use-page-meta.ts) for the page it is rendered in. */
export function PageHead(props: PageHeadProps) {
  return (
    <LazyBoundary onError={PageHeadEffect.retry}>
      <PageHeadEffect {...props} />
    </LazyBoundary>
  );
}
