import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BranchId } from '../../../contract/garage';
import { Button } from '../../../ui/button';
import { formatPrice } from '../../../contract/format';
import { PartPicker } from '../../../entities/stock/part-picker';
import { availableAt, branchLabel, pickedFrom, type PickedPart } from './picked-part';

export interface PartLineProps {
  index: number;
  part: PickedPart | null;
  onPart: (part: PickedPart | null) => void;
  partError?: string;
  branch?: BranchId | '';
  /** The line's number fields (quantity, unit cost, counted), each in its FormField. */
  children: ReactNode;
  /** Absent on the only line: a document needs one. */
  onRemove?: () => void;
}

/** One line of a stock document: the part, then its numbers, and a remove button. */
export function PartLine({ index, part, onPart, partError, branch, children, onRemove }: PartLineProps) {
  return (
    <li aria-label={`Dòng ${index + 1}`} className="min-w-0 space-y-3 rounded-control p-3 ring-1 ring-line">
      <PartPicker
        label={`Phụ tùng dòng ${index + 1}`}
        value={part}
        onChange={onPart}
        pick={pickedFrom}
        branch={branch || undefined}
        error={partError}
        choiceDetail={(choice) => `${branch ? `Còn ${availableAt(choice, branch)} ${choice.unit} · ` : ''}Giá vốn ${formatPrice(choice.costPrice)}`}
        valueDetail={(chosen) => (branch ? `Còn dùng được ở ${branchLabel(branch)}: ${availableAt(chosen, branch)} ${chosen.unit}` : null)}
      />
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-0 flex-1 grid-cols-1 gap-3 min-[420px]:grid-cols-2">{children}</div>
        {onRemove ? (
          <Button type="button" variant="outline" size="icon" aria-label={`Xóa dòng ${index + 1}`} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </li>
  );
}
