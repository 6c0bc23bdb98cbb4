import useSWR from 'swr';
import { apiRequest } from '../../contract/client';

/**
 * The contract path is the key, so the catalogue's sidebar and the favourites filter share one
 * request: listCategories.path of contract/categories.ts, written out, so the key needs no
 * contract module, whose schemas (zod) load with the first request instead of with the page.
 */
export const categoriesKey = '/api/categories';

export async function getCategories() {
  const { listCategories } = await import('../../contract/categories');
  return apiRequest(listCategories);
}

export function useCategories() {
  return useSWR(categoriesKey, getCategories);
}
