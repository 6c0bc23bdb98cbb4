import useSWR from 'swr';
import { getCartPath } from '../../contract/api-paths';
import { apiRequest } from '../../contract/client';

export const CART_PATH = getCartPath;

/**
 * The contract path and the account id: the header badge, the cart page and checkout share
 * one request, and an order (entities/order) builds the same key from the contract to empty it.
 */
export function cartKey(accountId: string) {
  return [CART_PATH, accountId] as const;
}

export async function fetchCart(accountId: string) {
  const { getCart } = await import('../../contract/cart');
  return apiRequest(getCart, { params: { accountId } });
}

/** The signed-in account's cart, newest line first; nothing is asked for a visitor. */
export function useCart(accountId: string | undefined) {
  return useSWR(accountId ? cartKey(accountId) : null, ([, id]) => fetchCart(id));
}
