import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { createPart } from '../../contract/parts';
import { isPartKey } from './part-cache';

export type PartCreateBody = BodyOf<typeof createPart>;

export function postPart(body: PartCreateBody) {
  return apiRequest(createPart, { body });
}

/** Adds one; every view of the parts refreshes. */
export function useCreatePart() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${createPart.method} ${createPart.path}`, (_key: string, { arg }: { arg: PartCreateBody }) => postPart(arg), {
    onSuccess() {
      void mutate(isPartKey);
    },
  });
}
