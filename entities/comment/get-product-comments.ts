import useSWR from 'swr';
import { apiRequest } from '../../contract/client';

/** listProductComments.path of contract/comments.ts, written out: the key needs no contract module, whose schemas (zod) load with the first request instead of with the page. */
export const PRODUCT_COMMENTS_PATH = '/api/comments/product/:productId';

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
