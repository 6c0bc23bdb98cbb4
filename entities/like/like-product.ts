import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '../../contract/client';
import { favoritesKey } from './get-favorite-products';
import { likeCountKey } from './get-like-count';
import { likedKey } from './get-liked';

// The contract (and zod) load with the first like, not with the cards that show the button.
export async function postLike(accountId: string, productId: string) {
  const { likeProduct } = await import('../../contract/favorites');
  return apiRequest(likeProduct, { body: { accountId, productId } });
}

/**
 * Likes a service. The heart fills and the count goes up at once; the server's count
 * replaces the guess when it answers, and a failure puts both back.
 */
export function useLikeProduct() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (accountId: string, productId: string) => {
      const liked = likedKey(accountId, productId);
      const count = likeCountKey(productId);
      await mutate(liked, true, { revalidate: false });
      await mutate(count, (current?: number) => (current ?? 0) + 1, { revalidate: false });
      try {
        const answer = await postLike(accountId, productId);
        await mutate(count, answer.count, { revalidate: false });
        void mutate(favoritesKey(accountId));
        return answer;
      } catch (error) {
        await mutate(liked, false, { revalidate: false });
        void mutate(count);
        throw error;
      }
    },
    [mutate],
  );
}
