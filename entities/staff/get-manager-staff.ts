import useSWR from 'swr';
import { apiRequestPage } from '../../contract/client';
import { PAGE_SIZE_MANAGER } from '../../contract/constants';
import { listStaff } from '../../contract/staff';

export interface ManagerStaffQuery {
  page: number;
  /** Text in the name, the phone number or the position. */
  q?: string;
}

/** Under the list's path, so every write to this entity refreshes the page too. */
export function managerStaffKey(query: ManagerStaffQuery) {
  return [listStaff.path, query] as const;
}

export function fetchManagerStaff(query: ManagerStaffQuery) {
  return apiRequestPage(listStaff, { query: { limit: PAGE_SIZE_MANAGER, ...query } });
}

/** One back-office page, searched and paged on the server; the last page stays shown while the next loads. */
export function useManagerStaff(query: ManagerStaffQuery) {
  return useSWR(managerStaffKey(query), ([, current]) => fetchManagerStaff(current), { keepPreviousData: true });
}
