import { messages } from '../../contract/messages';
import { cn } from '../../ui/cn';
import { useCategories } from '../../entities/category/get-categories';

export interface CategoryListProps {
  /** The category the visitor is looking at, highlighted in the list. */
  activeId?: string;
  onSelect?: (categoryId: string | undefined) => void;
  className?: string;
}

const itemClass =
  'w-full cursor-pointer whitespace-nowrap rounded-control px-3 py-2 text-left text-sm font-medium text-ink-muted ring-1 ring-line hover:bg-brand-50 hover:text-ink aria-pressed:bg-brand-100 aria-pressed:text-brand-900 aria-pressed:ring-brand-300 lg:whitespace-normal lg:ring-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** The service categories, as the sidebar of the services pages shows them. */
export function CategoryList({ activeId, onSelect, className }: CategoryListProps) {
  const { data, error, isLoading } = useCategories();

  return (
    <nav aria-label="Danh mục dịch vụ" className={cn('rounded-card bg-surface p-4 shadow-card ring-1 ring-line', className)}>
      <h2 className="mb-3 text-base font-bold text-ink">Danh mục dịch vụ</h2>
      {isLoading ? (
        <p role="status" className="min-h-10 text-sm text-ink-muted lg:min-h-0">
          {messages.common.loading}
        </p>
      ) : error ? (
        <p role="alert" className="text-sm text-danger-ink">
          {messages.products.categoriesLoadFailed}
        </p>
      ) : !data || data.length === 0 ? (
        <p className="text-sm text-ink-muted">{messages.categories.empty}</p>
      ) : (
        <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 lg:mx-0 lg:block lg:space-y-1 lg:overflow-visible lg:px-0 lg:pb-0 [&>li]:shrink-0">
          <li>
            <button
              type="button"
              aria-pressed={!activeId}
              onClick={() => onSelect?.(undefined)}
              className={itemClass}
            >
              Tất cả
            </button>
          </li>
          {data.map((category) => (
            <li key={category._id}>
              <button
                type="button"
                aria-pressed={activeId === category._id}
                onClick={() => onSelect?.(category._id)}
                className={itemClass}
              >
                {category.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
