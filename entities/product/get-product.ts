import useSWR from 'swr';
import { apiRequest } from '../../contract/client';

/** getProduct.path of contract/products.ts, written out: the key needs no contract module, whose schemas (zod) load with the first request instead of with the page. */
export const PRODUCT_PATH = '/api/products/:id';

export function productKey(id: string) {
  return [PRODUCT_PATH, id] as const;
}

export async function fetchProduct(id: string) {
  const { getProduct } = await import('../../contract/products');
  return apiRequest(getProduct, { params: { id } });
}

export function useProduct(id: string | undefined) {
  return useSWR(id ? productKey(id) : null, ([, productId]) => fetchProduct(productId));
}
