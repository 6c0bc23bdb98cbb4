import { useCallback } from 'react';
import type { Product } from '../contract/products';
import { useSession } from '../features/auth/session';
import { useRequireLogin } from '../features/auth/use-require-login';
import { LikeButton } from '../features/favorites/like-button';

// Its own module: the layout's chat slot needs it on every page, the like button only on some.
export { useRequireLogin } from '../features/auth/use-require-login';

/** The like button for the catalogue's cards and detail page, bound to the session. */
export function useRenderLike() {
  const { user } = useSession();
  const requireLogin = useRequireLogin();
  const accountId = user?.id;
  return useCallback(
    (product: Product) => <LikeButton productId={product._id} productName={product.name} accountId={accountId} onRequireLogin={requireLogin} />,
    [accountId, requireLogin],
  );
}
