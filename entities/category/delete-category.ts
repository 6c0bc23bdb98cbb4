import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { deleteCategory } from '../../contract/categories';
import { isCategoryKey } from './category-cache';

export function removeCategory(id: string) {
  return apiRequest(deleteCategory, { params: { id } });
}

/** Deletes one; every view of this entity refreshes. */
export function useDeleteCategory() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${deleteCategory.method} ${deleteCategory.path}`, (_key: string, { arg }: { arg: string }) => removeCategory(arg), {
    onSuccess() {
      void mutate(isCategoryKey);
    },
  });
}
