import useSWR from 'swr';
import { apiRequestPage } from '../../contract/client';
import { PAGE_SIZE_MANAGER } from '../../contract/constants';
import { listStaffPositions } from '../../contract/staff-positions';

export interface ManagerStaffPositionsQuery {
  page: number;
  q?: string;
}

/** Under the list's path, so every write to this entity refreshes the page too. */
export function managerStaffPositionsKey(query: ManagerStaffPositionsQuery) {
  return [listStaffPositions.path, query] as const;
}

export function fetchManagerStaffPositions(query: ManagerStaffPositionsQuery) {
  return apiRequestPage(listStaffPositions, { query: { limit: PAGE_SIZE_MANAGER, ...query } });
}

/** One back-office page, searched and paged on the server; the last page stays shown while the next loads. */
export function useManagerStaffPositions(query: ManagerStaffPositionsQuery) {
  return useSWR(managerStaffPositionsKey(query), ([, current]) => fetchManagerStaffPositions(current), { keepPreviousData: true });
}
