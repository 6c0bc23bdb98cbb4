import useSWR from 'swr';
import { apiRequest } from '../../contract/client';

/** listFeaturedProducts.path of contract/products.ts, written out: the key needs no contract module, whose schemas (zod) load with the first request instead of with the page. */
export const featuredProductsKey = '/api/products/featured';

export async function getFeaturedProducts() {
  const { listFeaturedProducts } = await import('../../contract/products');
  return apiRequest(listFeaturedProducts);
}

export function useFeaturedProducts() {
  return useSWR(featuredProductsKey, getFeaturedProducts);
}
