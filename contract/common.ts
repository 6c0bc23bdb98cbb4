import { z } from 'zod';
import './zod-locale';
import { messages } from './messages';
import { readPhone } from './typed-number-rules';

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

/**
 * A number field read the Vietnamese way (contract/typed-number-rules.ts) before its number schema
 * checks it: text is read ('200.000' is 200,000, '1,5' is 1.5), '' counts as missing, and text
 * that is no number becomes NaN, which the number schema refuses with its own message. Numbers
 * sent as numbers (the deployed client's JSON) pass as they are.
 */
export function typedNumber<T extends z.ZodType>(read: (text: string) => number | null, schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    return read(value) ?? Number.NaN;
  }, schema);
}

/** A phone as typed ('0912 345 678', '+84 912 345 678'), stored as its ten digits ('0912345678'). */
export function phoneSchema(required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((value, ctx) => {
      const phone = readPhone(value);
      if (phone === null) ctx.addIssue({ code: 'custom', message: invalid });
      return phone ?? value;
    });
}
