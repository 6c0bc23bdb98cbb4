import { Link } from 'react-router-dom';
import { messages } from '../../contract/messages';
import { cn } from '../../ui/cn';
import { useCategories } from '../../entities/category/get-categories';
import { useIslandPageOnServer } from '../../ui/island-page';

export interface CategoryListProps {
  /** The category the visitor is looking at, highlighted in the list. */
  activeId?: string;
  /** Where a category leads (undefined: every category); the list's own address by default. */
  categoryHref?: (categoryId: string | undefined) => string;
  className?: string;
}

const listHref = (categoryId: string | undefined) => (categoryId ? `/san-pham?category=${encodeURIComponent(categoryId)}` : '/san-pham');

const itemClass =
  'block w-full cursor-pointer whitespace-nowrap rounded-control px-3 py-2 text-left text-sm font-medium text-ink-muted ring-1 ring-line hover:bg-brand-50 hover:text-ink aria-[current=page]:bg-brand-100 aria-[current=page]:text-brand-900 aria-[current=page]:ring-brand-300 lg:whitespace-normal lg:ring-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/**
 * The service categories, as the sidebar of the services pages shows them: links, so a page
 * drawn without JavaScript filters too, and the router's own navigation inside the app.
 */
export function CategoryList({ activeId, categoryHref = listHref, className }: CategoryListProps) {
  const { data, error, isLoading } = useCategories();
  // On a page drawn as islands nothing loads later: categories the server could not get are a failure.
  const onServer = useIslandPageOnServer();

  return (
    <nav aria-label="Danh mục dịch vụ" className={cn('rounded-card bg-surface p-4 shadow-card ring-1 ring-line', className)}>
      <h2 className="mb-3 text-base font-bold text-ink">Danh mục dịch vụ</h2>
      {isLoading && !onServer ? (
        <p role="status" className="min-h-10 text-sm text-ink-muted lg:min-h-0">
          {messages.common.loading}
        </p>
      ) : error || (onServer && !data) ? (
        <p role="alert" className="text-sm text-danger-ink">
          {messages.products.categoriesLoadFailed}
        </p>
      ) : !data || data.length === 0 ? (
        <p className="text-sm text-ink-muted">{messages.categories.empty}</p>
      ) : (
        <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 lg:mx-0 lg:block lg:space-y-1 lg:overflow-visible lg:px-0 lg:pb-0 [&>li]:shrink-0">
          <li>
            <Link to={categoryHref(undefined)} aria-current={activeId ? undefined : 'page'} className={itemClass}>
              Tất cả
            </Link>
          </li>
          {data.map((category) => (
            <li key={category._id}>
              <Link to={categoryHref(category._id)} aria-current={activeId === category._id ? 'page' : undefined} className={itemClass}>
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
