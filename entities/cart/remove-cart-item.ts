import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { removeCartItem, type CartItem } from '../../contract/cart';
import { apiRequest } from '../../contract/client';
import { cartKey } from './get-cart';

export function deleteCartItem(cartItemId: string) {
  return apiRequest(removeCartItem, { params: { cartItemId } });
}

/** Removes a line and drops it from the cached cart; answers the server's message. */
export function useRemoveCartItem(accountId: string | undefined) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (line: CartItem) => {
      const answer = await deleteCartItem(line._id);
      if (accountId) {
        await mutate(cartKey(accountId), (current?: CartItem[]) => current?.filter((item) => item._id !== line._id), { revalidate: false });
      }
      return answer;
    },
    [accountId, mutate],
  );
}
