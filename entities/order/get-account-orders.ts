import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { listAccountOrders } from '../../contract/orders';

export function accountOrdersKey(accountId: string) {
  return [listAccountOrders.path, accountId] as const;
}

export function fetchAccountOrders(accountId: string) {
  return apiRequest(listAccountOrders, { params: { accountId } });
}

/** The customer's own orders, newest first. */
export function useAccountOrders(accountId: string | undefined) {
  return useSWR(accountId ? accountOrdersKey(accountId) : null, ([, id]) => fetchAccountOrders(id));
}
