import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { deleteOrder } from '../../contract/orders';
import { isOrderKey } from './order-cache';

export function removeOrder(id: string) {
  return apiRequest(deleteOrder, { params: { id } });
}

/** Deletes one; every view of this entity refreshes. */
export function useDeleteOrder() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${deleteOrder.method} ${deleteOrder.path}`, (_key: string, { arg }: { arg: string }) => removeOrder(arg), {
    onSuccess() {
      void mutate(isOrderKey);
    },
  });
}
