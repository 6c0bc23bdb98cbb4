import { useSWRConfig } from 'swr';
import { keyUnderPath } from '../../contract/cache-keys';
import { listBanners } from '../../contract/banners';

/** Every swr key of this entity starts with its contract path: this matches all of them. */
export const isBannerKey = keyUnderPath(listBanners.path);

/** Refreshes every view of this entity (lists, pages, details), in the cache the component sees. */
export function useRefreshBanners() {
  const { mutate } = useSWRConfig();
  return () => mutate(isBannerKey);
}
