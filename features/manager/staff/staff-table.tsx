import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { ApiError, refusalText } from '../../../contract/client';
import { messages } from '../../../contract/messages';
import type { Staff } from '../../../contract/staff';
import { useDeleteStaff } from '../../../entities/staff/delete-staff';
import { useManagerStaff } from '../../../entities/staff/get-manager-staff';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { ListSearch } from '../list-search';
import { DeleteRowButton, EditRowButton } from '../row-actions';
import { useLoadFailure } from '../use-load-failure';

export interface StaffTableProps {
  onEdit: (staff: Staff) => void;
}

const columns: DataTableColumn<Staff>[] = [
  {
    key: 'image',
    header: 'Ảnh',
    cell: (staff) =>
      staff.image ? (
        <img src={`${staff.image}?w=160`} alt="" loading="lazy" className="size-12 rounded-pill object-cover" />
      ) : (
        <span className="flex size-12 items-center justify-center rounded-pill bg-navy-50 text-ink-muted">
          <UserRound aria-hidden="true" className="size-6" />
        </span>
      ),
  },
  { key: 'name', header: 'Họ tên', cell: (staff) => <span className="font-semibold">{staff.name}</span>, className: 'min-w-40' },
  { key: 'phone', header: 'Số điện thoại', cell: (staff) => staff.phone, className: 'whitespace-nowrap' },
  // One word for one thing: the position from the list, as the form picks it.
  { key: 'catestaff', header: 'Chức vụ', cell: (staff) => staff.catestaff_id.name, className: 'min-w-32' },
];

/** The staff, newest first, 10 a page; name, phone or position searched on the server. */
export function StaffTable({ onEdit }: StaffTableProps) {
  const [q, setQ] = useState<string>();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useManagerStaff({ page, q });
  const { trigger: remove } = useDeleteStaff();
  const failure = useLoadFailure({ data, error, isLoading, mutate }, messages.staff.listLoadFailed);
  const items = data?.items ?? [];

  return (
    <div className="space-y-4">
      <ListSearch
        formLabel="Tìm nhân sự"
        label="Tên, số điện thoại hoặc chức vụ"
        placeholder="Ví dụ: kỹ thuật viên"
        onSearch={(next) => {
          setQ(next);
          setPage(1);
        }}
      />
      <DataTable
        caption="Danh sách nhân sự"
        headingLevel={2}
        stackOnPhone
        columns={columns}
        rows={items}
        getRowKey={(staff) => staff._id}
        total={data?.total ?? 0}
        totalLabel={(count) => `Tổng số: ${count} nhân sự`}
        page={page}
        onPageChange={setPage}
        loading={isLoading}
        failure={failure}
        emptyMessage={q ? messages.common.noSearchResults : messages.staff.empty}
        rowActions={(staff) => (
          <>
            <EditRowButton name={staff.name} onEdit={() => onEdit(staff)} />
            <DeleteRowButton
              name={staff.name}
              noun="nhân sự"
              onDelete={async () => {
                await remove(staff._id);
                // The last row of a page is gone: show the page before it.
                if (items.length === 1 && page > 1) setPage(page - 1);
              }}
              successMessage={messages.staff.deleteSuccess}
              failureMessage={(error) =>
                // HTTP 200 without `status: 'success'`: the server answered but did not delete.
                error instanceof ApiError && error.status === 200 ? messages.staff.deleteUnsuccessful : refusalText(error, messages.staff.deleteFailed)
              }
            />
          </>
        )}
      />
    </div>
  );
}
