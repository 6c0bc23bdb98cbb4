import useSWR from 'swr';
import { apiRequest } from '../../../contract/client';
import { getLikeCount } from '../../../contract/favorites';

/** The cache key a like or unlike revalidates, so every card showing the service updates. */
export function likeCountKey(productId: string) {
  return [getLikeCount.path, productId] as const;
}

export function fetchLikeCount(productId: string) {
  return apiRequest(getLikeCount, { params: { productId } });
}

export function useLikeCount(productId: string) {
  return useSWR(likeCountKey(productId), ([, id]) => fetchLikeCount(id));
}
