import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { createBanner } from '../../contract/banners';
import { isBannerKey } from './banner-cache';

export type BannerCreateBody = BodyOf<typeof createBanner>;

export function postBanner(body: BannerCreateBody) {
  return apiRequest(createBanner, { body });
}

/** Adds one; every view of this entity refreshes. */
export function useCreateBanner() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(createBanner.path, (_key: string, { arg }: { arg: BannerCreateBody }) => postBanner(arg), {
    onSuccess() {
      void mutate(isBannerKey);
    },
  });
}
