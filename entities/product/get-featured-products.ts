import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { listFeaturedProducts } from '../../contract/products';

export const featuredProductsKey = listFeaturedProducts.path;

export function getFeaturedProducts() {
  return apiRequest(listFeaturedProducts);
}

export function useFeaturedProducts() {
  return useSWR(featuredProductsKey, getFeaturedProducts);
}
