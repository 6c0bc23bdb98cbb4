import { useState } from 'react';
import { formatDate } from '../../../contract/format';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { DeleteRowButton, EditRowButton } from '../row-actions';
import { useLoadFailure } from '../use-load-failure';
import { ListSearch } from '../list-search';
import type { NamedItem } from './named-item-form';
import type { NamedItemScreen } from './named-item-screen';

export interface NamedItemTableProps<T extends NamedItem> {
  screen: NamedItemScreen<T>;
  onEdit: (item: T) => void;
}

/** The rows, newest first, 10 a page, searched by name and paged by the server. */
export function NamedItemTable<T extends NamedItem>({ screen, onEdit }: NamedItemTableProps<T>) {
  const [q, setQ] = useState<string>();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = screen.useList({ page, q });
  const { trigger: remove } = screen.useDelete();
  const failure = useLoadFailure({ data, error, isLoading, mutate }, screen.texts.listLoadFailed);
  const items = data?.items ?? [];

  const columns: DataTableColumn<T>[] = [
    { key: 'index', header: 'STT', align: 'right', cell: (_item, index) => index + 1, className: 'w-16' },
    { key: 'name', header: screen.nameLabel, cell: (item) => <span className="font-semibold break-words">{item.name}</span> },
    { key: 'createdAt', header: 'Ngày tạo', cell: (item) => formatDate(item.createdAt), className: 'whitespace-nowrap' },
  ];

  return (
    <div className="space-y-4">
      <ListSearch
        formLabel={`Tìm ${screen.noun}`}
        label={screen.nameLabel}
        onSearch={(next) => {
          setQ(next);
          setPage(1);
        }}
      />
      <DataTable
        caption={screen.caption}
        headingLevel={2}
        stackOnPhone
        columns={columns}
        rows={items}
        getRowKey={(item) => item._id}
        total={data?.total ?? 0}
        totalLabel={(count) => `Tổng số: ${count} ${screen.noun}`}
        page={page}
        onPageChange={setPage}
        loading={isLoading}
        failure={failure}
        emptyMessage={q ? screen.texts.noSearchResults : screen.texts.empty}
        rowActions={(item) => (
          <>
            <EditRowButton name={item.name} onEdit={() => onEdit(item)} />
            <DeleteRowButton
              name={item.name}
              noun={screen.noun}
              onDelete={async () => {
                await remove(item._id);
                // The last row of a page is gone: show the page before it.
                if (items.length === 1 && page > 1) setPage(page - 1);
              }}
              successMessage={screen.texts.deleteSuccess}
              failureMessage={screen.texts.deleteFailed}
              refusal={screen.deleteRefusal?.(item)}
            />
          </>
        )}
      />
    </div>
  );
}
