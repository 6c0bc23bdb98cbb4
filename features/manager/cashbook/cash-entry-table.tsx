import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CASH_ENTRY_KIND_LABELS, type CashEntry } from '../../../contract/cashbook';
import { formatDateTime, formatPrice } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import { Badge } from '../../../ui/badge';
import { cn } from '../../../ui/cn';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { focusRing } from '../../../ui/focus-ring';
import { repairHref } from '../repairs/repair-card';

/** The hour of the entry in Vietnam: the day is the page's. */
const timeOf = (iso: string) => formatDateTime(iso).slice(0, 5);

/** Money in with a plus, money out with a minus: the sign says it where the colour cannot. */
export const signedAmount = (entry: Pick<CashEntry, 'kind' | 'amount'>) => `${entry.kind === 'receipt' ? '+' : '−'}${formatPrice(entry.amount)}`;

function KindBadge({ kind }: Pick<CashEntry, 'kind'>) {
  const Icon = kind === 'receipt' ? ArrowDownLeft : ArrowUpRight;
  return (
    <Badge tone={kind === 'receipt' ? 'green' : 'red'} size="sm">
      <Icon aria-hidden="true" className="size-3.5" />
      {CASH_ENTRY_KIND_LABELS[kind]}
    </Badge>
  );
}

function Reference({ reference }: Pick<CashEntry, 'reference'>) {
  if (!reference) return <span className="text-ink-muted">–</span>;
  if (reference.kind === 'repair') {
    return (
      <Link to={repairHref(reference._id)} aria-label={`Phiếu sửa chữa ${reference.code}`} className={cn('rounded-tight font-mono font-semibold text-brand-700 hover:underline', focusRing)}>
        {reference.code}
      </Link>
    );
  }
  return <span className="font-mono">Đơn {reference.code}</span>;
}

const columns: readonly DataTableColumn<CashEntry>[] = [
  { key: 'time', header: 'Giờ', cell: (entry) => <time dateTime={entry.createdAt} className="tabular-nums">{timeOf(entry.createdAt)}</time> },
  { key: 'kind', header: 'Thu/Chi', cell: (entry) => <KindBadge kind={entry.kind} /> },
  { key: 'category', header: 'Danh mục', cell: (entry) => entry.category, className: 'min-w-40' },
  { key: 'note', header: 'Ghi chú', cell: (entry) => (entry.note ? <span className="break-words">{entry.note}</span> : <span className="text-ink-muted">–</span>), className: 'min-w-40' },
  { key: 'reference', header: 'Phiếu/đơn', cell: (entry) => <Reference reference={entry.reference} /> },
  { key: 'by', header: 'Người ghi', cell: (entry) => entry.recordedBy?.fullName ?? 'Hệ thống' },
  {
    key: 'amount',
    header: 'Số tiền',
    align: 'right',
    cell: (entry) => <span className={cn('font-semibold whitespace-nowrap tabular-nums', entry.kind === 'receipt' ? 'text-success-ink' : 'text-danger-ink')}>{signedAmount(entry)}</span>,
  },
];

export interface CashEntryTableProps {
  entries: readonly CashEntry[];
}

/** The day's cash entries in the order they were made; each row a card on a phone. */
export function CashEntryTable({ entries }: CashEntryTableProps) {
  return (
    <DataTable
      caption="Các khoản thu chi trong ngày"
      headingLevel={2}
      columns={columns}
      rows={entries}
      getRowKey={(entry) => entry._id}
      emptyMessage={messages.cashbookScreen.dayEmpty}
      totalLabel={(count) => `${count} khoản`}
      pageSize={Math.max(entries.length, 1)}
      stackOnPhone
    />
  );
}
