import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { deleteProduct } from '../../contract/products';
import { isProductKey } from './product-cache';

export function removeProduct(id: string) {
  return apiRequest(deleteProduct, { params: { id } });
}

/** Deletes one; every view of this entity refreshes. */
export function useDeleteProduct() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${deleteProduct.method} ${deleteProduct.path}`, (_key: string, { arg }: { arg: string }) => removeProduct(arg), {
    onSuccess() {
      void mutate(isProductKey);
    },
  });
}
