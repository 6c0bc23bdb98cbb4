import useSWR from 'swr';
import { listCategories } from '../../contract/categories';
import { apiRequest } from '../../contract/client';

/** The contract path is the key, so the catalogue's sidebar and the favourites filter share one request. */
export const categoriesKey = listCategories.path;

export function getCategories() {
  return apiRequest(listCategories);
}

export function useCategories() {
  return useSWR(categoriesKey, getCategories);
}
