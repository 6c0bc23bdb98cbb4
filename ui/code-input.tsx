import { useContext, useRef, useState, type ComponentProps, type KeyboardEvent, type Ref } from 'react';
import { backspace, fillDigits, isComplete, toBoxes, typedText, type CodeEdit } from './code-digits';
import { cn } from './cn';
import { FormFieldContext } from './form-field-context';
import { mergeRefs } from './merge-refs';

export interface CodeInputProps extends Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> {
  /** Number of single-digit boxes. */
  length?: number;
  /** Controlled value; setting it to '' clears the boxes. */
  value?: string;
  defaultValue?: string;
  /** Every change, with the digits typed so far joined. */
  onChange?: (value: string) => void;
  /** When every box holds a digit, after each change that leads there. */
  onComplete?: (value: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  invalid?: boolean;
  /** For plain HTML forms: a hidden input with this name carries the value. */
  name?: string;
  /** Name of the group of boxes. */
  label?: string;
  /** Name of each box; positions count from 1. */
  boxLabel?: (position: number, length: number) => string;
  /**
   * The first box, for whoever needs to focus the field (react-hook-form's `field.ref`, say).
   * `ref` is the group around the boxes.
   */
  inputRef?: Ref<HTMLInputElement>;
}

const defaultBoxLabel = (position: number, length: number) => `Chữ số ${position} trên ${length}`;

export function CodeInput({
  length = 6,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  disabled = false,
  autoFocus = false,
  invalid,
  name,
  label = 'Mã xác nhận',
  boxLabel = defaultBoxLabel,
  inputRef,
  className,
  'aria-describedby': describedBy,
  ...props
}: CodeInputProps) {
  const field = useContext(FormFieldContext);
  const [boxes, setBoxes] = useState(() => toBoxes(value ?? defaultValue, length));
  const [syncedValue, setSyncedValue] = useState(value);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  // A parent that changes `value` (clearing after a wrong code) overrides what was typed;
  // an echo of our own onChange must not, or a cleared middle box would shift the rest.
  if (value !== undefined && value !== syncedValue) {
    setSyncedValue(value);
    if (value !== boxes.join('')) setBoxes(toBoxes(value, length));
  }

  const focusBox = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(length - 1, index))];
    input?.focus();
    input?.select();
  };

  const apply = ({ digits, focus }: CodeEdit) => {
    setBoxes(digits);
    focusBox(focus);
    if (digits.every((digit, index) => digit === boxes[index])) return;
    const after = digits.join('');
    onChange?.(after);
    // A corrected digit in a full code is a new code: report it complete again.
    if (isComplete(digits)) onComplete?.(after);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const { key } = event;
    if (/^[0-9]$/.test(key)) {
      event.preventDefault();
      apply(fillDigits(boxes, index, key));
    } else if (key === 'Backspace') {
      event.preventDefault();
      apply(backspace(boxes, index));
    } else if (key === 'Delete') {
      event.preventDefault();
      apply({ digits: boxes.map((digit, at) => (at === index ? '' : digit)), focus: index });
    } else if (key === 'ArrowLeft' || key === 'ArrowUp') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (key === 'ArrowRight' || key === 'ArrowDown') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (key === 'Home') {
      event.preventDefault();
      focusBox(0);
    } else if (key === 'End') {
      event.preventDefault();
      focusBox(length - 1);
    } else if (key.length === 1) {
      // Any other printable key: only digits belong here.
      event.preventDefault();
    }
  };

  const isInvalid = invalid ?? field?.['aria-invalid'] ?? false;
  const description = [field?.['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <div role="group" aria-label={label} aria-describedby={description} className={cn('flex items-center gap-2 sm:gap-3', className)} {...props}>
      {boxes.map((digit, index) => (
        <input
          // Boxes never reorder; the position is their identity.
          key={index}
          ref={mergeRefs((node) => {
            inputs.current[index] = node;
          }, index === 0 ? inputRef : undefined)}
          id={index === 0 ? field?.id : undefined}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoFocus={autoFocus && index === 0}
          aria-label={boxLabel(index + 1, length)}
          aria-invalid={isInvalid || undefined}
          disabled={disabled}
          value={digit}
          onKeyDown={(event) => onKeyDown(event, index)}
          onChange={(event) => {
            const text = event.target.value;
            // Some phone keyboards send Backspace as a bare input event that empties the box.
            if (text === '') apply({ digits: boxes.map((value, at) => (at === index ? '' : value)), focus: index });
            else apply(fillDigits(boxes, index, typedText(digit, text)));
          }}
          onPaste={(event) => {
            event.preventDefault();
            apply(fillDigits(boxes, index, event.clipboardData.getData('text')));
          }}
          onFocus={(event) => event.target.select()}
          className={cn(
            'h-14 w-11 min-w-0 rounded-control border-2 border-line-strong bg-surface text-center text-2xl font-bold text-ink caret-brand-600 shadow-xs sm:w-12',
            'outline-none transition-[border-color,box-shadow] focus:border-brand-600 focus:ring-4 focus:ring-brand-500/25',
            'aria-invalid:border-danger disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted',
            digit && 'border-navy-600',
          )}
        />
      ))}
      {name ? <input type="hidden" name={name} value={boxes.join('')} /> : null}
    </div>
  );
}
