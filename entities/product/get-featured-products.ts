import useSWR from 'swr';
import { listFeaturedProductsPath } from '../../contract/api-paths';
import { apiRequest } from '../../contract/client';

export const featuredProductsKey = listFeaturedProductsPath;

export async function getFeaturedProducts() {
  const { listFeaturedProducts } = await import('../../contract/products');
  return apiRequest(listFeaturedProducts);
}

export function useFeaturedProducts() {
  return useSWR(featuredProductsKey, getFeaturedProducts);
}
