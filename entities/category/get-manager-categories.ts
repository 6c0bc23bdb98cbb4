import useSWR from 'swr';
import { apiRequestPage } from '../../contract/client';
import { PAGE_SIZE_MANAGER } from '../../contract/constants';
import { listCategories } from '../../contract/categories';

export interface ManagerCategoriesQuery {
  page: number;
  q?: string;
}

/** Under the list's path, so every write to this entity refreshes the page too. */
export function managerCategoriesKey(query: ManagerCategoriesQuery) {
  return [listCategories.path, query] as const;
}

export function fetchManagerCategories(query: ManagerCategoriesQuery) {
  return apiRequestPage(listCategories, { query: { limit: PAGE_SIZE_MANAGER, ...query } });
}

/** One back-office page, searched and paged on the server; the last page stays shown while the next loads. */
export function useManagerCategories(query: ManagerCategoriesQuery) {
  return useSWR(managerCategoriesKey(query), ([, current]) => fetchManagerCategories(current), { keepPreviousData: true });
}
