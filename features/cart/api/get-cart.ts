import useSWR from 'swr';
import { getCart } from '../../../contract/cart';
import { apiRequest } from '../../../contract/client';

/**
 * The contract path and the account id: checkout builds the same key from the contract to
 * refresh the cart (and this badge) after an order, without importing this feature.
 */
export function cartKey(accountId: string) {
  return [getCart.path, accountId] as const;
}

export function fetchCart(accountId: string) {
  return apiRequest(getCart, { params: { accountId } });
}

/** The signed-in account's cart, newest line first; nothing is asked for a visitor. */
export function useCart(accountId: string | undefined) {
  return useSWR(accountId ? cartKey(accountId) : null, ([, id]) => fetchCart(id));
}
