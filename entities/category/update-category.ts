import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { keyUnderPath } from '../../contract/cache-keys';
import { listProducts } from '../../contract/products';
import { updateCategory } from '../../contract/categories';
import { isCategoryKey } from './category-cache';

export type CategoryUpdateBody = BodyOf<typeof updateCategory>;

export function putCategory(id: string, body: CategoryUpdateBody) {
  return apiRequest(updateCategory, { params: { id }, body });
}

/** Saves one; every view of this entity refreshes (a service shows its category by name, so those lists refresh too). */
export function useUpdateCategory() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${updateCategory.method} ${updateCategory.path}`, (_key: string, { arg }: { arg: { id: string; body: CategoryUpdateBody } }) => putCategory(arg.id, arg.body), {
    onSuccess() {
      void mutate(isCategoryKey);
      void mutate(keyUnderPath(listProducts.path));
    },
  });
}
