import type { ChangeEvent } from 'react';
import { Input, type InputProps } from './input';

export interface FormattedInputProps extends InputProps {
  /** The text as the field shows it, from the text as typed (e.g. digits grouped by thousands); it must keep every digit. */
  format: (text: string) => string;
}

const digitsIn = (text: string) => text.replace(/\D/g, '').length;

/** Where the caret goes in `text` to stand after its `count`-th digit (at the start for 0). */
function afterDigits(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index]!)) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/**
 * An input that shows what it read while the person types: each change is rewritten by `format`
 * before the caller's onChange sees it, and the caret stays after the same digit, so typing in
 * the middle of '1.250.000' or deleting a digit goes on where the person is.
 */
export function FormattedInput({ format, onChange, ...props }: FormattedInputProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const typed = input.value;
    const shown = format(typed);
    if (shown !== typed) {
      const caret = afterDigits(shown, digitsIn(typed.slice(0, input.selectionStart ?? typed.length)));
      input.value = shown;
      if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
    }
    onChange?.(event);
  };
  return <Input {...props} onChange={change} />;
}
