import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { listProductComments } from '../../contract/comments';

export function productCommentsKey(productId: string) {
  return [listProductComments.path, productId] as const;
}

export function fetchProductComments(productId: string) {
  return apiRequest(listProductComments, { params: { productId } });
}

export function useProductComments(productId: string | undefined) {
  return useSWR(productId ? productCommentsKey(productId) : null, ([, id]) => fetchProductComments(id));
}
