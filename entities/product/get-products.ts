import useSWR from 'swr';
import { apiRequest } from '../../contract/client';

/** listProducts.path of contract/products.ts, written out: the key needs no contract module, whose schemas (zod) load with the first request instead of with the page. */
export const productsKey = '/api/products';

export async function getProducts() {
  const { listProducts } = await import('../../contract/products');
  return apiRequest(listProducts);
}

/** Every service, newest first; the list pages filter, sort and page in the browser. No call while `enabled` is false. */
export function useProducts(enabled = true) {
  return useSWR(enabled ? productsKey : null, getProducts);
}
