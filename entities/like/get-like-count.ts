import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { getLikeCount } from '../../contract/favorites';

/**
 * The same key the catalogue's read-only count uses (the contract path and the id), so a
 * like here updates every card that shows the service, whichever feature drew it.
 */
export function likeCountKey(productId: string) {
  return [getLikeCount.path, productId] as const;
}

export function fetchLikeCount(productId: string) {
  return apiRequest(getLikeCount, { params: { productId } });
}

export function useLikeCount(productId: string) {
  return useSWR(likeCountKey(productId), ([, id]) => fetchLikeCount(id));
}
