import useSWR from 'swr';
import { apiRequestPage } from '../../contract/client';
import { PAGE_SIZE_MANAGER } from '../../contract/constants';
import type { BranchId } from '../../contract/garage';
import { listPurchaseOrders, type PurchaseOrderStatus } from '../../contract/parts';

export interface PurchaseOrdersQuery {
  page: number;
  branch?: BranchId;
  status?: PurchaseOrderStatus;
  supplierId?: string;
}

/** Under the list's path, so every write to an order refreshes the page too. */
export function purchaseOrdersKey(query: PurchaseOrdersQuery) {
  return [listPurchaseOrders.path, query] as const;
}

export function fetchPurchaseOrders(query: PurchaseOrdersQuery) {
  return apiRequestPage(listPurchaseOrders, { query: { limit: PAGE_SIZE_MANAGER, ...query } });
}

/** One back-office page, filtered and paged on the server; the last page stays shown while the next loads. */
export function usePurchaseOrders(query: PurchaseOrdersQuery) {
  return useSWR(purchaseOrdersKey(query), ([, current]) => fetchPurchaseOrders(current), { keepPreviousData: true });
}
