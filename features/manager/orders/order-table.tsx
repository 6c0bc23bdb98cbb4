import { Eye, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/constants';
import { formatDate, formatPrice, orderCode } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import type { Order } from '../../../contract/orders';
import { exportOrdersCsv } from '../../../entities/order/export-orders';
import { useDeleteOrder } from '../../../entities/order/delete-order';
import { useManagerOrders } from '../../../entities/order/get-manager-orders';
import { OrderStatusBadge } from '../../../entities/order/order-status-badge';
import { Button } from '../../../ui/button';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { CsvExportButton } from '../csv-export-button';
import { FilterChip } from '../filter-chip';
import { ListSearch } from '../list-search';
import { DeleteRowButton } from '../row-actions';
import { useLoadFailure } from '../use-load-failure';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrderStatusDialog } from './order-status-dialog';
import { OrderStatusFilter } from './order-status-filter';

const columns: DataTableColumn<Order>[] = [
  { key: 'code', header: 'Mã đơn', cell: (order) => <span className="font-mono font-semibold">#{orderCode(order._id)}</span>, className: 'whitespace-nowrap' },
  {
    key: 'customer',
    header: 'Khách hàng',
    cell: (order) => (
      <span className="flex flex-col">
        <span className="font-semibold">{order.name}</span>
        <span className="text-xs wrap-anywhere text-ink-muted">{order.email}</span>
      </span>
    ),
    className: 'min-w-44',
  },
  { key: 'phone', header: 'Số điện thoại', cell: (order) => order.phone, className: 'whitespace-nowrap' },
  { key: 'total', header: 'Tổng tiền', align: 'right', cell: (order) => formatPrice(order.total), className: 'whitespace-nowrap tabular-nums' },
  { key: 'createdAt', header: 'Ngày đặt', cell: (order) => formatDate(order.createdAt), className: 'whitespace-nowrap' },
  { key: 'status', header: 'Trạng thái', cell: (order) => <OrderStatusBadge status={order.status} /> },
];

const isOrderStatus = (value: string | null): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus);

type OpenDialog = { kind: 'detail' | 'status'; order: Order; open: boolean; key: number };

/**
 * The orders, newest first, 10 a page; code, name, phone or e-mail searched on the server
 * and a status filter, both in the address (`?status=pending&q=`) so the start page links
 * straight to what waits. Each row opens its detail, changes its status or deletes it.
 */
export function OrderTable() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() || undefined;
  const statusParam = params.get('status');
  const status = isOrderStatus(statusParam) ? statusParam : undefined;
  // A new filter starts on page 1, whoever changed the address.
  const filterKey = `${q ?? ''}|${status ?? ''}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  // Taking the search chip off empties the box too.
  const [searchBox, setSearchBox] = useState(0);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);

  const { data, error, isLoading, mutate } = useManagerOrders({ page, q, status });
  const { trigger: remove } = useDeleteOrder();
  const failure = useLoadFailure({ data, error, isLoading, mutate }, messages.orders.listLoadFailed);
  const items = data?.items ?? [];

  const setParam = (name: 'q' | 'status', value: string | undefined) =>
    setParams((current) => {
      if (value) current.set(name, value);
      else current.delete(name);
      return current;
    });
  const openDialog = (kind: OpenDialog['kind'], order: Order) => setDialog((last) => ({ kind, order, open: true, key: (last?.key ?? 0) + 1 }));
  const closeDialog = () => setDialog((last) => (last ? { ...last, open: false } : null));

  return (
    <div className="space-y-4">
      <ListSearch
        key={searchBox}
        formLabel="Tìm đơn hàng"
        label="Mã đơn, tên, số điện thoại hoặc email"
        placeholder="Ví dụ: 0987654321"
        onSearch={(next) => setParam('q', next)}
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <OrderStatusFilter value={status} onChange={(next) => setParam('status', next)} />
        <CsvExportButton noun="đơn hàng" exportCsv={exportOrdersCsv} />
      </div>
      {q ? (
        <div className="flex flex-wrap gap-2">
          <FilterChip
            label={`Từ khóa: ${q}`}
            onRemove={() => {
              setParam('q', undefined);
              setSearchBox((key) => key + 1);
            }}
          />
        </div>
      ) : null}
      <DataTable
        caption="Danh sách đơn hàng"
        headingLevel={2}
        stackOnPhone
        columns={columns}
        rows={items}
        getRowKey={(order) => order._id}
        total={data?.total ?? 0}
        totalLabel={(count) => `Tổng số: ${count} đơn hàng`}
        page={page}
        onPageChange={setPage}
        loading={isLoading}
        failure={failure}
        emptyMessage={q || status ? messages.orders.filterEmpty : messages.orders.empty}
        rowActions={(order) => {
          const code = `#${orderCode(order._id)}`;
          return (
            <>
              <Button variant="ghost" size="icon" aria-label={`Xem đơn hàng ${code}`} title="Xem chi tiết" onClick={() => openDialog('detail', order)}>
                <Eye aria-hidden="true" />
              </Button>
              <Button variant="ghost" size="icon" aria-label={`Cập nhật trạng thái đơn hàng ${code}`} title="Cập nhật trạng thái" onClick={() => openDialog('status', order)}>
                <ListChecks aria-hidden="true" />
              </Button>
              <DeleteRowButton
                name={code}
                noun="đơn hàng"
                onDelete={async () => {
                  await remove(order._id);
                  // The last row of a page is gone: show the page before it.
                  if (items.length === 1 && page > 1) setPage(page - 1);
                }}
                successMessage={messages.orders.deleteSuccess}
                failureMessage={messages.orders.managerDeleteFailed}
              />
            </>
          );
        }}
      />
      {dialog?.kind === 'detail' ? <OrderDetailDialog key={dialog.key} order={dialog.order} open={dialog.open} onOpenChange={(next) => (next ? null : closeDialog())} /> : null}
      {dialog?.kind === 'status' ? <OrderStatusDialog key={dialog.key} order={dialog.order} open={dialog.open} onOpenChange={(next) => (next ? null : closeDialog())} /> : null}
    </div>
  );
}
