import { ArrowRight } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { useIslandPageOnServer } from '../../ui/island-page';
import { Spinner } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { useNewsList } from '../../entities/news/get-news-list';
import { LoadError } from '../../ui/load-error';
import { NewsCard } from './news-card';

/** How many articles the news page shows before sending readers to the full list. */
export const NEWS_OVERVIEW_COUNT = 7;

/** The news page: the latest article large, the next ones in a grid, and a way to all of them. */
export function NewsOverview() {
  const { data, error, isLoading, mutate } = useNewsList();
  const { pathname } = useLocation();
  // On a page the server draws as islands nothing loads later: an answer it lacks has failed.
  const onServer = useIslandPageOnServer();
  const toast = useToast();
  useEffect(() => {
    if (error) toast.error(messages.news.listLoadFailed);
  }, [error, toast]);

  let body: ReactNode;
  if (isLoading && !onServer) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner size="lg" showLabel label={messages.common.loading} />
      </div>
    );
  } else if (error || (onServer && !data)) {
    // The link loads the page again where no code runs (the server's page); in the app a click asks again.
    body = <LoadError message={messages.news.listLoadFailed} retryHref={pathname} onRetry={() => void mutate()} />;
  } else if (!data || data.length === 0) {
    body = <p className="rounded-card bg-surface px-6 py-12 text-center font-semibold text-ink ring-1 ring-line">{messages.news.empty}</p>;
  } else {
    const [lead, ...rest] = data.slice(0, NEWS_OVERVIEW_COUNT);
    body = (
      <>
        {lead ? <NewsCard item={lead} layout="wide" headingLevel="h2" className="mb-6" /> : null}
        {rest.length > 0 ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {rest.map((item) => (
              <li key={item._id}>
                <NewsCard item={item} headingLevel="h2" />
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-8 flex justify-center">
          <Button asChild variant="outline" size="lg">
            <Link to="/danh-sach-tin-tuc">
              Xem tất cả tin tức
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </>
    );
  }

  return (
    <div>
      <h1 className="text-3xl font-bold text-ink">Tin tức</h1>
      <p className="mt-1 mb-6 text-ink-muted">Ưu đãi mới, kinh nghiệm chăm sóc xe và hoạt động của gara.</p>
      {body}
    </div>
  );
}
