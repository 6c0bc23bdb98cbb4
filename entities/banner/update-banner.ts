import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { updateBanner } from '../../contract/banners';
import { isBannerKey } from './banner-cache';

export type BannerUpdateBody = BodyOf<typeof updateBanner>;

export function putBanner(id: string, body: BannerUpdateBody) {
  return apiRequest(updateBanner, { params: { id }, body });
}

/** Saves one; every view of this entity refreshes. */
export function useUpdateBanner() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${updateBanner.method} ${updateBanner.path}`, (_key: string, { arg }: { arg: { id: string; body: BannerUpdateBody } }) => putBanner(arg.id, arg.body), {
    onSuccess() {
      void mutate(isBannerKey);
    },
  });
}
