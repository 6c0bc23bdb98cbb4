import useSWR from 'swr';
import { apiRequestPage } from '../../contract/client';
import { DESK_REFRESH, PAGE_SIZE_MANAGER, type OrderStatus } from '../../contract/constants';
import { listOrders } from '../../contract/orders';

export interface ManagerOrdersQuery {
  page: number;
  /** Text in the code (last 6 characters), the customer's name, phone or e-mail. */
  q?: string;
  status?: OrderStatus;
}

/** Under the list's path, so every write to this entity refreshes the page too. */
export function managerOrdersKey(query: ManagerOrdersQuery) {
  return [listOrders.path, query] as const;
}

export function fetchManagerOrders(query: ManagerOrdersQuery) {
  return apiRequestPage(listOrders, { query: { limit: PAGE_SIZE_MANAGER, ...query } });
}

/**
 * One back-office page, searched, filtered and paged on the server; the last page stays shown
 * while the next loads, and new orders show up by themselves while the tab is visible.
 */
export function useManagerOrders(query: ManagerOrdersQuery) {
  return useSWR(managerOrdersKey(query), ([, current]) => fetchManagerOrders(current), { keepPreviousData: true, ...DESK_REFRESH });
}
