import { Eye } from 'lucide-react';
import { useState } from 'react';
import { formatDate, formatPrice } from '../../../contract/format';
import type { BranchId } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import { PURCHASE_ORDER_STATUSES, PURCHASE_ORDER_STATUS_NAMES, type PurchaseOrder, type PurchaseOrderStatus, type Supplier } from '../../../contract/parts';
import { usePurchaseOrders } from '../../../entities/purchase-order/get-purchase-orders';
import { PurchaseOrderStatusBadge } from '../../../entities/purchase-order/purchase-order-status-badge';
import { Button } from '../../../ui/button';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { FormField } from '../../../ui/form-field';
import { Select } from '../../../ui/select';
import { useLoadFailure } from '../use-load-failure';
import { branchLabel, branchOptions } from './picked-part';
import { PurchaseOrderDetailDialog } from './purchase-order-detail-dialog';

const columns: DataTableColumn<PurchaseOrder>[] = [
  { key: 'number', header: 'Số đơn', cell: (order) => <span className="font-mono font-semibold whitespace-nowrap">{order.number}</span> },
  { key: 'supplier', header: 'Nhà cung cấp', cell: (order) => <span className="break-words">{order.supplier.name}</span> },
  { key: 'branch', header: 'Chi nhánh', cell: (order) => branchLabel(order.branch), className: 'whitespace-nowrap' },
  { key: 'status', header: 'Trạng thái', cell: (order) => <PurchaseOrderStatusBadge status={order.status} /> },
  { key: 'total', header: 'Tổng tiền', align: 'right', cell: (order) => formatPrice(order.total), className: 'whitespace-nowrap tabular-nums' },
  { key: 'createdAt', header: 'Ngày tạo', cell: (order) => formatDate(order.createdAt), className: 'whitespace-nowrap' },
];

const statusOptions = [{ value: '', label: 'Mọi trạng thái' }, ...PURCHASE_ORDER_STATUSES.map((status) => ({ value: status, label: PURCHASE_ORDER_STATUS_NAMES[status] }))];

/** The purchase orders, newest first, 10 a page, narrowed by branch, status and supplier on the server; a row opens its detail. */
export function PurchaseOrderTable({ suppliers }: { suppliers: readonly Supplier[] }) {
  const [branch, setBranch] = useState<BranchId | ''>('');
  const [status, setStatus] = useState<PurchaseOrderStatus | ''>('');
  const [supplierId, setSupplierId] = useState('');
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<PurchaseOrder | null>(null);
  const { data, error, isLoading, mutate } = usePurchaseOrders({ page, branch: branch || undefined, status: status || undefined, supplierId: supplierId || undefined });
  const failure = useLoadFailure({ data, error, isLoading, mutate }, messages.stockManager.ordersLoadFailed);
  const filtered = Boolean(branch || status || supplierId);

  return (
    <div className="space-y-4">
      <div role="group" aria-label="Lọc đơn nhập hàng" className="grid min-w-0 gap-3 sm:grid-cols-3">
        <FormField label="Chi nhánh">
          <Select
            options={[{ value: '', label: 'Cả hai chi nhánh' }, ...branchOptions]}
            value={branch}
            onChange={(event) => {
              setBranch(event.target.value as BranchId | '');
              setPage(1);
            }}
          />
        </FormField>
        <FormField label="Trạng thái">
          <Select
            options={statusOptions}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as PurchaseOrderStatus | '');
              setPage(1);
            }}
          />
        </FormField>
        <FormField label="Nhà cung cấp">
          <Select
            options={[{ value: '', label: 'Mọi nhà cung cấp' }, ...suppliers.map((supplier) => ({ value: supplier._id, label: supplier.name }))]}
            value={supplierId}
            onChange={(event) => {
              setSupplierId(event.target.value);
              setPage(1);
            }}
          />
        </FormField>
      </div>
      <DataTable
        caption="Danh sách đơn nhập hàng"
        headingLevel={2}
        stackOnPhone
        columns={columns}
        rows={data?.items ?? []}
        getRowKey={(order) => order._id}
        total={data?.total ?? 0}
        totalLabel={(count) => `Tổng số: ${count} đơn nhập`}
        page={page}
        onPageChange={setPage}
        loading={isLoading}
        failure={failure}
        emptyMessage={filtered ? messages.stockManager.ordersNoResults : messages.stockManager.ordersEmpty}
        rowActions={(order) => (
          <Button variant="ghost" size="sm" aria-label={`Xem đơn ${order.number}`} onClick={() => setShown(order)}>
            <Eye aria-hidden="true" />
            Xem
          </Button>
        )}
      />
      {shown ? <PurchaseOrderDetailDialog order={shown} open onOpenChange={(open) => !open && setShown(null)} /> : null}
    </div>
  );
}
