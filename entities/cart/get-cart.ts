import useSWR from 'swr';
import { apiRequest } from '../../contract/client';

/** getCart.path of contract/cart.ts, written out: the header's badge is on every page, the contract's schemas (zod) are not. */
export const CART_PATH = '/api/cart/:accountId';

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
