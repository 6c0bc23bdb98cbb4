import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '../../contract/client';
import type { FavoriteProduct } from '../../contract/favorites';
import { favoritesKey } from './get-favorite-products';
import { likeCountKey } from './get-like-count';
import { likedKey } from './get-liked';

// The contract (and zod) load with the first unlike, not with the cards that show the button.
export async function deleteLike(accountId: string, productId: string) {
  const { unlikeProduct } = await import('../../contract/favorites');
  return apiRequest(unlikeProduct, { params: { accountId, productId } });
}

/**
 * Unlikes a service: the heart empties, the count drops (never below 0) and the card leaves
 * the favourites list at once; a failure brings all three back. Answers the server's message.
 */
export function useUnlikeProduct() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (accountId: string, productId: string) => {
      const liked = likedKey(accountId, productId);
      const count = likeCountKey(productId);
      const favorites = favoritesKey(accountId);
      await mutate(liked, false, { revalidate: false });
      await mutate(count, (current?: number) => Math.max(0, (current ?? 0) - 1), { revalidate: false });
      await mutate(favorites, (list?: FavoriteProduct[]) => list?.filter((product) => product._id !== productId), { revalidate: false });
      try {
        const message = await deleteLike(accountId, productId);
        // The answer carries no count; others may have liked meanwhile.
        void mutate(count);
        return message;
      } catch (error) {
        await mutate(liked, true, { revalidate: false });
        void mutate(count);
        void mutate(favorites);
        throw error;
      }
    },
    [mutate],
  );
}
