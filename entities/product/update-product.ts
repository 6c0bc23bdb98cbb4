import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { updateProduct } from '../../contract/products';
import { isProductKey } from './product-cache';

export type ProductUpdateBody = BodyOf<typeof updateProduct>;

export function putProduct(id: string, body: ProductUpdateBody) {
  return apiRequest(updateProduct, { params: { id }, body });
}

/** Saves one; every view of this entity refreshes. */
export function useUpdateProduct() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${updateProduct.method} ${updateProduct.path}`, (_key: string, { arg }: { arg: { id: string; body: ProductUpdateBody } }) => putProduct(arg.id, arg.body), {
    onSuccess() {
      void mutate(isProductKey);
    },
  });
}
