import { messages } from '../../contract/messages';
import { cn } from '../../ui/cn';
import { useCategories } from './api/get-categories';

export interface CategoryListProps {
  /** The category the visitor is looking at, highlighted in the list. */
  activeId?: string;
  onSelect?: (categoryId: string | undefined) => void;
  className?: string;
}

/** The service categories, as the sidebar of the services pages shows them. */
export function CategoryList({ activeId, onSelect, className }: CategoryListProps) {
  const { data, error, isLoading } = useCategories();

  return (
    <nav aria-label="Danh mục dịch vụ" className={cn('rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200', className)}>
      <h2 className="mb-3 text-base font-bold text-slate-900">Danh mục dịch vụ</h2>
      {isLoading ? (
        <p role="status" className="text-sm text-slate-500">
          {messages.common.loading}
        </p>
      ) : error ? (
        <p role="alert" className="text-sm text-red-700">
          {messages.products.categoriesLoadFailed}
        </p>
      ) : !data || data.length === 0 ? (
        <p className="text-sm text-slate-500">{messages.categories.empty}</p>
      ) : (
        <ul className="space-y-1">
          <li>
            <button
              type="button"
              aria-pressed={!activeId}
              onClick={() => onSelect?.(undefined)}
              className="w-full rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-orange-50 aria-pressed:bg-orange-100 aria-pressed:text-orange-900"
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
                className="w-full rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-orange-50 aria-pressed:bg-orange-100 aria-pressed:text-orange-900"
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
