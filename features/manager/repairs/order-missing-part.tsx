import { PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { refusalText } from '../../../contract/client';
import { format, messages } from '../../../contract/messages';
import type { QuoteLine } from '../../../contract/repair-quotes';
import { useOrderForQuoteLine } from '../../../entities/purchase-order/write-purchase-order';
import { useAllSuppliers } from '../../../entities/supplier/get-suppliers';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Select } from '../../../ui/select';
import { useToast } from '../../../ui/toast';

export interface OrderMissingPartProps {
  repairId: string;
  line: Pick<QuoteLine, '_id' | 'description'>;
}

/**
 * A part the customer approved that the job's branch lacks ('Chờ hàng'): one tap raises a draft
 * order of what is missing there from the supplier chosen, for the storekeeper to place.
 */
export function OrderMissingPart({ repairId, line }: OrderMissingPartProps) {
  const [open, setOpen] = useState(false);
  const [supplierId, setSupplierId] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const suppliers = useAllSuppliers();
  const order = useOrderForQuoteLine();
  const toast = useToast();
  const formId = `order-missing-${line._id}`;

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <PackagePlus aria-hidden="true" />
        Đặt hàng thiếu
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next && order.isMutating) return;
          setOpen(next);
          setRefusal(undefined);
        }}
        title="Đặt hàng phụ tùng thiếu"
        description={`${line.description}: đơn nhập nháp ở chi nhánh của phiếu, số lượng là phần còn thiếu.`}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline" disabled={order.isMutating}>
                Hủy
              </Button>
            </DialogClose>
            <Button type="submit" form={formId} pending={order.isMutating} pendingLabel="Đang tạo...">
              Tạo đơn nhập nháp
            </Button>
          </>
        }
      >
        <form
          id={formId}
          noValidate
          aria-label="Đặt hàng phụ tùng thiếu"
          onSubmit={async (event) => {
            event.preventDefault();
            if (!supplierId) {
              setRefusal(messages.parts.supplierRequired);
              return;
            }
            setRefusal(undefined);
            try {
              const created = await order.trigger({ repairId, lineId: line._id, supplierId });
              toast.success(format(messages.parts.quoteLineOrdered, { number: created.number }));
              setOpen(false);
            } catch (error) {
              setRefusal(refusalText(error, messages.parts.quoteLineOrderFailed));
            }
          }}
        >
          <FormField label="Nhà cung cấp" required error={refusal}>
            <Select
              value={supplierId}
              disabled={!suppliers.data}
              options={[{ value: '', label: suppliers.error ? 'Không tải được nhà cung cấp' : suppliers.data ? 'Chọn nhà cung cấp' : 'Đang tải...' }, ...(suppliers.data ?? []).map((supplier) => ({ value: supplier._id, label: supplier.name }))]}
              onChange={(event) => setSupplierId(event.target.value)}
            />
          </FormField>
        </form>
      </Dialog>
    </>
  );
}
