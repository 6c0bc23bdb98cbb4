import useSWR from 'swr';
import { searchProductsPath } from '../../contract/api-paths';
import { apiRequest } from '../../contract/client';

export const SEARCH_PRODUCTS_PATH = searchProductsPath;

export function searchProductsKey(name: string) {
  return [SEARCH_PRODUCTS_PATH, name] as const;
}

export async function getProductSearch(name: string) {
  const { searchProducts } = await import('../../contract/products');
  return apiRequest(searchProducts, { query: { name } });
}

/** Services whose name matches (the server ignores case and diacritics); no call for blank text. */
export function useProductSearch(name: string | undefined) {
  const text = name?.trim();
  return useSWR(text ? searchProductsKey(text) : null, ([, query]) => getProductSearch(query));
}
