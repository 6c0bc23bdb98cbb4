import { HeartOff, RotateCw, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { Label } from '../../ui/label';
import { Pagination } from '../../ui/pagination';
import { Select } from '../../ui/select';
import { Skeleton } from '../../ui/skeleton';
import { SortToggle } from '../../ui/sort-toggle';
import { useToast } from '../../ui/toast';
import { useCategories } from '../../entities/category/get-categories';
import { useFavoriteProducts } from '../../entities/like/get-favorite-products';
import { FavoriteCard } from './favorite-card';
import { FAVORITE_SORTS, filterByCategory, paginate, parsePage, parseSort, sortFavorites } from './favorites-query';

export interface FavoriteProductsProps {
  /** The signed-in account; without one the visitor is sent to sign in. */
  accountId?: string;
  onRequireLogin?: () => void;
  /** Where a visitor without an account is sent; that route opens the login dialog. */
  loginPath?: string;
}

const ALL = '';

/**
 * The customer's liked services: category filter, newest/default order, 8 per page. The
 * choices live in the address, so back and forward work; unliking removes the card.
 */
export function FavoriteProducts({ accountId, onRequireLogin, loginPath = '/login' }: FavoriteProductsProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const categoryId = params.get('category') || undefined;
  const sort = parseSort(params.get('sort'));
  const requestedPage = parsePage(params.get('page'));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const selectId = useId();

  const favorites = useFavoriteProducts(accountId);
  const categories = useCategories();

  // Once per visit, also under StrictMode's double effects.
  const redirected = useRef(false);
  useEffect(() => {
    if (accountId || redirected.current) return;
    redirected.current = true;
    toast.warning(messages.favorites.loginToView);
    navigate(loginPath, { replace: true, state: { from: location.pathname + location.search } });
  }, [accountId, loginPath, location.pathname, location.search, navigate, toast]);

  const listError = favorites.error;
  useEffect(() => {
    if (listError) toast.error(messages.favorites.listLoadFailed);
  }, [listError, toast]);
  const categoriesError = categories.error;
  useEffect(() => {
    if (categoriesError) toast.error(messages.favorites.dataLoadFailed);
  }, [categoriesError, toast]);

  const categoryNames = useMemo(() => new Map(categories.data?.map((category) => [category._id, category.name])), [categories.data]);
  const page = useMemo(
    () => paginate(sortFavorites(filterByCategory(favorites.data ?? [], categoryId), sort), requestedPage),
    [favorites.data, categoryId, sort, requestedPage],
  );

  if (!accountId) return null;

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
  if (favorites.isLoading) {
    body = (
      <div role="status" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        <span className="sr-only">{messages.common.loading}</span>
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-card bg-surface ring-1 ring-line">
            <Skeleton className="aspect-[4/3] rounded-none" />
            <div className="space-y-3 p-4">
              <Skeleton shape="text" className="w-4/5" />
              <Skeleton shape="text" className="h-3" />
              <Skeleton shape="text" className="h-5 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (listError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-card bg-danger-soft px-6 py-10 text-center ring-1 ring-danger/20">
        <TriangleAlert aria-hidden="true" className="size-8 text-danger" />
        <p className="font-semibold text-danger-ink">{messages.favorites.listLoadFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void favorites.mutate()}>
          <RotateCw aria-hidden="true" />
          Thử lại
        </Button>
      </div>
    );
  } else if (page.total === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-card bg-surface px-6 py-12 text-center ring-1 ring-line">
        <HeartOff aria-hidden="true" className="size-10 text-navy-400" />
        <p className="font-semibold text-ink">{categoryId && favorites.data?.length ? messages.favorites.emptyInCategory : messages.favorites.empty}</p>
        <Link to="/products" className={cn('rounded-sm font-semibold text-brand-700 underline-offset-4 hover:underline', focusRing)}>
          Khám phá dịch vụ của gara
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {page.items.map((product) => (
            <li key={product._id}>
              <FavoriteCard product={product} categoryName={categoryNames.get(product.category_id)} accountId={accountId} onRequireLogin={onRequireLogin} />
            </li>
          ))}
        </ul>
        <Pagination className="mt-8" page={page.page} pageCount={page.pageCount} onPageChange={goToPage} />
      </>
    );
  }

  return (
    <div>
      <div className="mb-6">
        <h1 ref={headingRef} tabIndex={-1} className="scroll-mt-28 text-3xl font-bold text-ink outline-none">
          Dịch vụ yêu thích
        </h1>
        <p aria-live="polite" className="mt-1 text-sm text-ink-muted">
          {favorites.data ? `${page.total} dịch vụ` : '\u00a0'}
        </p>
      </div>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <div className="flex w-full flex-col gap-1.5 sm:w-64">
          <Label htmlFor={selectId}>Danh mục</Label>
          <Select id={selectId} value={categoryId ?? ALL} onChange={(event) => update({ category: event.target.value || undefined })}>
            <option value={ALL}>Tất cả danh mục</option>
            {categories.data?.map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </Select>
        </div>
        <SortToggle
          label="Sắp xếp"
          options={FAVORITE_SORTS}
          value={sort}
          onChange={(value) => update({ sort: value === 'newest' ? undefined : value })}
        />
      </div>
      <section aria-label="Danh sách dịch vụ yêu thích">{body}</section>
    </div>
  );
}
