import useSWR from 'swr';
import { apiRequestPage } from '../../contract/client';
import { PAGE_SIZE_MANAGER } from '../../contract/constants';
import { listNews } from '../../contract/news';

export interface ManagerNewsQuery {
  page: number;
  /** Text in the title (any case) or the content. */
  q?: string;
}

/** Under the list's path, so every write to this entity refreshes the page too. */
export function managerNewsKey(query: ManagerNewsQuery) {
  return [listNews.path, query] as const;
}

export function fetchManagerNews(query: ManagerNewsQuery) {
  return apiRequestPage(listNews, { query: { limit: PAGE_SIZE_MANAGER, ...query } });
}

/** One back-office page, searched and paged on the server; the last page stays shown while the next loads. */
export function useManagerNews(query: ManagerNewsQuery) {
  return useSWR(managerNewsKey(query), ([, current]) => fetchManagerNews(current), { keepPreviousData: true });
}
