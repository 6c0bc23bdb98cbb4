import { useSWRConfig } from 'swr';
import { keyUnderPath } from '../../contract/cache-keys';
import { listProducts } from '../../contract/products';

/** Every swr key of this entity starts with its contract path: this matches all of them. */
export const isProductKey = keyUnderPath(listProducts.path);

/** Refreshes every view of this entity (lists, pages, details), in the cache the component sees. */
export function useRefreshProducts() {
  const { mutate } = useSWRConfig();
  return () => mutate(isProductKey);
}
