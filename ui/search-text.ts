/** The text a search box may send: trimmed, or null when nothing but blanks was typed. */
export function normalizeSearch(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
