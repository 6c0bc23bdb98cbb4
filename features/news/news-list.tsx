import { Search } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messages } from '../../contract/messages';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Pagination } from '../../ui/pagination';
import { Spinner } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { useNewsList } from '../../entities/news/get-news-list';
import { LoadError } from '../../ui/load-error';
import { NewsCard } from './news-card';
import { filterNewsByTitle, NEWS_ORDERS, NEWS_PAGE_SIZE, sortNews, type NewsOrder } from './news-query';
import { SortToggle } from '../../ui/sort-toggle';

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Every article with a title search (as you type, ignoring case and diacritics), a
 * newest/oldest toggle and a pager that counts the articles the search left. The search,
 * order and page live in the address.
 */
export function NewsList() {
  const [params, setParams] = useSearchParams();
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
  const toast = useToast();
  const listTopRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (error) toast.error(messages.news.listLoadFailed);
  }, [error, toast]);

  const filtered = useMemo(() => sortNews(filterNewsByTitle(data ?? [], query), order), [data, query, order]);
  const pageCount = Math.max(1, Math.ceil(filtered.length / NEWS_PAGE_SIZE));
  const page = Math.min(requestedPage, pageCount);
  const items = filtered.slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE);

  const update = (changes: Record<string, string | undefined>, resetPage = true) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (resetPage) next.delete('page');
        return next;
      },
      // Typing in the search box should not leave one history entry per letter.
      { replace: 'q' in changes },
    );
  };

  let body: ReactNode;
  if (isLoading) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner size="lg" showLabel label={messages.common.loading} />
      </div>
    );
  } else if (error) {
    body = <LoadError message={messages.news.listLoadFailed} onRetry={() => void mutate()} />;
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
        {pageCount > 1 ? (
          <Pagination
            className="mt-8"
            page={page}
            pageCount={pageCount}
            onPageChange={(value) => {
              update({ page: value > 1 ? String(value) : undefined }, false);
              listTopRef.current?.scrollIntoView({ block: 'start' });
            }}
          />
        ) : null}
      </>
    );
  }

  return (
    <div>
      <h1 className="text-3xl font-bold text-ink">Danh sách tin tức</h1>
      <p className="mt-1 text-ink-muted">Kinh nghiệm chăm sóc xe, ưu đãi và hoạt động của gara.</p>
      <div ref={listTopRef} className="mt-6 mb-6 flex scroll-mt-28 flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <FormField label="Tìm theo tiêu đề" className="w-full sm:max-w-sm">
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-subtle" />
            <Input
              type="search"
              value={query}
              placeholder="Nhập tiêu đề tin tức..."
              autoComplete="off"
              onChange={(event) => {
                const text = event.target.value;
                setTyped((current) => ({ text, known: [...(external ? [urlQuery] : current.known.slice(-20)), text] }));
                update({ q: text });
              }}
              className="pl-10"
            />
          </div>
        </FormField>
        <SortToggle<NewsOrder> label="Sắp xếp" options={NEWS_ORDERS} value={order} onChange={(value) => update({ order: value === 'newest' ? undefined : value })} />
      </div>
      {data && !error ? (
        <p aria-live="polite" className="mb-4 text-sm text-ink-muted">
          {query.trim() ? `${filtered.length} tin phù hợp` : `${filtered.length} tin tức`}
        </p>
      ) : null}
      {body}
    </div>
  );
}
