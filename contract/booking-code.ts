/**
 * A booking's reference, the one a customer reads out on the phone or types on the lookup
 * page: 6 of 32 characters, capitals A-Z without I and O and digits 2-9 (no 0/O, 1/I/L look-alikes
 * among what is kept). Plain functions: the browser checks what is typed without loading zod.
 */
export const BOOKING_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const BOOKING_CODE_LENGTH = 6;

/** As typed: any case, with spaces or dashes people add when they copy it. */
export function normalizeBookingCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

export function isBookingCode(code: string): boolean {
  if (code.length !== BOOKING_CODE_LENGTH) return false;
  for (const char of code) if (!BOOKING_CODE_ALPHABET.includes(char)) return false;
  return true;
}
