import useSWR from 'swr';
import { apiRequest } from '../../contract/client';

/** listBanners.path of contract/banners.ts, written out: the key needs no contract module, whose schemas (zod) load with the first request instead of with the page. */
export const bannersKey = '/api/banners';

export async function getBanners() {
  const { listBanners } = await import('../../contract/banners');
  return apiRequest(listBanners);
}

export function useBanners() {
  return useSWR(bannersKey, getBanners);
}
