import useSWR from 'swr';
import { listProductCommentsPath } from '../../contract/api-paths';
import { apiRequest } from '../../contract/client';

export const PRODUCT_COMMENTS_PATH = listProductCommentsPath;

export function productCommentsKey(productId: string) {
  return [PRODUCT_COMMENTS_PATH, productId] as const;
}

export async function fetchProductComments(productId: string) {
  const { listProductComments } = await import('../../contract/comments');
  return apiRequest(listProductComments, { params: { productId } });
}

export function useProductComments(productId: string | undefined) {
  return useSWR(productId ? productCommentsKey(productId) : null, ([, id]) => fetchProductComments(id));
}
