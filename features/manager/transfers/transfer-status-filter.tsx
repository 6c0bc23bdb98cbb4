import { TRANSFER_STATUS_LABELS, type TransferStatus } from '../../../contract/bank-transfers';
import { cn } from '../../../ui/cn';

export interface TransferStatusFilterProps {
  value: TransferStatus;
  onChange: (status: TransferStatus) => void;
}

/** The desk's work first: what waits to be matched, then what was matched or set aside. */
const choices: readonly TransferStatus[] = ['unmatched', 'matched', 'dismissed'];

/** The three lists of transfers as a row of radio buttons (arrow keys move between them). */
export function TransferStatusFilter({ value, onChange }: TransferStatusFilterProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold text-ink">Trạng thái</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((status) => (
          <label key={status} className="relative">
            <input
              type="radio"
              name="transfer-status"
              value={status}
              checked={value === status}
              onChange={() => onChange(status)}
              className="peer absolute inset-0 cursor-pointer appearance-none rounded-pill"
            />
            <span
              className={cn(
                'pointer-events-none flex h-control-sm items-center rounded-pill border border-line-strong bg-surface px-3.5 text-sm font-semibold whitespace-nowrap text-ink',
                'peer-hover:border-navy-500 peer-checked:border-navy-800 peer-checked:bg-navy-800 peer-checked:text-white',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
              )}
            >
              {TRANSFER_STATUS_LABELS[status]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
