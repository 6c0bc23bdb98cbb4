import useSWR from 'swr';
import { listBannersPath } from '../../contract/api-paths';
import { apiRequest } from '../../contract/client';

export const bannersKey = listBannersPath;

export async function getBanners() {
  const { listBanners } = await import('../../contract/banners');
  return apiRequest(listBanners);
}

export function useBanners() {
  return useSWR(bannersKey, getBanners);
}
