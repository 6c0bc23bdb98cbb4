import useSWR from 'swr';
import { apiRequest } from '../../contract/client';

/** listFavoriteProducts.path of contract/favorites.ts, written out: a like updates this key without loading the schemas (zod). */
export const FAVORITES_PATH = '/api/favorites/account/:accountId/products';

export function favoritesKey(accountId: string) {
  return [FAVORITES_PATH, accountId] as const;
}

export async function fetchFavoriteProducts(accountId: string) {
  const { listFavoriteProducts } = await import('../../contract/favorites');
  return apiRequest(listFavoriteProducts, { params: { accountId } });
}

/** The services the signed-in account likes, most recently liked first. */
export function useFavoriteProducts(accountId: string | undefined) {
  return useSWR(accountId ? favoritesKey(accountId) : null, ([, id]) => fetchFavoriteProducts(id));
}
