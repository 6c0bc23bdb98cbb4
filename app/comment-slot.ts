import { useMemo } from 'react';
import { useSession } from '../features/auth/session';
import { useRequireLogin } from '../features/auth/use-require-login';
import type { CommentViewer } from '../features/catalog/product-comments';

/** The comments' reader, bound to the session: who may write and delete, and how a visitor signs in. */
export function useCommentViewer(): { viewer: CommentViewer | null; onLoginRequest: () => void } {
  const { user } = useSession();
  const onLoginRequest = useRequireLogin();
  const id = user?.id;
  return useMemo(() => ({ viewer: id ? { id } : null, onLoginRequest }), [id, onLoginRequest]);
}
