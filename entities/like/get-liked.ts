import useSWR from 'swr';
import { getLikedPath } from '../../contract/api-paths';
import { apiRequest } from '../../contract/client';

export const LIKED_PATH = getLikedPath;

export function likedKey(accountId: string, productId: string) {
  return [LIKED_PATH, accountId, productId] as const;
}

export async function fetchLiked(accountId: string, productId: string) {
  const { getLiked } = await import('../../contract/favorites');
  return apiRequest(getLiked, { params: { accountId, productId } });
}

/**
 * Whether the signed-in account likes a service; nothing is asked for a visitor. A screen
 * that already knows the answer (the favourites list) passes it and skips the request.
 */
export function useLiked(accountId: string | undefined, productId: string, known?: boolean) {
  return useSWR(accountId ? likedKey(accountId, productId) : null, ([, account, product]) => fetchLiked(account, product), {
    fallbackData: known,
    revalidateOnMount: known === undefined,
  });
}
