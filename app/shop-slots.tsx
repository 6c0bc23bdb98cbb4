import { useCallback, useContext } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Product } from '../contract/products';
import { AuthDialogsContext } from '../features/auth/auth-dialogs-context';
import { useSession } from '../features/auth/session';
import { LikeButton } from '../features/favorites/like-button';

/**
 * Asks a visitor to sign in: the login dialog where the layout provides it, otherwise the
 * /login route (a page rendered on its own, in a story say).
 */
export function useRequireLogin() {
  const dialogs = useContext(AuthDialogsContext);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    if (dialogs) dialogs.openLogin();
    else navigate('/login', { state: { from: pathname + search } });
  }, [dialogs, navigate, pathname, search]);
}

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
