import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';

export interface QuantityStepperProps {
  value: number;
  /** The stock; asking for more is refused with `onRefused`. */
  max: number;
  onChange: (value: number) => void;
  /** Called when plus is pressed at the stock limit, also while `busy`. */
  onRefused: () => void;
  /** Names the buttons: 'Giảm số lượng Thay dầu'. */
  itemName: string;
  disabled?: boolean;
  /**
   * A change is on its way to the server: both buttons refuse presses (and say so) but keep
   * the keyboard focus, so quick presses cannot send updates that land out of order.
   */
  busy?: boolean;
  /** A typed number (the add-to-cart picker); the cart shows a plain number. */
  editable?: boolean;
  inputId?: string;
  className?: string;
}

const stepClass = cn(
  'flex size-10 shrink-0 cursor-pointer items-center justify-center text-ink hover:bg-navy-50',
  'disabled:cursor-not-allowed disabled:text-ink-subtle disabled:hover:bg-transparent aria-disabled:cursor-not-allowed aria-disabled:text-ink-subtle aria-disabled:hover:bg-transparent',
  focusRing,
);

/**
 * Minus, the number, plus. Minus stops at 1. Plus at the stock looks disabled but stays
 * pressable, so the customer learns why with the stock message instead of a dead button.
 */
export function QuantityStepper({ value, max, onChange, onRefused, itemName, disabled = false, busy = false, editable = false, inputId, className }: QuantityStepperProps) {
  const atMax = value >= max;
  // What is being typed; an empty box is allowed mid-edit and put back on leaving it.
  const [draft, setDraft] = useState<string | null>(null);
  const increase = () => {
    // At the stock the answer is known without the server: say it even while a change is on its way.
    if (atMax) onRefused();
    else if (!busy) onChange(value + 1);
  };
  const decrease = () => {
    if (!busy) onChange(value - 1);
  };

  return (
    <div aria-busy={busy || undefined} className={cn('inline-flex items-center overflow-hidden rounded-control border border-line-strong bg-surface', className)}>
      <button
        type="button"
        className={stepClass}
        disabled={disabled || value <= 1}
        aria-disabled={busy || undefined}
        onClick={decrease}
        aria-label={`Giảm số lượng ${itemName}`}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      {editable ? (
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          value={draft ?? String(value)}
          disabled={disabled}
          aria-label={inputId ? undefined : `Số lượng ${itemName}`}
          onBlur={() => setDraft(null)}
          onChange={(event) => {
            const raw = event.target.value;
            const typed = Number(raw);
            if (raw === '' || !Number.isInteger(typed) || typed < 1) return setDraft(raw);
            if (typed > max) {
              setDraft(null);
              onRefused();
              return onChange(Math.max(1, max));
            }
            setDraft(null);
            onChange(typed);
          }}
          className="h-10 w-14 [appearance:textfield] border-x border-line bg-surface text-center font-semibold text-ink tabular-nums focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus disabled:text-ink-subtle [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
      ) : (
        <span className="flex h-10 min-w-12 items-center justify-center border-x border-line px-2 font-semibold text-ink tabular-nums">
          <span className="sr-only">Số lượng: </span>
          {value}
        </span>
      )}
      <button
        type="button"
        className={stepClass}
        disabled={disabled}
        aria-disabled={atMax || busy || undefined}
        onClick={increase}
        aria-label={`Tăng số lượng ${itemName}`}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
