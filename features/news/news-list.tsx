import { Search } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { useIslandPageOnServer } from '../../ui/island-page';
import { LoadError } from '../../ui/load-error';
import { Pagination } from '../../ui/pagination';
import { Spinner } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { useNewsList } from '../../entities/news/get-news-list';
import { NewsCard } from './news-card';
import { NewsOrderLinks } from './news-order-links';
import { filterNewsByTitle, NEWS_PAGE_SIZE, sortNews, type NewsOrder } from './news-query';

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Every article with a title search (ignoring case and diacritics), a newest/oldest choice and
 * a pager that counts the articles the search left. The search, order and page live in the
 * address, and each is plain HTML: a GET form, and links. On the page the server draws they
 * work without any code; inside the browser app the search also follows the keyboard as you
 * type and the links move in the app.
 */
export function NewsList() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const urlQuery = params.get('q') ?? '';
  // The box follows the keyboard at once; the address follows the box (and back/forward the address).
  const [typed, setTyped] = useState<{ text: string; known: string[] }>({ text: urlQuery, known: [urlQuery] });
  // The address catches up with the box a little later (navigations run in a transition),
  // so any address this box has written or started from is old news; only another one
  // (a link, back or forward) replaces what is in the box.
  const external = !typed.known.includes(urlQuery);
  const query = external ? urlQuery : typed.text;
  const order: NewsOrder = params.get('order') === 'oldest' ? 'oldest' : 'newest';
  const requestedPage = parsePage(params.get('page'));
  const { data, error, isLoading, mutate } = useNewsList();
  const onServer = useIslandPageOnServer();
  // On a page the server draws as islands nothing loads later: an answer it lacks has failed.
  const failed = Boolean(error) || (onServer && !data);
  const toast = useToast();
  const listTopRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (error) toast.error(messages.news.listLoadFailed);
  }, [error, toast]);

  const filtered = useMemo(() => sortNews(filterNewsByTitle(data ?? [], query), order), [data, query, order]);
  const pageCount = Math.max(1, Math.ceil(filtered.length / NEWS_PAGE_SIZE));
  const page = Math.min(requestedPage, pageCount);
  const items = filtered.slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE);

  /** The list's address with some of its choices changed; a new search or order starts at page 1. */
  const hrefWith = (changes: Record<string, string | undefined>, resetPage = true) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (resetPage) next.delete('page');
    const search = next.toString();
    return search ? `${pathname}?${search}` : pathname;
  };

  const search = (text: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (text) next.set('q', text);
        else next.delete('q');
        next.delete('page');
        return next;
      },
      // Typing in the search box should not leave one history entry per letter.
      { replace: true },
    );
  };

  let body: ReactNode;
  if (isLoading && !onServer) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner size="lg" showLabel label={messages.common.loading} />
      </div>
    );
  } else if (failed) {
    // On the server's page no code runs to try again: the link loads the page, which asks the server again.
    body = <LoadError message={messages.news.listLoadFailed} retryHref={hrefWith({}, false)} onRetry={() => void mutate()} />;
  } else if (filtered.length === 0) {
    body = (
      <p className="rounded-card bg-surface px-6 py-12 text-center font-semibold text-ink ring-1 ring-line">
        {query.trim() ? messages.news.noSearchResults : messages.news.empty}
      </p>
    );
  } else {
    body = (
      <>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item._id}>
              <NewsCard item={item} headingLevel="h2" />
            </li>
          ))}
        </ul>
        <Pagination
          className="mt-8"
          page={page}
          pageCount={pageCount}
          getPageHref={(value) => hrefWith({ page: value > 1 ? String(value) : undefined }, false)}
          onPageChange={(value) => {
            void navigate(hrefWith({ page: value > 1 ? String(value) : undefined }, false));
            listTopRef.current?.scrollIntoView({ block: 'start' });
          }}
        />
      </>
    );
  }

  return (
    <div>
      <h1 className="text-3xl font-bold text-ink">Danh sách tin tức</h1>
      <p className="mt-1 text-ink-muted">Kinh nghiệm chăm sóc xe, ưu đãi và hoạt động của gara.</p>
      <div ref={listTopRef} className="mt-6 mb-6 flex scroll-mt-28 flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        {/* Without code, Enter or the button loads the list for the words typed; in the app the list follows the box. */}
        <form
          role="search"
          method="get"
          action={pathname}
          onSubmit={(event) => {
            event.preventDefault();
            search(query.trim());
          }}
          className="flex w-full items-end gap-2 sm:max-w-md"
        >
          <FormField label="Tìm theo tiêu đề" className="min-w-0 flex-1">
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-subtle" />
              <Input
                type="search"
                name="q"
                value={query}
                placeholder="Nhập tiêu đề tin tức..."
                autoComplete="off"
                onChange={(event) => {
                  const text = event.target.value;
                  setTyped((current) => ({ text, known: [...(external ? [urlQuery] : current.known.slice(-20)), text] }));
                  search(text);
                }}
                className="pl-10"
              />
            </div>
          </FormField>
          {order === 'oldest' ? <input type="hidden" name="order" value={order} /> : null}
          <Button type="submit" variant="outline">
            Tìm
          </Button>
        </form>
        <NewsOrderLinks value={order} hrefFor={(value) => hrefWith({ order: value === 'newest' ? undefined : value })} />
      </div>
      {data && !failed ? (
        <p aria-live="polite" className="mb-4 text-sm text-ink-muted">
          {query.trim() ? `${filtered.length} tin phù hợp` : `${filtered.length} tin tức`}
        </p>
      ) : null}
      {body}
    </div>
  );
}
