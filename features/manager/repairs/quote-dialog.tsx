import { FileText } from 'lucide-react';
import { useState } from 'react';
import type { Inspection } from '../../../contract/inspections';
import { messages } from '../../../contract/messages';
import type { Quote } from '../../../contract/repair-quotes';
import { useProducts } from '../../../entities/product/get-products';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { QuoteForm } from './quote-form';

const FORM_ID = 'quote-form';

export interface QuoteDialogProps {
  repairId: string;
  plate: string;
  quote: Quote | null;
  inspection: Inspection | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The catalogue is read when the dialog opens: its parts, prices and stock fill the lines. */
function DialogBody({ onPendingChange, onSaved, ...props }: Omit<QuoteDialogProps, 'open' | 'onOpenChange' | 'plate'> & { onPendingChange: (pending: boolean) => void; onSaved: () => void }) {
  const parts = useProducts();
  if (parts.error) return <LoadError message={messages.quotes.partsLoadFailed} onRetry={() => void parts.mutate()} />;
  if (!parts.data) {
    return (
      <div role="status" aria-label={messages.common.loading} className="space-y-3">
        <Skeleton className="block h-32" />
        <Skeleton className="block h-32" />
      </div>
    );
  }
  return <QuoteForm id={FORM_ID} parts={parts.data} onPendingChange={onPendingChange} onSaved={onSaved} {...props} />;
}

/** 'Lập báo giá' / 'Sửa báo giá': the editor in a dialog; it closes once the server has stored the quote. */
export function QuoteDialog({ repairId, plate, quote, inspection, open, onOpenChange }: QuoteDialogProps) {
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
      {open ? <DialogBody repairId={repairId} quote={quote} inspection={inspection} onPendingChange={setPending} onSaved={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
