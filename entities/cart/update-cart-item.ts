import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { updateCartItem, type CartItem } from '../../contract/cart';
import { apiRequest } from '../../contract/client';
import { cartKey } from './get-cart';

export function putCartQuantity(cartItemId: string, quantity: number) {
  return apiRequest(updateCartItem, { params: { cartItemId }, body: { quantity } });
}

function withLine(cart: CartItem[] | undefined, line: CartItem): CartItem[] | undefined {
  return cart?.map((item) => (item._id === line._id ? line : item));
}

/**
 * Changes a line's quantity: the new number and total show at once, the server's line
 * replaces it, and a refusal (stock sold meanwhile) puts the old number back.
 */
export function useUpdateCartQuantity(accountId: string | undefined) {
  const { mutate } = useSWRConfig();
  return useCallback(
    (line: CartItem, quantity: number) => {
      if (!accountId) return Promise.reject(new Error('Chưa đăng nhập'));
      return mutate(cartKey(accountId), putCartQuantity(line._id, quantity), {
        optimisticData: (current?: CartItem[]) => withLine(current, { ...line, quantity }) ?? [],
        populateCache: (answer: CartItem, current?: CartItem[]) => withLine(current, answer) ?? [],
        rollbackOnError: true,
        revalidate: false,
      });
    },
    [accountId, mutate],
  );
}
