import useSWR from 'swr';
import { apiRequest, apiRequestPage } from '../../contract/client';
import { PAGE_SIZE_MANAGER } from '../../contract/constants';
import { listSuppliers } from '../../contract/parts';

export interface SuppliersQuery {
  page: number;
  /** Text in the name, the phone or the tax code. */
  q?: string;
}

/** Under the list's path, so every write to a supplier refreshes the page too. */
export function suppliersKey(query: SuppliersQuery) {
  return [listSuppliers.path, query] as const;
}

export function fetchSuppliers(query: SuppliersQuery) {
  return apiRequestPage(listSuppliers, { query: { limit: PAGE_SIZE_MANAGER, ...query } });
}

/** One back-office page, searched and paged on the server; the last page stays shown while the next loads. */
export function useSuppliers(query: SuppliersQuery) {
  return useSWR(suppliersKey(query), ([, current]) => fetchSuppliers(current), { keepPreviousData: true });
}

/** Every supplier (no page asked: the server answers them all), for a picker. */
export function useAllSuppliers() {
  return useSWR([listSuppliers.path, 'all'] as const, () => apiRequest(listSuppliers, { query: {} }));
}
