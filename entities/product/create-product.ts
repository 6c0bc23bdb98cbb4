import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { createProduct } from '../../contract/products';
import { isProductKey } from './product-cache';

export type ProductCreateBody = BodyOf<typeof createProduct>;

export function postProduct(body: ProductCreateBody) {
  return apiRequest(createProduct, { body });
}

/** Adds one; every view of this entity refreshes. */
export function useCreateProduct() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(createProduct.path, (_key: string, { arg }: { arg: ProductCreateBody }) => postProduct(arg), {
    onSuccess() {
      void mutate(isProductKey);
    },
  });
}
