import { Link } from 'react-router-dom';
import { formatDate, formatDay, formatPrice } from '../../../contract/format';
import type { Receivable } from '../../../contract/payments';
import { displayPlate } from '../../../contract/repair-steps';
import { Badge } from '../../../ui/badge';
import { cn } from '../../../ui/cn';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { focusRing } from '../../../ui/focus-ring';
import { repairHref } from '../repairs/repair-card';
import { statementHref } from './statement-href';

const linkClass = cn('rounded-tight font-semibold text-brand-700 hover:underline', focusRing);

const columns: readonly DataTableColumn<Receivable>[] = [
  {
    key: 'code',
    header: 'Phiếu',
    cell: (row) => (
      <Link to={repairHref(row.repairId)} aria-label={`Phiếu sửa chữa ${row.code}`} className={cn(linkClass, 'font-mono')}>
        {row.code}
      </Link>
    ),
  },
  { key: 'plate', header: 'Biển số', cell: (row) => <span className="font-mono whitespace-nowrap">{displayPlate(row.plate)}</span> },
  { key: 'customer', header: 'Khách hàng', cell: (row) => row.fullName },
  {
    key: 'account',
    header: 'Ghi nợ cho',
    cell: (row) => (
      <Link to={statementHref(row.creditAccount._id)} className={linkClass}>
        {row.creditAccount.name}
      </Link>
    ),
  },
  { key: 'closedAt', header: 'Giao xe', cell: (row) => formatDate(row.closedAt) },
  { key: 'dueOn', header: 'Hạn trả', cell: (row) => formatDay(row.dueOn) },
  {
    key: 'overdue',
    header: 'Quá hạn',
    cell: (row) =>
      row.daysOverdue > 0 ? (
        <Badge tone="red" size="sm">
          {row.daysOverdue} ngày
        </Badge>
      ) : (
        <span className="text-ink-muted">Chưa đến hạn</span>
      ),
  },
  { key: 'amount', header: 'Số tiền ghi nợ', align: 'right', cell: (row) => <span className="whitespace-nowrap tabular-nums">{formatPrice(row.amount)}</span> },
  { key: 'balance', header: 'Còn nợ', align: 'right', cell: (row) => <span className="font-semibold whitespace-nowrap tabular-nums">{formatPrice(row.balance)}</span> },
];

export interface ReceivableTableProps {
  rows: readonly Receivable[];
  emptyMessage: string;
  loading?: boolean;
}

/** The open receivables, most overdue as the server sends them; each row a card on a phone. */
export function ReceivableTable({ rows, emptyMessage, loading }: ReceivableTableProps) {
  return (
    <DataTable
      caption="Các khoản công nợ"
      headingLevel={2}
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.repairId}
      emptyMessage={emptyMessage}
      loading={loading}
      totalLabel={(count) => `${count} khoản`}
      pageSize={20}
      stackOnPhone
    />
  );
}
