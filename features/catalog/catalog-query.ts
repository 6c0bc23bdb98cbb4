import { PAGE_SIZE_PUBLIC, RELATED_PRODUCTS_MAX } from '../../contract/constants';
import type { ProductListSort } from '../../contract/paging';
import type { Product } from '../../contract/products';

/** The server's orders (GET /api/products `sort`), and 'default': A to Z, which only the browser collates the Vietnamese way. */
export type ProductSort = ProductListSort | 'default';

export const PRODUCT_SORTS: { value: ProductSort; label: string }[] = [
  { value: 'newest', label: 'Mới nhất' },
  { value: 'default', label: 'Mặc định' },
  { value: 'price-asc', label: 'Giá tăng dần' },
  { value: 'price-desc', label: 'Giá giảm dần' },
];

export function parseSort(value: string | null): ProductSort {
  return PRODUCT_SORTS.find((sort) => sort.value === value)?.value ?? 'newest';
}

/** A 1-based page number from the address bar; anything else is page 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

// Made on first use: building a Vietnamese collator costs ~10 ms of a phone's start-up, and
// most pages that import this module (every product card) never sort by name.
let collator: Intl.Collator | undefined;
const byName = {
  compare(a: string, b: string) {
    collator ??= new Intl.Collator('vi', { sensitivity: 'base', numeric: true });
    return collator.compare(a, b);
  },
};

const newestFirst = (a: Product, b: Product) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || byName.compare(a.name, b.name);

/**
 * Newest first by creation time; 'default' is the catalogue order a visitor expects
 * when nothing is asked: by name, A to Z, the Vietnamese way. By price, equal prices keep
 * the newest first, as the server orders them.
 */
export function sortProducts(products: readonly Product[], sort: ProductSort): Product[] {
  const copy = [...products];
  if (sort === 'newest') return copy.sort(newestFirst);
  if (sort === 'price-asc') return copy.sort((a, b) => a.price - b.price || newestFirst(a, b));
  if (sort === 'price-desc') return copy.sort((a, b) => b.price - a.price || newestFirst(a, b));
  return copy.sort((a, b) => byName.compare(a.name, b.name));
}

export function filterByCategory(products: readonly Product[], categoryId: string | undefined): Product[] {
  return categoryId ? products.filter((product) => product.category_id._id === categoryId) : [...products];
}

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

/** One page of a list; a page past the end shows the last page. */
export function paginate<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE_PUBLIC): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, pageCount, total: items.length };
}

/** Up to 8 other services of the same category, newest first. */
export function relatedProducts(all: readonly Product[], product: Product, max = RELATED_PRODUCTS_MAX): Product[] {
  return sortProducts(
    all.filter((other) => other._id !== product._id && other.category_id._id === product.category_id._id),
    'newest',
  ).slice(0, max);
}

/** Cuts a text at `max` characters on a word boundary when one is near, with an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
