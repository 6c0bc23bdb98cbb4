import useSWR from 'swr';
import { getLikeCountPath } from '../../contract/api-paths';
import { apiRequest } from '../../contract/client';

export const LIKE_COUNT_PATH = getLikeCountPath;

/**
 * The same key the catalogue's read-only count uses (the contract path and the id), so a
 * like here updates every card that shows the service, whichever feature drew it.
 */
export function likeCountKey(productId: string) {
  return [LIKE_COUNT_PATH, productId] as const;
}

export async function fetchLikeCount(productId: string) {
  const { getLikeCount } = await import('../../contract/favorites');
  return apiRequest(getLikeCount, { params: { productId } });
}

export function useLikeCount(productId: string) {
  return useSWR(likeCountKey(productId), ([, id]) => fetchLikeCount(id));
}
