/**
 * Numbers and phones as Vietnamese people type them, zod-free: every field that takes money,
 * hours, km or a phone reads what was typed with these functions, shows what it read while the
 * person types, and the server reads the request with the same ones (contract schemas), so
 * '200.000' is never 200 on one side and 200,000 on the other.
 *
 * Vietnamese writes a dot between thousands and a comma before decimals: 1.250.000 đ, 1,5 giờ.
 * A space between thousands ('200 000') is read as a dot. Some people, and some phone keyboards,
 * write the other way ('1,250,000', '1.5'); where that cannot be mistaken it is read too:
 * several commas, or a comma followed by three digits in a whole amount (a dong has no
 * thousandths), group thousands; a lone dot not followed by exactly three digits is a decimal
 * point in a field that takes decimals. Whatever stays ambiguous or unreadable is refused,
 * never guessed.
 */
import { PHONE_DIGITS } from './constants';

/** What may follow the number: the unit the field already names ('200.000 đ', '23.500 km', '1,5 giờ'). */
const UNIT_SUFFIX = /\s*(₫|đ|đồng|vnđ|vnd|km|giờ|tiếng|h)\.?$/iu;
/** Spaces people put between thousands, the no-break and narrow ones that copying a formatted figure brings. */
const GROUP_SPACE = /[\s\u00a0\u202f]+/g;
/** The most digits read: beyond 15 a JavaScript number is no longer exact, and no field of the garage needs them. */
const MAX_DIGITS = 15;

/** A run of thousands: the first group of one to three digits, then groups of exactly three. */
const isGrouped = (groups: string[]) => groups.length > 0 && /^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((group) => /^\d{3}$/.test(group));

interface Parts {
  whole: string;
  fraction: string;
}

/** The digits before and after the decimal separator, or null when the grouping cannot be read without guessing. */
function splitNumber(text: string, decimals: boolean): Parts | null {
  const dots = text.split('.').length - 1;
  const commas = text.split(',').length - 1;
  const grouped = (whole: string, separator: string): string | null => {
    const groups = whole.split(separator);
    return groups.length === 1 || isGrouped(groups) ? groups.join('') : null;
  };
  let whole: string | null;
  let fraction = '';
  if (dots > 0 && commas > 0) {
    // Both: the last one is the decimal separator and appears once ('1.234,5', or '1,234.5').
    const decimal = text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    if ((decimal === ',' ? commas : dots) !== 1) return null;
    const at = text.lastIndexOf(decimal);
    whole = grouped(text.slice(0, at), group);
    fraction = text.slice(at + 1);
  } else if (dots + commas === 0) {
    whole = text;
  } else {
    const separator = dots > 0 ? '.' : ',';
    const count = Math.max(dots, commas);
    const [head = '', tail = ''] = text.split(separator);
    // Thousands: more than one separator, or the Vietnamese dot before three digits ('200.000', '1.500'),
    // or, in a whole amount, a comma before three digits ('200,000': a dong has no thousandths).
    const thousands = count > 1 || (tail.length === 3 && (separator === '.' || !decimals));
    if (thousands) {
      whole = grouped(text, separator);
    } else {
      whole = head;
      fraction = tail;
    }
  }
  if (whole === null || !/^\d*$/.test(whole) || !/^\d*$/.test(fraction)) return null;
  if (whole === '' && fraction === '') return null;
  return { whole: whole === '' ? '0' : whole, fraction };
}

/** The text without its unit and the spaces between thousands; '' when nothing but those was typed. */
function bareNumber(text: string): string {
  return text
    .trim()
    .replace(UNIT_SUFFIX, '')
    .replace(GROUP_SPACE, (space: string, at: number, all: string) => {
      if (!/\d/.test(all[at - 1] ?? '')) return '';
      // Between digits a space groups thousands, so three digits must follow; otherwise it is unreadable ('1 5').
      return /^\d{3}(?!\d)/.test(all.slice(at + space.length)) ? '.' : '?';
    });
}

/**
 * A whole number (money in dong, km) as typed: '200.000', '200 000', '200.000 đ', '200000',
 * '1.250.000,00' are 200,000 and 1,250,000; null for what is not one ('1,5', '12.34', 'abc').
 */
export function readWholeNumber(text: string): number | null {
  const parts = splitNumber(bareNumber(text), false);
  if (!parts || /[^0]/.test(parts.fraction)) return null;
  const digits = parts.whole.replace(/^0+(?=\d)/, '');
  return digits.length <= MAX_DIGITS ? Number(digits) : null;
}

/** A number that may have decimals (hours, quantities): '1,5', '1.5', '1,5 giờ' are 1.5; '1.500' is 1,500. */
export function readDecimalNumber(text: string): number | null {
  const parts = splitNumber(bareNumber(text), true);
  if (!parts) return null;
  const digits = parts.whole.replace(/^0+(?=\d)/, '');
  if (digits.length + parts.fraction.length > MAX_DIGITS) return null;
  return Number(parts.fraction ? `${digits}.${parts.fraction}` : digits);
}

/** A number as a field shows it again: thousands with dots, a decimal comma ('1.250.000', '1,5'). */
export function writeNumber(value: number): string {
  const [whole = '0', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction ? `${grouped},${fraction}` : grouped;
}

/**
 * What a whole-number field shows while it is typed: its digits grouped by thousands
 * ('2000000' → '2.000.000'), so the person sees the amount they are entering. Text that is not
 * only digits and separators is left as typed, for the field's message to explain.
 */
export function groupTypedWholeNumber(text: string): string {
  const trimmed = text.replace(/^\s+/, '');
  // Only digits, dots and spaces: a comma or a letter might mean something, so it stays as typed.
  if (!/^[\d.\s\u00a0\u202f]*$/.test(trimmed)) return text;
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return trimmed.replace(/[\s\u00a0\u202f]/g, '');
  return digits.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * A phone as typed, in the one form the garage stores: '0912 345 678', '0912.345.678',
 * '0912-345-678', '+84 912 345 678' and '84912345678' are all '0912345678'; null when it is
 * not ten digits once the spaces, dots, dashes and brackets are gone.
 */
export function readPhone(text: string): string | null {
  let digits = text.trim().replace(/[\s\u00a0\u202f.\-()]/g, '');
  // The country code in place of the leading 0: +84, 0084, or 84 before nine digits.
  const international = /^(?:\+84|0084|84)(\d{9})$/.exec(digits);
  if (international) digits = `0${international[1]}`;
  return new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(digits) ? digits : null;
}
