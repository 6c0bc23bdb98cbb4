/** Pure rules of the one-time-code boxes; the component only maps events onto them. */

export interface CodeEdit {
  digits: string[];
  /** Box that should hold the focus afterwards. */
  focus: number;
}

/** The ASCII digits of a text, in order: what survives a paste like "Mã: 123-456". */
export function digitsOf(text: string): string[] {
  return text.match(/[0-9]/g) ?? [];
}

/** Boxes for a value: one digit each, blanks where the value is short. */
export function toBoxes(value: string, length: number): string[] {
  const digits = digitsOf(value).slice(0, length);
  return Array.from({ length }, (_, index) => digits[index] ?? '');
}

/**
 * Typing or pasting `text` into box `index`. Non-digits are dropped; digits fill boxes
 * forward and the focus follows. A paste holding a whole code (at least `length`
 * digits) fills from the first box wherever the caret was, keeping the first digits found.
 */
export function fillDigits(current: readonly string[], index: number, text: string): CodeEdit {
  const length = current.length;
  const incoming = digitsOf(text);
  if (incoming.length === 0) return { digits: [...current], focus: index };
  const start = incoming.length >= length ? 0 : index;
  const kept = incoming.slice(0, length - start);
  const digits = [...current];
  kept.forEach((digit, offset) => {
    digits[start + offset] = digit;
  });
  return { digits, focus: Math.min(start + kept.length, length - 1) };
}

/** Backspace: clears the box, or when it is already empty clears and moves to the one before. */
export function backspace(current: readonly string[], index: number): CodeEdit {
  const digits = [...current];
  if (digits[index]) {
    digits[index] = '';
    return { digits, focus: index };
  }
  if (index === 0) return { digits, focus: 0 };
  digits[index - 1] = '';
  return { digits, focus: index - 1 };
}

/**
 * What a box's input event means when the keyboard did not tell us the key (mobile
 * keyboards, IME): the box may now hold its old digit next to the new one.
 */
export function typedText(previous: string, now: string) {
  if (previous && now.length === 2) {
    const at = now.indexOf(previous);
    if (at !== -1) return now.slice(0, at) + now.slice(at + 1);
  }
  return now;
}

export function isComplete(digits: readonly string[]) {
  return digits.length > 0 && digits.every((digit) => digit !== '');
}
