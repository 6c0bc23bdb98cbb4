import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { keyUnderPath } from '../../contract/cache-keys';
import { deleteCommentPath } from '../../contract/api-paths';
import { apiRequest } from '../../contract/client';
import { PRODUCT_COMMENTS_PATH } from './get-product-comments';

export const DELETE_COMMENT_PATH = deleteCommentPath;

// The contract (and zod) load with the first delete, not with the service page that shows the button.
export async function removeComment(id: string) {
  const { deleteComment } = await import('../../contract/comments');
  return apiRequest(deleteComment, { params: { id } });
}

/** Deletes a comment (its author, or staff); the service's comment list refreshes. */
export function useDeleteComment() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(DELETE_COMMENT_PATH, (_key: string, { arg }: { arg: string }) => removeComment(arg), {
    onSuccess() {
      // isCommentKey of comment-cache.ts, without the contract module it reads the path from.
      void mutate(keyUnderPath(PRODUCT_COMMENTS_PATH));
    },
  });
}
