import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatPrice } from '../../../contract/format';
import { BRANCH_IDS, CITY_BRANCHES, branchOf, type BranchId } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import type { Part } from '../../../contract/parts';
import { useParts } from '../../../entities/part/get-parts';
import { Button } from '../../../ui/button';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Dialog } from '../../../ui/dialog';
import { FilterChip } from '../filter-chip';
import { EditRowButton } from '../row-actions';
import { useLoadFailure } from '../use-load-failure';
import { PartArchiveButton } from './part-archive-button';
import { PartLedger } from './part-ledger';
import { PartSearch, type PartFilters } from './part-search';
import { PartStockSummary } from './part-stock-summary';

export interface PartTableProps {
  onEdit: (part: Part) => void;
}

const FILTER_PARAMS = ['q', 'branch', 'lowStock', 'archived'] as const;

/** The filters the address names; the staff alert links here with `?lowStock=true&branch=…&q=<SKU>`. */
function filtersOf(params: URLSearchParams): PartFilters {
  const branch = params.get('branch');
  return {
    q: params.get('q')?.trim() || undefined,
    branch: BRANCH_IDS.includes(branch as BranchId) ? (branch as BranchId) : undefined,
    lowStock: params.get('lowStock') === 'true' || undefined,
    archived: params.get('archived') === 'true' || undefined,
  };
}

function lowStockLabel({ branch, q }: PartFilters) {
  const where = branch ? `Sắp hết hàng ở ${branchOf(branch)?.shortName}` : 'Sắp hết hàng';
  return q ? `${where}: ${q}` : where;
}

const columns: DataTableColumn<Part>[] = [
  { key: 'sku', header: 'Mã', cell: (part) => <span className="font-mono font-semibold break-all">{part.sku}</span> },
  {
    key: 'name',
    header: 'Phụ tùng',
    cell: (part) => (
      <div className="min-w-40">
        <p className="font-semibold text-navy-900">{part.name}</p>
        <p className="text-sm text-ink-muted">{[part.brand, `Đơn vị: ${part.unit}`].filter(Boolean).join(' · ')}</p>
      </div>
    ),
  },
  {
    key: 'price',
    header: 'Giá bán / giá vốn',
    align: 'right',
    className: 'whitespace-nowrap',
    cell: (part) => (
      <div>
        <p>{formatPrice(part.salePrice)}</p>
        <p className="text-sm text-ink-muted">Vốn {formatPrice(part.costPrice)}</p>
      </div>
    ),
  },
  ...CITY_BRANCHES.map(
    (branch): DataTableColumn<Part> => ({
      key: branch.id,
      header: `Tồn ${branch.shortName}`,
      cell: (part) => {
        const stock = part.stock.find((item) => item.branch === branch.id);
        return stock ? <PartStockSummary stock={stock} unit={part.unit} /> : <span className="text-ink-muted">—</span>;
      },
    }),
  ),
];

/** The parts, 10 a page, searched on the server, each with its stock per branch; the filters live in the address. */
export function PartTable({ onEdit }: PartTableProps) {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const filterKey = FILTER_PARAMS.map((name) => params.get(name) ?? '').join('|');
  // A new search starts on page 1; the page belongs to the filters it was chosen under.
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const [ledgerOf, setLedgerOf] = useState<Part | null>(null);
  const { data, error, isLoading, mutate } = useParts({ page, ...filters });
  const failure = useLoadFailure({ data, error, isLoading, mutate }, messages.partsManager.listLoadFailed);

  const setFilters = (next: PartFilters) =>
    setParams((current) => {
      for (const name of FILTER_PARAMS) current.delete(name);
      if (next.q) current.set('q', next.q);
      if (next.branch) current.set('branch', next.branch);
      if (next.lowStock) current.set('lowStock', 'true');
      if (next.archived) current.set('archived', 'true');
      return current;
    });

  const emptyMessage = filters.q
    ? messages.partsManager.noSearchResults
    : filters.lowStock
      ? messages.partsManager.noLowStock
      : filters.archived
        ? messages.partsManager.archivedEmpty
        : messages.partsManager.empty;

  return (
    <div className="space-y-4">
      {/* Keyed by the address, so a chip taken off (or a link followed) shows in the fields too. */}
      <PartSearch key={filterKey} initial={filters} onSearch={setFilters} />
      {filters.lowStock ? <FilterChip label={lowStockLabel(filters)} onRemove={() => setFilters({ archived: filters.archived })} /> : null}
      <DataTable
        caption={filters.archived ? 'Phụ tùng đã ngừng sử dụng' : 'Danh sách phụ tùng'}
        headingLevel={2}
        stackOnPhone
        columns={columns}
        rows={data?.items ?? []}
        getRowKey={(part) => part._id}
        total={data?.total ?? 0}
        totalLabel={(count) => `Tổng số: ${count} phụ tùng`}
        page={page}
        onPageChange={(next) => setPaging({ filterKey, page: next })}
        loading={isLoading}
        failure={failure}
        emptyMessage={emptyMessage}
        rowActions={(part) => (
          <>
            <EditRowButton name={part.name} onEdit={() => onEdit(part)} />
            <Button variant="ghost" size="icon" aria-label={`Sổ kho ${part.name}`} title="Sổ kho" onClick={() => setLedgerOf(part)}>
              <BookOpen aria-hidden="true" />
            </Button>
            <PartArchiveButton part={part} />
          </>
        )}
      />
      <Dialog
        open={ledgerOf !== null}
        onOpenChange={(open) => {
          if (!open) setLedgerOf(null);
        }}
        size="xl"
        title={ledgerOf ? `Sổ kho: ${ledgerOf.name}` : 'Sổ kho'}
        description={ledgerOf ? `Mã ${ledgerOf.sku}. Mỗi lần nhập, xuất, chuyển, kiểm kê là một dòng, mới nhất trước.` : undefined}
      >
        {ledgerOf ? <PartLedger partId={ledgerOf._id} unit={ledgerOf.unit} /> : null}
      </Dialog>
    </div>
  );
}
