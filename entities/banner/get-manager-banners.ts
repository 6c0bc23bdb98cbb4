import useSWR from 'swr';
import { apiRequestPage } from '../../contract/client';
import { PAGE_SIZE_MANAGER } from '../../contract/constants';
import { listBanners } from '../../contract/banners';

export interface ManagerBannersQuery {
  page: number;
}

/** Under the list's path, so every write to this entity refreshes the page too. */
export function managerBannersKey(query: ManagerBannersQuery) {
  return [listBanners.path, query] as const;
}

export function fetchManagerBanners(query: ManagerBannersQuery) {
  return apiRequestPage(listBanners, { query: { limit: PAGE_SIZE_MANAGER, ...query } });
}

/** One back-office page, searched and paged on the server; the last page stays shown while the next loads. */
export function useManagerBanners(query: ManagerBannersQuery) {
  return useSWR(managerBannersKey(query), ([, current]) => fetchManagerBanners(current), { keepPreviousData: true });
}
