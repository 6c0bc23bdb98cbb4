import { SearchX } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { messages } from '../../contract/messages';
import type { Product } from '../../contract/products';
import { Pagination } from '../../ui/pagination';
import { useToast } from '../../ui/toast';
import { useCategories } from '../../entities/category/get-categories';
import { useProducts } from '../../entities/product/get-products';
import { useProductSearch } from '../../entities/product/search-products';
import { filterByCategory, paginate, parsePage, parseSort, PRODUCT_SORTS, sortProducts } from './catalog-query';
import { CategoryList } from './category-list';
import { LoadError } from '../../ui/load-error';
import { ProductCard } from './product-card';
import { ProductGridSkeleton } from './product-grid-skeleton';
import { Select } from '../../ui/select';

export interface ProductListProps {
  /** The like area of each card (the like button once visitors can like). */
  renderLike?: (product: Product) => ReactNode;
}

/**
 * The services catalogue: category sidebar, an order (newest, A-Z, price), 8 per page, and the
 * header's `?search=` text. Every choice lives in the address, so back and forward work
 * and a filtered page can be shared.
 */
export function ProductList({ renderLike }: ProductListProps) {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() || undefined;
  const categoryId = params.get('category') ?? undefined;
  const sort = parseSort(params.get('sort'));
  const requestedPage = parsePage(params.get('page'));

  // A search asks the server for its matches only: the whole list is not fetched behind it.
  const all = useProducts(!search);
  const found = useProductSearch(search);
  const source = search ? found : all;
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sortId = useId();

  const page = useMemo(() => {
    const list = sortProducts(filterByCategory(source.data ?? [], categoryId), sort);
    return paginate(list, requestedPage);
  }, [source.data, categoryId, sort, requestedPage]);

  // One notice per failed load or per search that found nothing, not one per render nor one
  // per revalidation that fails again (each failure is a new error object).
  const error = source.error;
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

  const update = (changes: Record<string, string | undefined>, resetPage = true) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) next.delete(key);
        else next.set(key, value);
      }
      if (resetPage) next.delete('page');
      return next;
    });
  };

  const goToPage = (value: number) => {
    update({ page: value > 1 ? String(value) : undefined }, false);
    headingRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  };

  let body: ReactNode;
  if (source.isLoading) {
    body = <ProductGridSkeleton />;
  } else if (error) {
    body = <LoadError message={messages.products.listLoadFailed} onRetry={() => void source.mutate()} />;
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
        {page.pageCount > 1 ? <Pagination className="mt-8" page={page.page} pageCount={page.pageCount} onPageChange={goToPage} /> : null}
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
          <CategoryList activeId={categoryId} onSelect={(id) => update({ category: id })} />
        </aside>
        <section aria-label="Danh sách dịch vụ" className="min-w-0">
          {/* One native select, not a row of buttons: it never wraps on a phone, and a phone opens its own picker. */}
          <div className="mb-5 flex items-center justify-end gap-3">
            <label htmlFor={sortId} className="shrink-0 text-sm font-semibold text-ink-muted">
              Sắp xếp
            </label>
            <Select
              id={sortId}
              size="sm"
              className="max-sm:flex-1 sm:w-48"
              options={PRODUCT_SORTS}
              value={sort}
              onChange={(event) => {
                const next = parseSort(event.target.value);
                update({ sort: next === 'newest' ? undefined : next });
              }}
            />
          </div>
          {body}
        </section>
      </div>
    </div>
  );
}
