import { refusalText } from '../../../contract/client';
import { format, messages } from '../../../contract/messages';
import type { PurchaseOrder } from '../../../contract/parts';
import { useCreatePurchaseOrder } from '../../../entities/purchase-order/write-purchase-order';
import { useAllSuppliers } from '../../../entities/supplier/get-suppliers';
import { useToast } from '../../../ui/toast';
import { ManagerPage } from '../manager-page';
import { useManagerEditor } from '../use-manager-editor';
import { PurchaseOrderForm } from './purchase-order-form';
import { PurchaseOrderTable } from './purchase-order-table';

/** `/manager/purchase-orders`: buying parts in, per branch, from draft to received. */
export function PurchaseOrderManager() {
  const toast = useToast();
  // Orders are never edited here (their lines are fixed once placed): only the list/form tabs are used.
  const editor = useManagerEditor<PurchaseOrder>({ createSuccess: '', updateSuccess: '', failure: () => '' });
  const suppliers = useAllSuppliers();
  const { trigger: create } = useCreatePurchaseOrder();

  return (
    <ManagerPage
      title="Nhập hàng"
      description="Đơn nhập phụ tùng của từng chi nhánh: đặt hàng, nhận hàng từng phần, hủy."
      noun="đơn nhập"
      {...editor.page}
      list={<PurchaseOrderTable suppliers={suppliers.data ?? []} />}
      form={
        <PurchaseOrderForm
          key={editor.formKey}
          suppliers={suppliers.data ?? []}
          suppliersFailed={Boolean(suppliers.error)}
          onSubmit={async (body) => {
            let order: PurchaseOrder;
            try {
              order = await create(body);
            } catch (error) {
              // The form stays as typed, so the person can fix what the server refused.
              toast.error(refusalText(error, messages.stockManager.orderCreateFailed));
              return;
            }
            toast.success(format(order.status === 'ordered' ? messages.stockManager.orderCreatedPlaced : messages.stockManager.orderCreated, { number: order.number }));
            editor.page.onTabChange('list');
          }}
        />
      }
    />
  );
}
