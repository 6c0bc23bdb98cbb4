import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { getOrder } from '../../contract/orders';

export function orderKey(orderId: string) {
  return [getOrder.path, orderId] as const;
}

export function fetchOrder(orderId: string) {
  return apiRequest(getOrder, { params: { id: orderId } });
}

/** One order with its lines, status and address; only its owner (or staff) may read it. */
export function useOrder(orderId: string | undefined) {
  return useSWR(orderId ? orderKey(orderId) : null, ([, id]) => fetchOrder(id));
}
