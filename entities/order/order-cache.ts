import { useSWRConfig } from 'swr';
import { keyUnderPath } from '../../contract/cache-keys';
import { listOrders } from '../../contract/orders';

/**
 * Every swr key of this entity starts with its contract path: this matches all of them
 * (the back-office pages, one order, a customer's history).
 */
export const isOrderKey = keyUnderPath(listOrders.path);

/** Refreshes every view of this entity (lists, pages, details), in the cache the component sees. */
export function useRefreshOrders() {
  const { mutate } = useSWRConfig();
  return () => mutate(isOrderKey);
}
