import { BOOKING_CODE_ALPHABET, BOOKING_CODE_LENGTH } from './booking-code';

/**
 * The reference a bank transfer carries so it finds its job by itself: 'SC' and the job's code
 * ('SC K7M2QX'), written in the VietQR code's purpose field and on every page that asks for
 * money. Banks rewrite a transfer's note as they like (capitals, no spaces, their own prefix and
 * suffix: 'MBVCB.3291.SCK7M2QX.CT tu ...'), so the reading looks for the two letters and the
 * six code characters anywhere, with or without a space between them. Zod-free: the webhook,
 * the statement import and the screens read it alike.
 */
export const TRANSFER_REFERENCE_PREFIX = 'SC';

export function transferNoteFor(code: string): string {
  return `${TRANSFER_REFERENCE_PREFIX} ${code}`;
}

const CODE_CLASS = `[${BOOKING_CODE_ALPHABET}]`;
const REFERENCE = new RegExp(`(?:^|[^A-Z0-9])${TRANSFER_REFERENCE_PREFIX}[ ._-]?(${CODE_CLASS}{${BOOKING_CODE_LENGTH}})(?![A-Z0-9])`, 'g');
const GLUED = new RegExp(`${TRANSFER_REFERENCE_PREFIX}(${CODE_CLASS}{${BOOKING_CODE_LENGTH}})(?![A-Z0-9])`, 'g');

/** Every job code a transfer's note names, in the order written, each once. */
export function referencesIn(content: string): string[] {
  const text = content.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
  const found: string[] = [];
  for (const pattern of [REFERENCE, GLUED]) {
    for (const match of text.matchAll(pattern)) if (!found.includes(match[1]!)) found.push(match[1]!);
  }
  return found;
}
