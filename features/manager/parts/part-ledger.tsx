import { useState } from 'react';
import { ApiError, refusalText } from '../../../contract/client';
import { formatDateTime, formatPrice } from '../../../contract/format';
import { CITY_BRANCHES, branchOf, type BranchId } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import type { StockMovement } from '../../../contract/parts';
import { useStockMovements } from '../../../entities/part/get-stock-movements';
import { STOCK_MOVEMENT_KIND_NAMES } from '../../../entities/part/movement-kind-names';
import { cn } from '../../../ui/cn';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { FormField } from '../../../ui/form-field';
import { LoadError } from '../../../ui/load-error';
import { Select } from '../../../ui/select';

export interface PartLedgerProps {
  partId: string;
  /** The part's unit, written after each quantity. */
  unit: string;
}

const ALL = '';

function columnsFor(unit: string): DataTableColumn<StockMovement>[] {
  return [
    { key: 'at', header: 'Thời gian', className: 'whitespace-nowrap', cell: (row) => formatDateTime(row.createdAt) },
    { key: 'branch', header: 'Chi nhánh', className: 'whitespace-nowrap', cell: (row) => branchOf(row.branch)?.shortName ?? row.branch },
    { key: 'kind', header: 'Loại', className: 'whitespace-nowrap', cell: (row) => STOCK_MOVEMENT_KIND_NAMES[row.kind] },
    {
      key: 'quantity',
      header: 'Số lượng',
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (row) => (
        <span className={cn('font-semibold tabular-nums', row.quantity > 0 ? 'text-success-ink' : row.quantity < 0 ? 'text-danger-ink' : undefined)}>
          {row.quantity > 0 ? `+${row.quantity}` : row.quantity === 0 ? '0' : `−${-row.quantity}`} {unit}
        </span>
      ),
    },
    { key: 'cost', header: 'Giá vốn', align: 'right', className: 'whitespace-nowrap', cell: (row) => formatPrice(row.unitCost) },
    { key: 'by', header: 'Người ghi', cell: (row) => row.byName ?? 'Hệ thống' },
    { key: 'note', header: 'Ghi chú', cell: (row) => (row.note ? <span className="break-words">{row.note}</span> : <span className="text-ink-muted">—</span>) },
  ];
}

/** The server's refusal (no right, no such part) as it said it; an answer that is not a ledger says so; anything else is a plain retry. */
function loadErrorText(error: unknown) {
  if (error instanceof ApiError && error.message === messages.common.invalidData) return messages.common.invalidData;
  return refusalText(error, messages.partsManager.ledgerLoadFailed);
}

/** The part's ledger (sổ kho): every movement, newest first, 10 a page, for one branch or both. */
export function PartLedger({ partId, unit }: PartLedgerProps) {
  const [branch, setBranch] = useState<BranchId | undefined>();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useStockMovements({ partId, branch, page });

  return (
    <section aria-label="Sổ kho" className="space-y-4">
      <FormField label="Chi nhánh" className="max-w-xs">
        <Select
          value={branch ?? ALL}
          onChange={(event) => {
            setBranch((event.target.value || undefined) as BranchId | undefined);
            setPage(1);
          }}
          options={[{ value: ALL, label: 'Cả hai chi nhánh' }, ...CITY_BRANCHES.map((item) => ({ value: item.id, label: item.shortName }))]}
        />
      </FormField>
      {error && !data ? (
        <LoadError error={error} message={loadErrorText(error)} onRetry={() => void mutate()} />
      ) : (
        <DataTable
          caption="Sổ kho"
          hideCaption
          stackOnPhone
          columns={columnsFor(unit)}
          rows={data?.items ?? []}
          getRowKey={(row) => row._id}
          total={data?.total ?? 0}
          totalLabel={(count) => `Tổng số: ${count} dòng`}
          page={page}
          onPageChange={setPage}
          loading={isLoading}
          emptyMessage={messages.partsManager.ledgerEmpty}
        />
      )}
    </section>
  );
}
