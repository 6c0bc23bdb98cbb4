import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { deleteComment } from '../../contract/comments';
import { isCommentKey } from './comment-cache';

export function removeComment(id: string) {
  return apiRequest(deleteComment, { params: { id } });
}

/** Deletes a comment (its author, or staff); the service's comment list refreshes. */
export function useDeleteComment() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(deleteComment.path, (_key: string, { arg }: { arg: string }) => removeComment(arg), {
    onSuccess() {
      void mutate(isCommentKey);
    },
  });
}
