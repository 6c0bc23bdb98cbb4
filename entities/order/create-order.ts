import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { getCart } from '../../contract/cart';
import { apiRequest } from '../../contract/client';
import type { z } from 'zod';
import { checkoutBodySchema, createOrder, IDEMPOTENCY_HEADER } from '../../contract/orders';
import { accountOrdersKey } from './get-account-orders';
import { orderKey } from './get-order';

export type CheckoutBody = z.input<typeof checkoutBodySchema>;

export function postOrder(body: CheckoutBody, idempotencyKey: string) {
  return apiRequest(createOrder, { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

/**
 * Places the order from the server-side cart. The key makes a repeated submit (double
 * click, retry after a lost answer) return the same order instead of a second one.
 * Afterwards the emptied cart, the badge and the order history refresh.
 */
export function useCreateOrder(accountId: string | undefined) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    'create-order',
    (_key: string, { arg }: { arg: { body: CheckoutBody; idempotencyKey: string } }) => postOrder(arg.body, arg.idempotencyKey),
    {
      onSuccess(order) {
        void mutate(orderKey(order._id), order, { revalidate: false });
        if (!accountId) return;
        // The cart entity's key, built from the contract (an entity never imports another).
        void mutate([getCart.path, accountId], [], { revalidate: true });
        void mutate(accountOrdersKey(accountId));
      },
    },
  );
}
