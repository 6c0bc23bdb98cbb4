import { z } from 'zod';
import './zod-locale';
import { messages } from './messages';

/** 24 hex characters, the first 8 a creation time in seconds (the layout the client sorts by). */
export const objectIdSchema = z.string().regex(/^[0-9a-f]{24}$/, messages.common.invalidId);
export const idParamsSchema = z.object({ id: objectIdSchema });

export const isoDateTimeSchema = z.string().datetime({ offset: true });

/**
 * NUL and lone UTF-16 surrogates: Postgres refuses the first in any text column and cannot
 * encode the second. No form produces them; the server refuses any request that carries them.
 */
const LONE_SURROGATE = /\p{Cs}/u;
export const hasUnstorableCharacters = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

export const errorResponseSchema = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** A required, trimmed text field whose empty form carries a given message. */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max);
}
