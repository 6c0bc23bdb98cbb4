import useSWR from 'swr';
import { apiRequestPage } from '../../contract/client';
import { PAGE_SIZE_MANAGER } from '../../contract/constants';
import { listProducts } from '../../contract/products';

export interface ManagerProductsQuery {
  page: number;
  /** Text in the name, the category name or the description. */
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  /** Stock at most this many. */
  maxQuantity?: number;
}

/** Under the list's path, so every write to this entity refreshes the page too. */
export function managerProductsKey(query: ManagerProductsQuery) {
  return [listProducts.path, query] as const;
}

export function fetchManagerProducts(query: ManagerProductsQuery) {
  return apiRequestPage(listProducts, { query: { limit: PAGE_SIZE_MANAGER, ...query } });
}

/** One back-office page, searched and paged on the server; the last page stays shown while the next loads. */
export function useManagerProducts(query: ManagerProductsQuery) {
  return useSWR(managerProductsKey(query), ([, current]) => fetchManagerProducts(current), { keepPreviousData: true });
}
