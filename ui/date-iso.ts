/** A local calendar date as the YYYY-MM-DD string that <input type="date"> uses. */
export function toIsoDate(date: Date) {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/**
 * The later of two YYYY-MM-DD bounds. String comparison is enough because the format
 * sorts like the dates it names.
 */
export function laterIsoDate(a: string | undefined, b: string | undefined) {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}
