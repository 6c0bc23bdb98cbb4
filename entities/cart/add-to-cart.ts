import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { cartKey } from './get-cart';

// The contract (and zod) load with the first add, not with the detail page that shows the button.
export async function postCartItem(accountId: string, productId: string, quantity: number) {
  const { addToCart } = await import('../../contract/cart');
  return apiRequest(addToCart, { body: { product_id: productId, quantity, account_id: accountId } });
}

/** Adds a service to the cart (merged with its line if there is one); the cart refreshes after. */
export function useAddToCart(accountId: string | undefined) {
  return useSWRMutation(
    accountId ? cartKey(accountId) : null,
    ([, id]: readonly [string, string], { arg }: { arg: { productId: string; quantity: number } }) => postCartItem(id, arg.productId, arg.quantity),
    // The answer is one line, not the cart: refetch the cart instead of caching it.
    { populateCache: false, revalidate: true },
  );
}
