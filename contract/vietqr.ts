/**
 * NAPAS's VietQR payload (EMVCo merchant-presented QR, "QR_Format_T&C_v1.0_VN_092021") for a
 * transfer of a set sum to a bank account: every field is ID (2 digits), length (2 digits) and
 * value, and the text ends with field 63, the CRC-16/CCITT-FALSE of everything before it
 * including '6304'. Pure and zod-free: the server builds it, tests read it back with `readTlv`.
 */

/** Merchant account template's GUID: NAPAS. */
const NAPAS_GUID = 'A000000727';
/** Service code: transfer to an account number (QRIBFTTC would be to a card). */
const TO_ACCOUNT = 'QRIBFTTA';
/** Banks read field 62.08 up to this many characters. */
export const VIETQR_NOTE_MAX = 25;

function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`VietQR field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR; 4 uppercase hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * What a bank app keeps of a transfer note: ASCII letters, digits and single spaces, at most 25
 * characters. Vietnamese diacritics are folded ('Sửa chữa' → 'Sua chua'), 'đ' to 'd'.
 */
export function vietqrNote(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/ +/g, ' ')
    .trim()
    .slice(0, VIETQR_NOTE_MAX)
    .trim();
}

export interface VietqrTransfer {
  /** The bank's 6-digit NAPAS BIN. */
  bin: string;
  accountNumber: string;
  /** Whole dong, above zero. */
  amount: number;
  /** The transfer's purpose (62.08); folded by `vietqrNote`. */
  note: string;
}

/** The dynamic VietQR text (point of initiation '12': one sum, one payment) for a transfer. */
export function vietqrPayload({ bin, accountNumber, amount, note }: VietqrTransfer): string {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('A VietQR amount is whole dong above zero');
  if (!/^\d{6}$/.test(bin)) throw new RangeError('A bank BIN has 6 digits');
  if (!/^[0-9A-Za-z]{1,19}$/.test(accountNumber)) throw new RangeError('An account number has 1 to 19 letters or digits');
  const purpose = vietqrNote(note);
  const body =
    field('00', '01') +
    field('01', '12') +
    field('38', field('00', NAPAS_GUID) + field('01', field('00', bin) + field('01', accountNumber)) + field('02', TO_ACCOUNT)) +
    field('53', '704') +
    field('54', String(amount)) +
    field('58', 'VN') +
    (purpose ? field('62', field('08', purpose)) : '') +
    '6304';
  return body + crc16CcittFalse(body);
}

/** One level of ID-length-value fields, in order; throws on text that is not TLV. */
export function readTlv(text: string): { id: string; value: string }[] {
  const fields: { id: string; value: string }[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(at + 2, at + 4)) || at + 4 + length > text.length) {
      throw new SyntaxError(`Not an EMVCo field at ${at}`);
    }
    fields.push({ id, value: text.slice(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  return fields;
}

/** A field's value by ID path ('38', '01', '00'), or undefined. */
export function tlvValue(text: string, ...path: string[]): string | undefined {
  let current: string | undefined = text;
  for (const id of path) {
    if (current === undefined) return undefined;
    current = readTlv(current).find((f) => f.id === id)?.value;
  }
  return current;
}
