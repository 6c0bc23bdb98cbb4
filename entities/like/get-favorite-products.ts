import useSWR from 'swr';
import { listFavoriteProductsPath } from '../../contract/api-paths';
import { apiRequest } from '../../contract/client';

export const FAVORITES_PATH = listFavoriteProductsPath;

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
