import useSWR from 'swr';
import { listBanners } from '../../contract/banners';
import { apiRequest } from '../../contract/client';

export const bannersKey = listBanners.path;

export function getBanners() {
  return apiRequest(listBanners);
}

export function useBanners() {
  return useSWR(bannersKey, getBanners);
}
