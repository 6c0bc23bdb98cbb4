/**
 * The header of a create request a client may retry (checkout, booking): the same key sent
 * again answers the first result instead of making a second one.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The part of Web Crypto used here (the browser's `crypto`, or Node's). The bytes are a plain
 * ArrayBuffer's: the DOM types of TypeScript 7 refuse a SharedArrayBuffer view.
 */
export interface RandomSource {
  getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>;
  randomUUID?: () => string;
}

/**
 * A fresh random key for one submit. `crypto.randomUUID` exists only on secure pages
 * (https or localhost); a shop opened over plain http on the LAN still gets a v4 UUID.
 */
export function newIdempotencyKey(source: RandomSource = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
