import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { createSupplier } from '../../contract/parts';
import { isSupplierKey } from './supplier-cache';

export type SupplierBody = BodyOf<typeof createSupplier>;

export function postSupplier(body: SupplierBody) {
  return apiRequest(createSupplier, { body });
}

/** Adds one; every view of this entity (the list, the pickers) refreshes. */
export function useCreateSupplier() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(createSupplier.path, (_key: string, { arg }: { arg: SupplierBody }) => postSupplier(arg), {
    onSuccess() {
      void mutate(isSupplierKey);
    },
  });
}
