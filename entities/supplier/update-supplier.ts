import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { updateSupplier } from '../../contract/parts';
import { isSupplierKey } from './supplier-cache';

export type SupplierUpdateBody = BodyOf<typeof updateSupplier>;

export function putSupplier(id: string, body: SupplierUpdateBody) {
  return apiRequest(updateSupplier, { params: { id }, body });
}

/** Saves one; every view of this entity refreshes. */
export function useUpdateSupplier() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${updateSupplier.method} ${updateSupplier.path}`, (_key: string, { arg }: { arg: { id: string; body: SupplierUpdateBody } }) => putSupplier(arg.id, arg.body), {
    onSuccess() {
      void mutate(isSupplierKey);
    },
  });
}
