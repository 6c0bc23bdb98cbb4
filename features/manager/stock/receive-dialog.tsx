import { useState } from 'react';
import { refusalText } from '../../../contract/client';
import { format, messages } from '../../../contract/messages';
import { receivePurchaseOrder, type PurchaseOrder } from '../../../contract/parts';
import { useReceivePurchaseOrder } from '../../../entities/purchase-order/write-purchase-order';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { useToast } from '../../../ui/toast';
import { RefusalNote } from './refusal-note';

export interface ReceiveDialogProps {
  order: PurchaseOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type LineErrors = Record<string, string | undefined>;

/**
 * Receiving: per line what was ordered, what came already and what comes now (what is left,
 * to start). The contract reads the numbers; the server refuses beyond the order in its words.
 */
export function ReceiveDialog({ order, open, onOpenChange }: ReceiveDialogProps) {
  const openLines = order.lines.filter((line) => line.received < line.quantity);
  const [now, setNow] = useState<Record<string, string>>(() => Object.fromEntries(openLines.map((line) => [line._id, String(line.quantity - line.received)])));
  const [errors, setErrors] = useState<LineErrors>({});
  const [formError, setFormError] = useState<string>();
  const { trigger, isMutating } = useReceivePurchaseOrder();
  const toast = useToast();

  const submit = async () => {
    const body = { lines: openLines.map((line) => ({ lineId: line._id, quantity: now[line._id] ?? '' })) };
    const parsed = receivePurchaseOrder.body!.safeParse(body);
    if (!parsed.success) {
      const next: LineErrors = {};
      let general: string | undefined;
      for (const issue of parsed.error.issues) {
        const index = issue.path[1];
        if (typeof index === 'number' && openLines[index]) next[openLines[index]._id] ??= issue.message;
        else general ??= issue.message;
      }
      setErrors(next);
      setFormError(general);
      return;
    }
    setErrors({});
    const arriving = parsed.data.lines.filter((line) => line.quantity > 0);
    if (arriving.length === 0) {
      setFormError(messages.parts.receiptEmpty);
      return;
    }
    setFormError(undefined);
    try {
      await trigger({ id: order._id, body: { lines: arriving } });
    } catch (error) {
      setFormError(refusalText(error, messages.stockManager.receiveFailed));
      return;
    }
    toast.success(format(messages.stockManager.received, { number: order.number }));
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Nhận hàng đơn ${order.number}`}
      description="Nhập số nhận lần này cho từng dòng; dòng nào chưa về thì để 0."
      size="lg"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={isMutating}>
              Đóng
            </Button>
          </DialogClose>
          <Button pending={isMutating} disabled={openLines.length === 0} onClick={() => void submit()}>
            Nhận hàng
          </Button>
        </>
      }
    >
      {openLines.length === 0 ? (
        <p>{messages.stockManager.receiveNothingLeft}</p>
      ) : (
        <form
          noValidate
          aria-label={`Nhận hàng đơn ${order.number}`}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          className="space-y-3"
        >
          {formError ? (
            <RefusalNote>{formError}</RefusalNote>
          ) : null}
          <ul className="space-y-3">
            {openLines.map((line) => (
              <li key={line._id} className="grid min-w-0 gap-2 rounded-control p-3 ring-1 ring-line sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-end">
                <div className="min-w-0 text-sm">
                  <p className="font-semibold break-words">
                    <span className="font-mono">{line.sku}</span> · {line.partName}
                  </p>
                  <p className="text-ink-muted">
                    Đặt {line.quantity} {line.unit} · đã nhận {line.received} · còn {line.quantity - line.received}
                  </p>
                </div>
                <FormField label={`Nhận lần này: ${line.sku}`} error={errors[line._id]}>
                  <Input inputMode="numeric" autoComplete="off" value={now[line._id] ?? ''} onChange={(event) => setNow((current) => ({ ...current, [line._id]: event.target.value }))} />
                </FormField>
              </li>
            ))}
          </ul>
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </form>
      )}
    </Dialog>
  );
}
