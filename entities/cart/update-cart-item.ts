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
 *
 * Each step edits the cart as it shows now. SWR's own optimisticData is not used: while one
 * of its mutations is pending, the next one starts from the cart before both, so a second
 * line changed before the first line's answer undid the first on screen (the total read one
 * price short while the server kept both).
 */
export function useUpdateCartQuantity(accountId: string | undefined) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (line: CartItem, quantity: number) => {
      if (!accountId) throw new Error('Chưa đăng nhập');
      const key = cartKey(accountId);
      const put = (next: CartItem) => mutate(key, (current?: CartItem[]) => withLine(current, next), { revalidate: false });
      await put({ ...line, quantity });
      try {
        const answer = await putCartQuantity(line._id, quantity);
        await put(answer);
        return answer;
      } catch (error) {
        await put(line);
        throw error;
      }
    },
    [accountId, mutate],
  );
}
