import useSWR from 'swr';
import { listProductsPath } from '../../contract/api-paths';
import { apiRequest } from '../../contract/client';

export const productsKey = listProductsPath;

export async function getProducts() {
  const { listProducts } = await import('../../contract/products');
  return apiRequest(listProducts);
}

/** Every service, newest first; the list pages filter, sort and page in the browser. No call while `enabled` is false. */
export function useProducts(enabled = true) {
  return useSWR(enabled ? productsKey : null, getProducts);
}
