import { z } from 'zod';
import { format, messages } from './messages';
import { isCalendarDay } from './day-rules';

// contract/accounts.ts reads isCalendarDay from here until it imports contract/day-rules.ts itself.
export { isCalendarDay } from './day-rules';

/** The longest range one CSV export covers: a year, leap day included. */
export const EXPORT_MAX_DAYS = 366;

export function dayParam(missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .refine(isCalendarDay, messages.validation.dateInvalid);
}

/** Whole days between two 'YYYY-MM-DD' days, both counted. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The fields of a date range; an export with more filters spreads them into its own object and refines it with checkDateRange. */
export const dateRangeShape = { from: dayParam(messages.exports.fromRequired), to: dayParam(messages.exports.toRequired) };

/** `from` not after `to`, and at most EXPORT_MAX_DAYS apart. */
export function checkDateRange(range: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (!isCalendarDay(range.from) || !isCalendarDay(range.to)) return;
  if (range.from > range.to) ctx.addIssue({ code: 'custom', path: ['to'], message: messages.exports.rangeInvalid });
  else if (daysInRange(range.from, range.to) > EXPORT_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: format(messages.exports.rangeTooLong, { max: EXPORT_MAX_DAYS }) });
  }
}

/** `from` and `to` as 'YYYY-MM-DD', both included, at most EXPORT_MAX_DAYS long. */
export const dateRangeQuerySchema = z.object(dateRangeShape).superRefine(checkDateRange);
export type DateRangeQuery = z.output<typeof dateRangeQuerySchema>;

/** Excel reads a UTF-8 CSV as such only when it starts with this mark. */
export const CSV_BOM = '\uFEFF';
