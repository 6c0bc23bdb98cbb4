import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { updatePart } from '../../contract/parts';
import { isPartKey } from './part-cache';

export type PartUpdateBody = BodyOf<typeof updatePart>;

export function putPart(id: string, body: PartUpdateBody) {
  return apiRequest(updatePart, { params: { id }, body });
}

/** Saves one (an edit, an archive or a return to use); every view of the parts refreshes. */
export function useUpdatePart() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${updatePart.method} ${updatePart.path}`, (_key: string, { arg }: { arg: { id: string; body: PartUpdateBody } }) => putPart(arg.id, arg.body), {
    onSuccess() {
      void mutate(isPartKey);
    },
  });
}
