import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { keyUnderPath } from '../../contract/cache-keys';
import { listProducts } from '../../contract/products';
import { createCategory } from '../../contract/categories';
import { isCategoryKey } from './category-cache';

export type CategoryCreateBody = BodyOf<typeof createCategory>;

export function postCategory(body: CategoryCreateBody) {
  return apiRequest(createCategory, { body });
}

/** Adds one; every view of this entity refreshes (a service shows its category by name, so those lists refresh too). */
export function useCreateCategory() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(createCategory.path, (_key: string, { arg }: { arg: CategoryCreateBody }) => postCategory(arg), {
    onSuccess() {
      void mutate(isCategoryKey);
      void mutate(keyUnderPath(listProducts.path));
    },
  });
}
