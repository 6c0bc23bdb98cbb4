import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { listProducts } from '../../contract/products';

export const productsKey = listProducts.path;

export function getProducts() {
  return apiRequest(listProducts);
}

/** Every service, newest first; the list pages filter, sort and page in the browser. No call while `enabled` is false. */
export function useProducts(enabled = true) {
  return useSWR(enabled ? productsKey : null, getProducts);
}
