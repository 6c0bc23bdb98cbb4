import { ArrowLeft, CalendarDays, UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../contract/client';
import { messages } from '../../contract/messages';
import type { News } from '../../contract/news';
import { useIslandPageOnServer } from '../../ui/island-page';
import { Spinner } from '../../ui/spinner';
import { useNews } from '../../entities/news/get-news';
import { useNewsList } from '../../entities/news/get-news-list';
import { NewsImage } from './news-image';
import { otherNews, toParagraphs } from './news-query';
import { formatDate } from '../../contract/format';

export interface NewsDetailProps {
  id: string;
  /** Told the article once loaded, for the page title, description and breadcrumb. */
  onLoaded?: (item: News) => void;
}

/**
 * The address names no article: gone (404) or never an article id at all (400, the id is
 * malformed), as the service page reads it too. Anything else is a failure to load.
 */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** One article: title, date, author, picture and text, with up to three other articles beside it. */
export function NewsDetail({ id, onLoaded }: NewsDetailProps) {
  const { data: item, error, isLoading } = useNews(id);
  const list = useNewsList();
  // On a page the server draws as islands nothing loads later: an article it could not get has failed to load.
  const onServer = useIslandPageOnServer();
  const others = list.data ? otherNews(list.data, id) : [];

  // A reader who opens another article from the side list starts at its top.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [id]);

  useEffect(() => {
    if (item) onLoaded?.(item);
  }, [item, onLoaded]);

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_320px]">
      <div className="min-w-0">
        {isLoading && !onServer ? (
          <div className="flex justify-center py-16">
            <Spinner size="lg" showLabel label={messages.common.loading} />
          </div>
        ) : error || !item ? (
          <div role="alert" className="rounded-card bg-surface px-6 py-12 text-center ring-1 ring-line">
            <p className="font-semibold text-ink">
              {isMissing(error) ? messages.news.notFound : messages.news.detailLoadFailed}
            </p>
            <Link to="/tin-tuc" className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Về trang tin tức
            </Link>
          </div>
        ) : (
          <article className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-8">
            <h1 className="text-2xl leading-tight font-bold text-ink sm:text-3xl">{item.title}</h1>
            <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-subtle">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4" />
                <span className="sr-only">Ngày đăng: </span>
                <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <UserRound aria-hidden="true" className="size-4" />
                <span className="sr-only">Tác giả: </span>
                <span>admin</span>
              </span>
            </p>
            {item.image ? (
              <NewsImage src={item.image} alt={item.title} loading="eager" sizes="(min-width: 56rem) 48rem, 100vw" className="mt-6 aspect-video w-full rounded-card object-cover" />
            ) : null}
            <div className="mt-6 space-y-4 text-base leading-relaxed text-ink">
              {toParagraphs(item.content).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </article>
        )}
      </div>
      {others.length > 0 ? (
        <aside aria-labelledby="other-news-heading" className="lg:sticky lg:top-28 lg:self-start">
          <h2 id="other-news-heading" className="mb-4 text-title font-bold text-ink">
            Tin khác
          </h2>
          <ul className="space-y-4">
            {others.map((other) => (
              <li key={other._id}>
                <Link
                  to={`/tin-tuc/${other._id}`}
                  className="group flex gap-3 rounded-card bg-surface p-3 shadow-card ring-1 ring-line hover:shadow-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                >
                  <NewsImage src={other.image} sizes="6rem" className="aspect-[4/3] w-24 shrink-0 rounded-control object-cover" />
                  <span className="min-w-0">
                    <span className="line-clamp-3 text-sm font-semibold text-ink group-hover:text-brand-700">{other.title}</span>
                    <time dateTime={other.createdAt} className="mt-1 block text-xs text-ink-subtle">
                      {formatDate(other.createdAt)}
                    </time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </div>
  );
}
