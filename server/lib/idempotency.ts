import { createHash } from 'node:crypto';
import { badRequest } from './http-errors';

/** Longest key accepted; a UUID is 36 characters. */
export const IDEMPOTENCY_KEY_MAX = 200;

/**
 * The key of a create request that a client may retry (checkout, booking): from the
 * `Idempotency-Key` header or, for clients that cannot set headers, the body; both present
 * must agree. `invalid` is the refusal's text, in the words of the form that sent it.
 */
export function idempotencyKeyOf(header: string | string[] | undefined, bodyKey: string | undefined, invalid: string): string | undefined {
  if (Array.isArray(header)) throw badRequest(invalid);
  const fromHeader = header?.trim();
  if (header !== undefined && (!fromHeader || fromHeader.length > IDEMPOTENCY_KEY_MAX)) throw badRequest(invalid);
  if (fromHeader && bodyKey && fromHeader !== bodyKey) throw badRequest(invalid);
  return fromHeader || bodyKey;
}

/**
 * A fingerprint of what a request asked, stored beside its key: a retry must ask the same
 * thing to get the first answer back, so a key cannot fetch someone else's record.
 */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}
