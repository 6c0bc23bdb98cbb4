import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { searchProducts } from '../../contract/products';

export function searchProductsKey(name: string) {
  return [searchProducts.path, name] as const;
}

export function getProductSearch(name: string) {
  return apiRequest(searchProducts, { query: { name } });
}

/** Services whose name matches (the server ignores case and diacritics); no call for blank text. */
export function useProductSearch(name: string | undefined) {
  const text = name?.trim();
  return useSWR(text ? searchProductsKey(text) : null, ([, query]) => getProductSearch(query));
}
