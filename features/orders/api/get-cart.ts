import useSWR from 'swr';
import { getCart } from '../../../contract/cart';
import { apiRequest } from '../../../contract/client';

/**
 * The cart under the same key the cart feature uses (contract path and account id), so the
 * summary shares its request and an order refreshes the header badge.
 */
export function cartKey(accountId: string) {
  return [getCart.path, accountId] as const;
}

export function fetchCart(accountId: string) {
  return apiRequest(getCart, { params: { accountId } });
}

export function useCheckoutCart(accountId: string | undefined) {
  return useSWR(accountId ? cartKey(accountId) : null, ([, id]) => fetchCart(id));
}
