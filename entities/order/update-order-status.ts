import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { OrderStatus } from '../../contract/constants';
import { updateOrderStatus } from '../../contract/orders';
import { isOrderKey } from './order-cache';

export function putOrderStatus(id: string, status: OrderStatus) {
  return apiRequest(updateOrderStatus, { params: { id }, body: { status } });
}

/** Sets an order's status (the server records who and when); every view of orders refreshes. */
export function useUpdateOrderStatus() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${updateOrderStatus.method} ${updateOrderStatus.path}`,
    (_key: string, { arg }: { arg: { id: string; status: OrderStatus } }) => putOrderStatus(arg.id, arg.status),
    {
      onSuccess() {
        void mutate(isOrderKey);
      },
    },
  );
}
