import useSWR from 'swr';
import { listCategoriesPath } from '../../contract/api-paths';
import { apiRequest } from '../../contract/client';

/** The contract path is the key, so the catalogue's sidebar and the favourites filter share one request. */
export const categoriesKey = listCategoriesPath;

export async function getCategories() {
  const { listCategories } = await import('../../contract/categories');
  return apiRequest(listCategories);
}

export function useCategories() {
  return useSWR(categoriesKey, getCategories);
}
