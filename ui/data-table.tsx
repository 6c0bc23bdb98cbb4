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
   * The rows could not be read (usually a `LoadError`): shown under the caption in place of the
   * table, without a total or pager, which would claim the list is empty.
   */
  failure?: ReactNode;
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
  /**
   * Below 640 px each row becomes a card: every cell on its own line after its column's
   * header, the row's actions at the bottom. The table semantics stay for screen readers.
   */
  stackOnPhone?: boolean;
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
  failure,
  total,
  totalLabel = (count) => `Tổng số: ${count}`,
  pageSize = 10,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  stackOnPhone = false,
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
  // Explicit roles: a table laid out as blocks would otherwise lose its table semantics.
  const stacked = stackOnPhone
    ? {
        table: { role: 'table', className: 'max-sm:block' },
        head: { role: 'rowgroup', className: 'max-sm:sr-only' },
        body: { role: 'rowgroup', className: 'max-sm:block' },
        row: { role: 'row', className: 'max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:px-4 max-sm:py-3' },
        cell: 'max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-4 max-sm:p-0 max-sm:text-right max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:font-semibold max-sm:before:text-ink-muted max-sm:before:content-[attr(data-label)]',
        actions: 'max-sm:px-0 max-sm:pt-2 max-sm:[&>div]:justify-start',
      }
    : undefined;
  const labelOf = (header: ReactNode) => (stacked && typeof header === 'string' ? header : undefined);

  if (failure && !loading) {
    return (
      <div className={cn('flex flex-col gap-3', className)} {...props}>
        {hideCaption ? null : <Heading className="text-lg font-bold text-navy-900">{caption}</Heading>}
        {failure}
      </div>
    );
  }

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
        <table role={stacked?.table.role} className={cn('w-full border-collapse text-sm', stacked?.table.className)} aria-busy={loading || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead role={stacked?.head.role} className={stacked?.head.className}>
            <tr role={stacked?.row.role} className="border-b border-line bg-navy-50">
              {columns.map((column) => (
                <th key={column.key} scope="col" role={stacked ? 'columnheader' : undefined} className={cn('px-4 py-3 font-semibold whitespace-nowrap text-navy-900', alignClass[column.align ?? 'left'], column.className)}>
                  {column.header}
                </th>
              ))}
              {rowActions ? (
                <th scope="col" role={stacked ? 'columnheader' : undefined} className="px-4 py-3 text-right font-semibold whitespace-nowrap text-navy-900">
                  {actionsHeader}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody role={stacked?.body.role} className={stacked?.body.className}>
            {loading ? (
              <tr role={stacked?.row.role} className={stacked ? 'max-sm:block' : undefined}>
                <td role={stacked ? 'cell' : undefined} colSpan={columnCount} className={cn('px-4 py-12 text-center', stacked && 'max-sm:block')}>
                  <Spinner showLabel label={loadingLabel} />
                </td>
              </tr>
            ) : visible.length === 0 ? (
              <tr role={stacked?.row.role} className={stacked ? 'max-sm:block' : undefined}>
                <td role={stacked ? 'cell' : undefined} colSpan={columnCount} className={cn('px-4 py-12 text-center text-ink-muted', stacked && 'max-sm:block')}>
                  {emptyMessage}
                </td>
              </tr>
            ) : (
              visible.map((row, index) => (
                <tr key={getRowKey(row, offset + index)} role={stacked?.row.role} className={cn('border-b border-line last:border-b-0 hover:bg-navy-50/60', stacked?.row.className)}>
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      role={stacked ? 'cell' : undefined}
                      data-label={labelOf(column.header)}
                      className={cn('px-4 py-3 align-middle', alignClass[column.align ?? 'left'], column.className, stacked?.cell)}
                    >
                      {column.cell(row, offset + index)}
                    </td>
                  ))}
                  {rowActions ? (
                    <td role={stacked ? 'cell' : undefined} className={cn('px-4 py-2 text-right', stacked?.actions)}>
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
