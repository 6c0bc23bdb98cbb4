import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Account } from '../../../contract/accounts';
import { isCalendarDay } from '../../../contract/date-range';
import { formatDate, formatDay } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import { useDeleteAccount } from '../../../entities/account/delete-account';
import { useAccountCount } from '../../../entities/account/get-account-count';
import { useManagerAccounts } from '../../../entities/account/get-manager-accounts';
import { Avatar } from '../../../ui/avatar';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { FilterChip } from '../filter-chip';
import { ListSearch } from '../list-search';
import { DeleteRowButton, EditRowButton } from '../row-actions';
import { useLoadFailure } from '../use-load-failure';
import { AccountLockButton } from './account-lock-button';
import { AccountStatusBadge, accountTypeLabel, deleteRefusal, lockRefusal, RoleBadges } from './account-labels';

export interface AccountTableProps {
  onEdit: (account: Account) => void;
  /** The signed-in Master: their own row cannot be locked or deleted. */
  selfId?: string | undefined;
}

const columns: DataTableColumn<Account>[] = [
  {
    key: 'account',
    header: 'Tài khoản',
    // Name and e-mail together: seven columns would not fit beside the side navigation.
    cell: (account) => (
      <span className="flex items-center gap-3 max-sm:justify-end">
        <Avatar size="sm" src={account.image} alt="" />
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold">{account.fullName}</span>
          <span className="text-xs wrap-anywhere text-ink-muted">{account.email}</span>
        </span>
      </span>
    ),
    className: 'min-w-56',
  },
  { key: 'roles', header: 'Vai trò', cell: (account) => <RoleBadges roles={account.roles} />, className: 'whitespace-nowrap' },
  { key: 'type', header: 'Đăng nhập bằng', cell: (account) => accountTypeLabel(account.type), className: 'whitespace-nowrap' },
  { key: 'status', header: 'Trạng thái', cell: (account) => <AccountStatusBadge active={account.status} /> },
  { key: 'createdAt', header: 'Ngày tạo', cell: (account) => formatDate(account.createdAt), className: 'whitespace-nowrap' },
];

/** The list's total; a filtered list says how many of all the accounts (GET /api/accounts/count) it found. */
function totalText(found: number, filtered: boolean, all: number | undefined): string {
  if (!filtered) return `Tổng số: ${found} tài khoản`;
  return all === undefined ? `Tìm thấy ${found} tài khoản` : `Tìm thấy ${found} trong tổng số ${all} tài khoản`;
}

/**
 * The accounts, newest first, 10 a page; name, e-mail or role searched on the server. The
 * search (`?q=`) and the start page's "created since" filter (`?createdFrom=YYYY-MM-DD`) live
 * in the address, each shown as a chip that takes it off.
 */
export function AccountTable({ onEdit, selfId }: AccountTableProps) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() || undefined;
  const createdFromParam = params.get('createdFrom') ?? '';
  const createdFrom = isCalendarDay(createdFromParam) ? createdFromParam : undefined;
  // A new filter starts on page 1, whoever changed the address.
  const filterKey = `${q ?? ''}|${createdFrom ?? ''}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  // Taking the search chip off empties the box too.
  const [searchBox, setSearchBox] = useState(0);

  const filtered = Boolean(q || createdFrom);
  const { data, error, isLoading, mutate } = useManagerAccounts({ page, q, createdFrom });
  const all = useAccountCount(filtered).data?.totalAccounts;
  const { trigger: remove } = useDeleteAccount();
  const failure = useLoadFailure({ data, error, isLoading, mutate }, messages.account.listLoadFailed);
  const items = data?.items ?? [];

  const setParam = (name: 'q' | 'createdFrom', value: string | undefined) =>
    setParams((current) => {
      if (value) current.set(name, value);
      else current.delete(name);
      return current;
    });

  return (
    <div className="space-y-4">
      <ListSearch
        key={searchBox}
        formLabel="Tìm tài khoản"
        label="Họ tên, email hoặc vai trò"
        placeholder="Ví dụ: admin"
        onSearch={(next) => setParam('q', next)}
      />
      {q || createdFrom ? (
        <div className="flex flex-wrap gap-2">
          {createdFrom ? <FilterChip label={`Tạo từ ngày ${formatDay(createdFrom)}`} onRemove={() => setParam('createdFrom', undefined)} /> : null}
          {q ? (
            <FilterChip
              label={`Từ khóa: ${q}`}
              onRemove={() => {
                setParam('q', undefined);
                setSearchBox((key) => key + 1);
              }}
            />
          ) : null}
        </div>
      ) : null}
      <DataTable
        caption="Danh sách tài khoản"
        headingLevel={2}
        stackOnPhone
        columns={columns}
        rows={items}
        getRowKey={(account) => account._id}
        total={data?.total ?? 0}
        totalLabel={(count) => totalText(count, filtered, all)}
        page={page}
        onPageChange={setPage}
        loading={isLoading}
        failure={failure}
        emptyMessage={filtered ? messages.account.filterEmpty : messages.account.empty}
        rowActions={(account) => (
          <>
            <EditRowButton name={account.fullName} onEdit={() => onEdit(account)} />
            <AccountLockButton account={account} refusal={lockRefusal(account, selfId)} />
            <DeleteRowButton
              name={account.fullName}
              noun="tài khoản"
              onDelete={async () => {
                await remove(account._id);
                // The last row of a page is gone: show the page before it.
                if (items.length === 1 && page > 1) setPage(page - 1);
              }}
              successMessage={messages.account.deleteSuccess}
              failureMessage={messages.account.deleteFailed}
              refusal={deleteRefusal(account, selfId)}
            />
          </>
        )}
      />
    </div>
  );
}
