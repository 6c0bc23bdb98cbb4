import { PhoneCall } from 'lucide-react';
import { useState } from 'react';
import { refusalText } from '../../../contract/client';
import { messages } from '../../../contract/messages';
import type { Quote } from '../../../contract/repair-quotes';
import { useRecordPhoneAnswer } from '../../../entities/repair/record-phone-answer';
import { Button } from '../../../ui/button';
import { ChoiceChip } from '../../../ui/choice-chip';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { useToast } from '../../../ui/toast';
import { formatPrice } from '../../../contract/format';

export interface PhoneAnswerDialogProps {
  repairId: string;
  quote: Quote;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The customer answered on the phone: staff tick each line as they heard it and write who said so. */
export function PhoneAnswerDialog({ repairId, quote, open, onOpenChange }: PhoneAnswerDialogProps) {
  const toast = useToast();
  const record = useRecordPhoneAnswer();
  const [choices, setChoices] = useState<Record<string, boolean>>({});
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    if (quote.lines.some((line) => choices[line._id] === undefined)) return setProblem(messages.quotes.lineAnswerRequired);
    if (!name.trim()) return setProblem(messages.quotes.phoneNameRequired);
    setProblem(null);
    try {
      await record.trigger({ id: repairId, body: { version: quote.version, signedName: name, lines: quote.lines.map((line) => ({ lineId: line._id, approved: choices[line._id]! })) } });
      toast.success(messages.quotes.phoneAnswerSaved);
      onOpenChange(false);
    } catch (error) {
      toast.error(refusalText(error, messages.quotes.answerFailed));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !record.isMutating && onOpenChange(next)}
      size="lg"
      title="Ghi câu trả lời qua điện thoại"
      description="Đánh dấu từng dòng như khách đã nói, và ghi tên người trả lời."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={record.isMutating}>
              Hủy
            </Button>
          </DialogClose>
          <Button onClick={() => void submit()} pending={record.isMutating} pendingLabel="Đang lưu...">
            <PhoneCall aria-hidden="true" />
            Lưu câu trả lời
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <ul className="space-y-3">
          {quote.lines.map((line) => (
            <li key={line._id} className="space-y-2 rounded-control p-3 ring-1 ring-line">
              <p className="flex flex-wrap justify-between gap-2 text-sm">
                <span className="font-semibold break-words">{line.description}</span>
                <span className="tabular-nums">{formatPrice(line.lineTotal)}</span>
              </p>
              <div role="radiogroup" aria-label={`Câu trả lời cho ${line.description}`} className="grid grid-cols-2 gap-2">
                <ChoiceChip name={`phone-${line._id}`} checked={choices[line._id] === true} onChange={() => setChoices({ ...choices, [line._id]: true })}>
                  Đồng ý
                </ChoiceChip>
                <ChoiceChip name={`phone-${line._id}`} checked={choices[line._id] === false} onChange={() => setChoices({ ...choices, [line._id]: false })}>
                  Từ chối
                </ChoiceChip>
              </div>
            </li>
          ))}
        </ul>
        <FormField label="Người trả lời" required hint="Ví dụ: anh Tài (chủ xe), chị Thu (vợ anh Tài)">
          <Input value={name} onChange={(event) => setName(event.target.value)} />
        </FormField>
        {problem ? (
          <p role="alert" className="text-sm font-semibold text-danger-ink">
            {problem}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
