import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { getPurchaseOrder } from '../../contract/parts';

// Headed by the list's path ('/api/purchase-orders/:id' starts with it), so a write refreshes the detail too.
export function purchaseOrderKey(id: string) {
  return [getPurchaseOrder.path, id] as const;
}

export function fetchPurchaseOrder(id: string) {
  return apiRequest(getPurchaseOrder, { params: { id } });
}

/** One order with its lines (ordered, received); nothing is asked while `id` is undefined. */
export function usePurchaseOrder(id: string | undefined) {
  return useSWR(id ? purchaseOrderKey(id) : null, ([, current]) => fetchPurchaseOrder(current));
}
