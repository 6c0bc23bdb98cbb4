import useSWR from 'swr';
import { apiRequest } from '../../../contract/client';
import { listCategories } from '../../../contract/categories';

export const categoriesKey = listCategories.path;

export function getCategories() {
  return apiRequest(listCategories);
}

export function useCategories() {
  return useSWR(categoriesKey, getCategories);
}
