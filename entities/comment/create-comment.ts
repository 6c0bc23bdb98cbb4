import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { Comment } from '../../contract/comments';
import { productCommentsKey } from './get-product-comments';

// The contract (and zod) load with the first comment sent, not with the service page that shows the form.
export async function postComment(productId: string, comment: string) {
  const { createComment } = await import('../../contract/comments');
  return apiRequest(createComment, { body: { comment, productId } });
}

/**
 * Sends a comment as the signed-in account. The answer goes on top of the service's list at
 * once, then the list is fetched again (newest first, so it stays on top).
 */
export function useCreateComment(productId: string) {
  return useSWRMutation(
    productCommentsKey(productId),
    ([, id]: readonly [string, string], { arg }: { arg: string }) => postComment(id, arg),
    {
      populateCache: (created: Comment, list: Comment[] | undefined) => [created, ...(list ?? []).filter((item) => item._id !== created._id)],
      revalidate: true,
    },
  );
}
