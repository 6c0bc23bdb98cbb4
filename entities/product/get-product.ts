import useSWR from 'swr';
import { getProductPath } from '../../contract/api-paths';
import { apiRequest } from '../../contract/client';

export const PRODUCT_PATH = getProductPath;

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
