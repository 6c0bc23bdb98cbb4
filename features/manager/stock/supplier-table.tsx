import { useState } from 'react';
import { messages } from '../../../contract/messages';
import type { Supplier } from '../../../contract/parts';
import { useSuppliers } from '../../../entities/supplier/get-suppliers';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { ListSearch } from '../list-search';
import { EditRowButton } from '../row-actions';
import { useLoadFailure } from '../use-load-failure';

const dash = (text: string) => text || '—';

const columns: DataTableColumn<Supplier>[] = [
  { key: 'name', header: 'Nhà cung cấp', cell: (supplier) => <span className="font-semibold break-words">{supplier.name}</span> },
  { key: 'phone', header: 'Điện thoại', cell: (supplier) => dash(supplier.phone), className: 'whitespace-nowrap' },
  { key: 'taxCode', header: 'Mã số thuế', cell: (supplier) => dash(supplier.taxCode), className: 'whitespace-nowrap' },
  { key: 'address', header: 'Địa chỉ', cell: (supplier) => <span className="break-words">{dash(supplier.address)}</span> },
  { key: 'note', header: 'Ghi chú', cell: (supplier) => <span className="break-words">{dash(supplier.note)}</span> },
];

/** The suppliers, 10 a page, searched by name, phone or tax code on the server. */
export function SupplierTable({ onEdit }: { onEdit: (supplier: Supplier) => void }) {
  const [q, setQ] = useState<string>();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useSuppliers({ page, q });
  const failure = useLoadFailure({ data, error, isLoading, mutate }, messages.stockManager.suppliersLoadFailed);

  return (
    <div className="space-y-4">
      <ListSearch
        formLabel="Tìm nhà cung cấp"
        label="Tên, số điện thoại hoặc mã số thuế"
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
      />
      <DataTable
        caption="Danh sách nhà cung cấp"
        headingLevel={2}
        stackOnPhone
        columns={columns}
        rows={data?.items ?? []}
        getRowKey={(supplier) => supplier._id}
        total={data?.total ?? 0}
        totalLabel={(count) => `Tổng số: ${count} nhà cung cấp`}
        page={page}
        onPageChange={setPage}
        loading={isLoading}
        failure={failure}
        emptyMessage={q ? messages.stockManager.suppliersNoResults : messages.stockManager.suppliersEmpty}
        rowActions={(supplier) => <EditRowButton name={supplier.name} onEdit={() => onEdit(supplier)} />}
      />
    </div>
  );
}
