import { PAGE_SIZE_PUBLIC } from '../../contract/constants';
import type { FavoriteProduct } from '../../contract/favorites';

export type FavoriteSort = 'newest' | 'default';

export const FAVORITE_SORTS: { value: FavoriteSort; label: string }[] = [
  { value: 'newest', label: 'Mới nhất' },
  { value: 'default', label: 'Mặc định' },
];

export function parseSort(value: string | null): FavoriteSort {
  return value === 'default' ? 'default' : 'newest';
}

/** A 1-based page number from the address bar; anything else is page 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const byName = new Intl.Collator('vi', { sensitivity: 'base', numeric: true });

/**
 * 'newest' puts the most recently liked first, which is what a customer looks for in a
 * favourites list; 'default' is the catalogue's plain order, by name A to Z.
 */
export function sortFavorites(products: readonly FavoriteProduct[], sort: FavoriteSort): FavoriteProduct[] {
  const copy = [...products];
  if (sort === 'newest') return copy.sort((a, b) => Date.parse(b.likedAt) - Date.parse(a.likedAt) || byName.compare(a.name, b.name));
  return copy.sort((a, b) => byName.compare(a.name, b.name));
}

/** Favourites carry the plain category id, compared as the deployed client does. */
export function filterByCategory(products: readonly FavoriteProduct[], categoryId: string | undefined): FavoriteProduct[] {
  return categoryId ? products.filter((product) => product.category_id === categoryId) : [...products];
}

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

/** One page of the list; a page past the end shows the last one (after an unlike, say). */
export function paginate<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE_PUBLIC): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, pageCount, total: items.length };
}
