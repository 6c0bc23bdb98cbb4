import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { setProductFeatured } from '../../contract/products';
import { isProductKey } from './product-cache';

export function putProductFeatured(id: string, isFeatured: boolean) {
  return apiRequest(setProductFeatured, { params: { id }, body: { isFeatured } });
}

/** Turns "featured" on or off; the lists (and the featured carousel) reload on success. */
export function useSetProductFeatured() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    setProductFeatured.path,
    (_key: string, { arg }: { arg: { id: string; isFeatured: boolean } }) => putProductFeatured(arg.id, arg.isFeatured),
    {
      onSuccess() {
        void mutate(isProductKey);
      },
    },
  );
}
