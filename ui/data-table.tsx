import type { ComponentProps, Key, ReactNode } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';
import { Pagination } from './pagination';
import { Spinner } from './spinner';
import { useControllable } from './use-controllable';
import { useOverflowing } from './use-overflowing';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  /** `index` counts across pages, from 0. */
  cell: (row: T, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  className?: string;
}

export interface DataTableProps<T> extends Omit<ComponentProps<'div'>, 'children'> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowKey: (row: T, index: number) => Key;
  /** Names the table; shown above it unless `hideCaption`. */
  caption: string;
  hideCaption?: boolean;
  /** Level of the heading that shows the caption, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Buttons for a row (edit, delete...), in a last column. */
  rowActions?: (row: T) => ReactNode;
  actionsHeader?: string;
  loading?: boolean;
  loadingLabel?: string;
  emptyMessage?: ReactNode;
  /**
   * Paging on the server: how many rows there are in all. `rows` are then the current page
   * only, the pager counts pages from `total`, and `onPageChange` asks for the next page.
   * Without it the table pages `rows` itself.
   */
  total?: number;
  totalLabel?: (total: number) => ReactNode;
  /** Rows per page. */
  pageSize?: number;
  page?: number;
  defaultPage?: number;
  onPageChange?: (page: number) => void;
}

const alignClass = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

/** A typed table with loading, empty and paged states (paged here or on the server), for back-office lists. */
export function DataTable<T>({
  columns,
  rows,
  getRowKey,
  caption,
  hideCaption = false,
  headingLevel = 3,
  rowActions,
  actionsHeader = 'Thao tác',
  loading = false,
  loadingLabel = 'Đang tải...',
  emptyMessage = 'Không có dữ liệu.',
  total,
  totalLabel = (count) => `Tổng số: ${count}`,
  pageSize = 10,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  className,
  ...props
}: DataTableProps<T>) {
  const [requestedPage, setPage] = useControllable(pageProp, defaultPage, onPageChange);
  const [scrollRef, scrolls] = useOverflowing<HTMLDivElement>();
  const size = Math.max(1, pageSize);
  const serverPaged = total !== undefined;
  const count = total ?? rows.length;
  const pageCount = Math.max(1, Math.ceil(count / size));
  // Deleting the last row of the last page must not leave an empty page on screen.
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  const offset = (page - 1) * size;
  const visible = serverPaged ? rows : rows.slice(offset, offset + size);
  const columnCount = columns.length + (rowActions ? 1 : 0);
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={cn('flex flex-col gap-3', className)} {...props}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        {hideCaption ? null : <Heading className="text-lg font-bold text-navy-900">{caption}</Heading>}
        {loading ? null : (
          <p className="ml-auto text-sm font-semibold text-ink-muted" aria-live="polite">
            {totalLabel(count)}
          </p>
        )}
      </div>
      <div
        ref={scrollRef}
        role={scrolls ? 'region' : undefined}
        aria-label={scrolls ? caption : undefined}
        tabIndex={scrolls ? 0 : undefined}
        className={cn('overflow-x-auto rounded-card bg-surface shadow-card ring-1 ring-line/70', focusRing)}
      >
        <table className="w-full border-collapse text-sm" aria-busy={loading || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-line bg-navy-50">
              {columns.map((column) => (
                <th key={column.key} scope="col" className={cn('px-4 py-3 font-semibold whitespace-nowrap text-navy-900', alignClass[column.align ?? 'left'], column.className)}>
                  {column.header}
                </th>
              ))}
              {rowActions ? (
                <th scope="col" className="px-4 py-3 text-right font-semibold whitespace-nowrap text-navy-900">
                  {actionsHeader}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <tr>
                <td colSpan={columnCount} className="px-4 py-12 text-center">
                  <Spinner showLabel label={loadingLabel} />
                </td>
              </tr>
            ) : visible.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="px-4 py-12 text-center text-ink-muted">
                  {emptyMessage}
                </td>
              </tr>
            ) : (
              visible.map((row, index) => (
                <tr key={getRowKey(row, offset + index)} className="border-b border-line last:border-b-0 hover:bg-navy-50/60">
                  {columns.map((column) => (
                    <td key={column.key} className={cn('px-4 py-3 align-middle', alignClass[column.align ?? 'left'], column.className)}>
                      {column.cell(row, offset + index)}
                    </td>
                  ))}
                  {rowActions ? (
                    <td className="px-4 py-2 text-right">
                      <div className="flex justify-end gap-1">{rowActions(row)}</div>
                    </td>
                  ) : null}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {loading ? null : <Pagination page={page} pageCount={pageCount} onPageChange={setPage} aria-label={`Phân trang: ${caption}`} />}
    </div>
  );
}
