import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import { CREDIT_ACCOUNT_KIND_LABELS, type CreditAccount } from '../../../contract/payments';
import { useCreditAccounts } from '../../../entities/credit-account/get-credit-accounts';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { focusRing } from '../../../ui/focus-ring';
import { LoadError } from '../../../ui/load-error';
import { EditRowButton } from '../row-actions';
import { CreditAccountDialog } from './credit-account-dialog';
import { statementHref } from './statement-href';

const columns: readonly DataTableColumn<CreditAccount>[] = [
  { key: 'kind', header: 'Loại', cell: (account) => CREDIT_ACCOUNT_KIND_LABELS[account.kind] },
  {
    key: 'name',
    header: 'Tên',
    cell: (account) => (
      <Link to={statementHref(account._id)} aria-label={`Bảng kê công nợ ${account.name}`} className={cn('rounded-tight font-semibold text-brand-700 hover:underline', focusRing)}>
        {account.name}
      </Link>
    ),
    className: 'min-w-40',
  },
  { key: 'phone', header: 'Điện thoại', cell: (account) => account.phone || '–' },
  { key: 'taxCode', header: 'Mã số thuế', cell: (account) => account.taxCode || '–' },
  { key: 'limit', header: 'Hạn mức', align: 'right', cell: (account) => <span className="whitespace-nowrap tabular-nums">{formatPrice(account.limit)}</span> },
  { key: 'days', header: 'Số ngày', align: 'right', cell: (account) => `${account.days} ngày` },
  { key: 'owed', header: 'Đang nợ', align: 'right', cell: (account) => <span className="font-semibold whitespace-nowrap tabular-nums">{formatPrice(account.owed)}</span> },
  {
    key: 'active',
    header: 'Trạng thái',
    cell: (account) => (
      <Badge tone={account.active ? 'green' : 'neutral'} size="sm">
        {account.active ? 'Đang cho nợ' : 'Ngừng cho nợ'}
      </Badge>
    ),
  },
];

export interface CreditAccountListProps {
  /** Only a master allows credit or changes it. */
  isMaster: boolean;
}

/** 'Khách được ghi nợ': the customers and companies allowed credit, with what each owes; a master adds and edits them. */
export function CreditAccountList({ isMaster }: CreditAccountListProps) {
  const { data, error, isLoading, mutate } = useCreditAccounts();
  const [editing, setEditing] = useState<CreditAccount | null>(null);
  const [open, setOpen] = useState(false);
  // Each opening starts a fresh form: what was typed and left last time is not kept.
  const [opening, setOpening] = useState(0);
  const edit = (account: CreditAccount | null) => {
    setEditing(account);
    setOpening((count) => count + 1);
    setOpen(true);
  };

  return (
    <div className="min-w-0 space-y-4">
      {isMaster ? (
        <div className="flex justify-end">
          <Button onClick={() => edit(null)} className="max-sm:w-full">
            <Plus aria-hidden="true" />
            Thêm khách được ghi nợ
          </Button>
        </div>
      ) : null}
      {error && !data ? (
        <LoadError error={error} message={messages.cashbookScreen.creditAccountsLoadFailed} onRetry={() => void mutate()} />
      ) : (
        <DataTable
          caption="Khách được ghi nợ"
          headingLevel={2}
          columns={columns}
          rows={data ?? []}
          getRowKey={(account) => account._id}
          loading={isLoading}
          emptyMessage={messages.cashbookScreen.creditAccountsEmpty}
          totalLabel={(count) => `${count} khách`}
          pageSize={20}
          rowActions={isMaster ? (account) => <EditRowButton name={account.name} onEdit={() => edit(account)} /> : undefined}
          stackOnPhone
        />
      )}
      {isMaster ? <CreditAccountDialog key={opening} account={editing} open={open} onOpenChange={setOpen} /> : null}
    </div>
  );
}
