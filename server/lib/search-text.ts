import { and, sql, type SQL } from 'drizzle-orm';

/**
 * Folds text for diacritics-insensitive search: "Bảo Dưỡng" and "bao duong" both become
 * "bao duong". NFD splits Vietnamese letters into base + combining marks; đ/Đ is a letter
 * of its own, not a base with a mark, so it is mapped by hand.
 */
export function foldSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Escapes LIKE wildcards so a user's "%" or "_" matches itself. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Separates the parts of a search document; folded text never contains it, so no word spans two parts. */
export const SEARCH_DOCUMENT_SEPARATOR = '\n';

/**
 * What the back-office `q` searches for a product: its name, its category's name and its
 * description, each folded. The category part is the second line, so a category rename
 * rewrites only that line of its products (see renameCategoryInSearchDocuments).
 */
export function productSearchDocument(name: string, categoryName: string, description: string): string {
  return [name, categoryName, description].map(foldSearchText).join(SEARCH_DOCUMENT_SEPARATOR);
}

/** The folded words of a search text; each must appear for a row to match. */
export function searchWords(text: string | undefined): string[] {
  return text ? foldSearchText(text).split(' ').filter(Boolean) : [];
}

/** A LIKE pattern that finds the word anywhere, its wildcards escaped (use with `escape '\\'`). */
export function containsPattern(word: string): string {
  return `%${escapeLike(word)}%`;
}

/**
 * Every word of `q` in the folded text (search_fold, the SQL twin of foldSearchText, from
 * migration 0002). For the small lists (categories, positions, news, staff) folding at query
 * time costs less than keeping another column current.
 */
export function foldedContainsAll(text: SQL, q: string | undefined): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => sql`search_fold(${text}) like ${containsPattern(word)} escape '\\'`));
}
