import { FileText } from 'lucide-react';
import { useState } from 'react';
import type { Inspection } from '../../../contract/inspections';
import { messages } from '../../../contract/messages';
import type { Quote } from '../../../contract/repair-quotes';
import type { BranchId } from '../../../contract/garage';
import { usePartsInUse } from '../../../entities/part/get-part-choices';
import { useProducts } from '../../../entities/product/get-products';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { QuoteForm, type QuotePart } from './quote-form';
import { branchOf } from '../../../contract/garage';

const FORM_ID = 'quote-form';

export interface QuoteDialogProps {
  repairId: string;
  /** The job's branch: its shelf is what a part line can hold. */
  branch: BranchId;
  plate: string;
  quote: Quote | null;
  inspection: Inspection | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The parts store and the catalogue are read when the dialog opens: a part line picks a part
 * (its price, and what the job's branch has) or, as before, a service of the shop.
 */
function DialogBody({ onPendingChange, onSaved, branch, ...props }: Omit<QuoteDialogProps, 'open' | 'onOpenChange' | 'plate'> & { onPendingChange: (pending: boolean) => void; onSaved: () => void }) {
  const products = useProducts();
  const stored = usePartsInUse();
  if (products.error || stored.error) {
    return (
      <LoadError
        error={products.error ?? stored.error}
        message={messages.quotes.partsLoadFailed}
        onRetry={() => {
          void products.mutate();
          void stored.mutate();
        }}
      />
    );
  }
  if (!products.data || !stored.data) {
    return (
      <div role="status" aria-label={messages.common.loading} className="space-y-3">
        <Skeleton className="block h-32" />
        <Skeleton className="block h-32" />
      </div>
    );
  }
  // A service sold as a part is picked as that part.
  const linked = new Set(stored.data.items.flatMap((part) => (part.productId ? [part.productId] : [])));
  const parts: QuotePart[] = [
    ...stored.data.items.map((part) => ({
      key: `part:${part._id}`,
      name: part.name,
      label: `${part.sku} · ${part.name}`,
      price: part.salePrice,
      available: part.stock.find((stock) => stock.branch === branch)?.available ?? 0,
    })),
    ...products.data.filter((product) => !linked.has(product._id)).map((product) => ({ key: `product:${product._id}`, name: product.name, label: product.name, price: product.price, available: product.quantity })),
  ];
  return <QuoteForm id={FORM_ID} branch={branch} parts={parts} branchName={branchOf(branch)?.shortName ?? branch} onPendingChange={onPendingChange} onSaved={onSaved} {...props} />;
}

/** 'Lập báo giá' / 'Sửa báo giá': the editor in a dialog; it closes once the server has stored the quote. */
export function QuoteDialog({ repairId, branch, plate, quote, inspection, open, onOpenChange }: QuoteDialogProps) {
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && pending) return;
        onOpenChange(next);
      }}
      size="xl"
      title={`${quote ? 'Sửa báo giá' : 'Lập báo giá'} xe ${plate}`}
      description={quote?.answer ? 'Báo giá đã được khách trả lời: lưu thay đổi thì câu trả lời cũ hết hiệu lực và khách cần xác nhận lại.' : 'Khách đồng ý hoặc từ chối từng dòng; tổng do hệ thống tính.'}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Hủy
            </Button>
          </DialogClose>
          <Button type="submit" form={FORM_ID} pending={pending} pendingLabel="Đang lưu...">
            <FileText aria-hidden="true" />
            Lưu báo giá
          </Button>
        </>
      }
    >
      {open ? <DialogBody repairId={repairId} branch={branch} quote={quote} inspection={inspection} onPendingChange={setPending} onSaved={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
