import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { listFavoriteProducts } from '../../contract/favorites';

export function favoritesKey(accountId: string) {
  return [listFavoriteProducts.path, accountId] as const;
}

export function fetchFavoriteProducts(accountId: string) {
  return apiRequest(listFavoriteProducts, { params: { accountId } });
}

/** The services the signed-in account likes, most recently liked first. */
export function useFavoriteProducts(accountId: string | undefined) {
  return useSWR(accountId ? favoritesKey(accountId) : null, ([, id]) => fetchFavoriteProducts(id));
}
