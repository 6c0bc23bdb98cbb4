import { CheckCheck, XCircle } from 'lucide-react';
import { useState } from 'react';
import { refusalText } from '../../../contract/client';
import { formatDateTime } from '../../../contract/format';
import { format, messages } from '../../../contract/messages';
import type { StockCount } from '../../../contract/parts';
import { useCancelStockCount, useFinishStockCount } from '../../../entities/stock/write-stock';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import { branchLabel } from './picked-part';
import { RefusalNote } from './refusal-note';

export interface OpenCountPanelProps {
  count: StockCount;
  /** The count was finished or cancelled: it is no longer open. */
  onClosed: () => void;
}

/** A count kept open to go on with: what was counted so far, then finish (the differences are written) or cancel. */
export function OpenCountPanel({ count, onClosed }: OpenCountPanelProps) {
  const finish = useFinishStockCount();
  const cancel = useCancelStockCount();
  const [refusal, setRefusal] = useState<string>();
  const toast = useToast();
  const branch = branchLabel(count.branch);

  const run = async (action: () => Promise<unknown>, success: string, failure: string) => {
    setRefusal(undefined);
    try {
      await action();
    } catch (error) {
      setRefusal(refusalText(error, failure));
      throw error;
    }
    toast.success(format(success, { branch }));
    onClosed();
  };

  return (
    <section aria-labelledby="open-count-title" className="min-w-0 space-y-3 rounded-control bg-info-soft p-4 ring-1 ring-info-line">
      <h3 id="open-count-title" className="font-bold text-navy-900">
        {`Phiếu kiểm kê đang mở: ${branch}`}
      </h3>
      <p className="text-sm">{`Bắt đầu ${formatDateTime(count.createdAt)} · Lý do: ${count.reason}`}</p>
      <ul className="divide-y divide-line rounded-control bg-surface ring-1 ring-line">
        {count.lines.map((line) => (
          <li key={line.partId} className="px-3 py-2 text-sm break-words">
            <span className="font-mono font-semibold">{line.sku}</span> · {line.partName}: đếm được {line.counted}
          </li>
        ))}
      </ul>
      {refusal ? (
        <RefusalNote>{refusal}</RefusalNote>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          pending={finish.isMutating}
          onClick={() => void run(() => finish.trigger({ id: count._id, body: {} }), messages.stockManager.countFinished, messages.stockManager.countFailed).catch(() => undefined)}
        >
          <CheckCheck aria-hidden="true" />
          Hoàn tất kiểm kê
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="outline">
              <XCircle aria-hidden="true" />
              Hủy phiếu
            </Button>
          }
          title={`Hủy phiếu kiểm kê ${branch}?`}
          description="Số đã đếm bị bỏ, sổ kho không đổi."
          confirmLabel="Hủy phiếu"
          cancelLabel="Không"
          destructive
          failureMessage={null}
          onConfirm={() => run(() => cancel.trigger(count._id), messages.stockManager.countCancelled, messages.stockManager.countFailed)}
        />
      </div>
    </section>
  );
}
