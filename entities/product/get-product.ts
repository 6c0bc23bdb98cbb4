import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { getProduct } from '../../contract/products';

export function productKey(id: string) {
  return [getProduct.path, id] as const;
}

export function fetchProduct(id: string) {
  return apiRequest(getProduct, { params: { id } });
}

export function useProduct(id: string | undefined) {
  return useSWR(id ? productKey(id) : null, ([, productId]) => fetchProduct(productId));
}
