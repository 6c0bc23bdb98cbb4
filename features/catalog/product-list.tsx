import { SearchX } from 'lucide-react';
import { useEffect, useMemo, useRef, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { messages } from '../../contract/messages';
import type { Product } from '../../contract/products';
import { Button } from '../../ui/button';
import { Island } from '../../ui/island';
import { Pagination } from '../../ui/pagination';
import { useToast } from '../../ui/toast';
import { useCategories } from '../../entities/category/get-categories';
import { useProducts } from '../../entities/product/get-products';
import { useProductSearch } from '../../entities/product/search-products';
import { filterByCategory, paginate, parsePage, parseSort, sortProducts } from './catalog-query';
import { CategoryList } from './category-list';
import { LoadError } from '../../ui/load-error';
import { ProductCard } from './product-card';
import { ProductGridSkeleton } from './product-grid-skeleton';
import { ProductSortSelect } from './product-sort-select';
import { useIslandPageOnServer } from '../../ui/island-page';

export interface ProductListProps {
  /** The like area of each card (the like button once visitors can like). */
  renderLike?: (product: Product) => ReactNode;
}

/**
 * The services catalogue: category sidebar, an order (newest, A-Z, price), 8 per page, and the
 * header's `?search=` text. Every choice lives in the address, so back and forward work
 * and a filtered page can be shared.
 *
 * The server draws it as islands (no hydration): categories and pages are links, the order a
 * `<form method="get">` (its button shows only without JavaScript), and only the order's select
 * and the like buttons run code. Inside the app the same links and form navigate by the router.
 */
export function ProductList({ renderLike }: ProductListProps) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const search = params.get('search')?.trim() || undefined;
  const categoryId = params.get('category') ?? undefined;
  const sort = parseSort(params.get('sort'));
  const requestedPage = parsePage(params.get('page'));

  // A search asks the server for its matches only: the whole list is not fetched behind it.
  const all = useProducts(!search);
  const found = useProductSearch(search);
  const source = search ? found : all;
  // On a page drawn as islands nothing loads later: a list the server could not get is a failure.
  const onServer = useIslandPageOnServer();
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const page = useMemo(() => {
    const list = sortProducts(filterByCategory(source.data ?? [], categoryId), sort);
    return paginate(list, requestedPage);
  }, [source.data, categoryId, sort, requestedPage]);

  // One notice per failed load or per search that found nothing, not one per render nor one
  // per revalidation that fails again (each failure is a new error object).
  const error = source.error ?? (onServer && !source.data ? true : undefined);
  const failed = Boolean(error);
  useEffect(() => {
    if (failed) toast.error(messages.products.listLoadFailed);
  }, [failed, search, toast]);
  const categoriesFailed = Boolean(useCategories().error);
  useEffect(() => {
    if (categoriesFailed) toast.error(messages.products.categoriesLoadFailed);
  }, [categoriesFailed, toast]);
  const searchFoundNothing = Boolean(search && found.data && found.data.length === 0);
  useEffect(() => {
    if (searchFoundNothing) toast.info(messages.products.noSearchResults);
  }, [searchFoundNothing, search, toast]);

  const changed = (current: URLSearchParams, changes: Record<string, string | undefined>, resetPage: boolean) => {
    const next = new URLSearchParams(current);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    if (resetPage) next.delete('page');
    return next;
  };
  const update = (changes: Record<string, string | undefined>, resetPage = true) => setParams((current) => changed(current, changes, resetPage));
  /** The address of this list with some choices changed: what its links lead to. */
  const hrefWith = (changes: Record<string, string | undefined>, resetPage = true) => {
    const query = changed(params, changes, resetPage).toString();
    return query ? `${location.pathname}?${query}` : location.pathname;
  };
  const pageHref = (value: number) => hrefWith({ page: value > 1 ? String(value) : undefined }, false);

  // The order's form: the router's navigation here, a page load where the page was drawn as islands.
  const submitSort = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = parseSort(new FormData(event.currentTarget).get('sort') as string | null);
    update({ sort: next === 'newest' ? undefined : next });
  };

  const goToPage = (value: number) => {
    update({ page: value > 1 ? String(value) : undefined }, false);
    headingRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  };

  let body: ReactNode;
  if (source.isLoading && !onServer) {
    body = <ProductGridSkeleton />;
  } else if (error) {
    body = <LoadError message={messages.products.listLoadFailed} onRetry={() => void source.mutate()} retryHref={location.pathname + location.search} />;
  } else if (page.total === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-card bg-surface px-6 py-12 text-center ring-1 ring-line">
        <SearchX aria-hidden="true" className="size-10 text-navy-400" />
        <p className="font-semibold text-ink">{search ? messages.products.noSearchResults : messages.products.empty}</p>
        {search || categoryId ? (
          <Link to="/san-pham" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Xem tất cả dịch vụ
          </Link>
        ) : null}
      </div>
    );
  } else {
    body = (
      <>
        {/* Below 640 px one row per service (picture beside the text), so a phone shows several at once. */}
        <ul className="grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">
          {page.items.map((product, index) => (
            <li key={product._id}>
              {/* The first picture is the page's first to show: fetched first, the others wait their turn. */}
              <ProductCard product={product} renderLike={renderLike} headingLevel="h2" imageLoading={index === 0 ? 'priority' : 'lazy'} rowOnPhone />
            </li>
          ))}
        </ul>
        {page.pageCount > 1 ? <Pagination className="mt-8" page={page.page} pageCount={page.pageCount} onPageChange={goToPage} getPageHref={pageHref} /> : null}
      </>
    );
  }

  return (
    <div>
      <div className="mb-6">
        <h1 ref={headingRef} tabIndex={-1} className="scroll-mt-28 text-3xl font-bold text-ink outline-none">
          {search ? `Kết quả tìm kiếm “${search}”` : 'Dịch vụ của gara'}
        </h1>
        <p aria-live="polite" className="mt-1 text-sm text-ink-muted">
          {source.data ? `${page.total} dịch vụ` : '\u00a0'}
          {search ? (
            <>
              {' · '}
              <Link to={{ search: '' }} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                Bỏ tìm kiếm
              </Link>
            </>
          ) : null}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[260px_1fr]">
        <aside className="min-w-0 lg:sticky lg:top-28 lg:self-start">
          <CategoryList activeId={categoryId} categoryHref={(id) => hrefWith({ category: id })} />
        </aside>
        <section aria-label="Danh sách dịch vụ" className="min-w-0">
          <form method="get" action={location.pathname} onSubmit={submitSort} className="mb-5 flex items-center justify-end gap-3">
            {/* The other choices of the address travel with the order; a new order starts at page 1. */}
            {params.has('search') ? <input type="hidden" name="search" value={params.get('search') ?? ''} /> : null}
            {categoryId ? <input type="hidden" name="category" value={categoryId} /> : null}
            <Island name="product-sort" component={ProductSortSelect} props={{ value: sort }} load="interaction" />
            <noscript>
              <Button type="submit" size="sm" variant="outline">
                Áp dụng
              </Button>
            </noscript>
          </form>
          {body}
        </section>
      </div>
    </div>
  );
}
