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
