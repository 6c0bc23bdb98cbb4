import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { getLiked } from '../../contract/favorites';

export function likedKey(accountId: string, productId: string) {
  return [getLiked.path, accountId, productId] as const;
}

export function fetchLiked(accountId: string, productId: string) {
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
