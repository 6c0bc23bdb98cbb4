/**
 * Days as the browser checks them before anything is sent. Kept free of zod (as every
 * `contract/*-rules.ts`, which lint holds to it) so a public page's form can read them
 * without loading the schemas.
 */

/** Nothing of a garage's happens before it; it also keeps out year 0000, which Postgres has no place for. */
const EARLIEST_YEAR = 1900;

/** True for a real calendar day written 'YYYY-MM-DD' (2025-02-30 is not one), from 1900 on. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number(value.slice(0, 4)) < EARLIEST_YEAR) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}
