import { Check, Pencil, X } from 'lucide-react';
import { useState } from 'react';
import { refusalText } from '../../../contract/client';
import { messages } from '../../../contract/messages';
import { setTechnicianShare } from '../../../contract/technician-reports';
import { writeNumber } from '../../../contract/typed-number-rules';
import { useSetTechnicianShare } from '../../../entities/report/set-technician-share';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { useToast } from '../../../ui/toast';

export interface TechnicianShareCellProps {
  technicianId: string;
  fullName: string;
  /** In percent; null: none set. */
  percent: number | null;
}

export const shareText = (percent: number | null) => (percent === null ? '—' : `${writeNumber(percent)} %`);

/**
 * The master's share of labour for one technician, set in its cell: typed '5' or '2,5' (empty
 * takes it off), checked by the contract's own schema, the server's refusal said under the field.
 */
export function TechnicianShareCell({ technicianId, fullName, percent }: TechnicianShareCellProps) {
  const toast = useToast();
  const { trigger, isMutating } = useSetTechnicianShare();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const errorId = `share-error-${technicianId}`;

  if (!editing) {
    return (
      <span className="inline-flex items-center justify-end gap-1">
        {shareText(percent)}
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Đặt tỷ lệ hoa hồng của ${fullName}`}
          title="Đặt tỷ lệ hoa hồng"
          onClick={() => {
            setText(percent === null ? '' : writeNumber(percent));
            setError(undefined);
            setEditing(true);
          }}
        >
          <Pencil aria-hidden="true" />
        </Button>
      </span>
    );
  }

  const save = async () => {
    const checked = setTechnicianShare.body!.safeParse({ percent: text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? messages.technicianReport.shareInvalid);
      return;
    }
    try {
      await trigger({ id: technicianId, body: { percent: text } });
      toast.success(messages.technicianReport.shareSaved);
      setEditing(false);
    } catch (refusal) {
      setError(refusalText(refusal, messages.technicianReport.shareFailed));
    }
  };

  return (
    <form
      noValidate
      aria-label={`Tỷ lệ hoa hồng của ${fullName}`}
      className="inline-flex flex-col items-end gap-1 whitespace-normal"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <span className="inline-flex items-center gap-1">
        <Input
          aria-label={`Phần trăm hoa hồng của ${fullName}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          inputMode="decimal"
          autoComplete="off"
          autoFocus
          className="w-20 text-right"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
        <span aria-hidden="true">%</span>
        <Button type="submit" variant="ghost" size="icon" aria-label={`Lưu tỷ lệ hoa hồng của ${fullName}`} disabled={isMutating}>
          <Check aria-hidden="true" />
        </Button>
        <Button type="button" variant="ghost" size="icon" aria-label="Hủy" disabled={isMutating} onClick={() => setEditing(false)}>
          <X aria-hidden="true" />
        </Button>
      </span>
      {error ? (
        <span id={errorId} role="alert" className="max-w-56 text-right text-xs font-semibold text-danger-ink">
          {error}
        </span>
      ) : null}
    </form>
  );
}
