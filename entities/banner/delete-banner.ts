import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { deleteBanner } from '../../contract/banners';
import { isBannerKey } from './banner-cache';

export function removeBanner(id: string) {
  return apiRequest(deleteBanner, { params: { id } });
}

/** Deletes one; every view of this entity refreshes. */
export function useDeleteBanner() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${deleteBanner.method} ${deleteBanner.path}`, (_key: string, { arg }: { arg: string }) => removeBanner(arg), {
    onSuccess() {
      void mutate(isBannerKey);
    },
  });
}
