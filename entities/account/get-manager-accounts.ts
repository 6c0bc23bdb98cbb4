import useSWR from 'swr';
import { listAccounts } from '../../contract/accounts';
import { apiRequestPage } from '../../contract/client';
import { PAGE_SIZE_MANAGER } from '../../contract/constants';

export interface ManagerAccountsQuery {
  page: number;
  /** Text in the full name, the e-mail or a role's name. */
  q?: string;
  /** Created on or after this day (YYYY-MM-DD, garage time). */
  createdFrom?: string;
}

/** Under the list's path, so every write to this entity refreshes the page too. */
export function managerAccountsKey(query: ManagerAccountsQuery) {
  return [listAccounts.path, query] as const;
}

export function fetchManagerAccounts(query: ManagerAccountsQuery) {
  return apiRequestPage(listAccounts, { query: { limit: PAGE_SIZE_MANAGER, ...query } });
}

/** One back-office page, searched and paged on the server; the last page stays shown while the next loads. */
export function useManagerAccounts(query: ManagerAccountsQuery) {
  return useSWR(managerAccountsKey(query), ([, current]) => fetchManagerAccounts(current), { keepPreviousData: true });
}
