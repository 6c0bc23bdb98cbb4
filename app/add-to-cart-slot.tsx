import { useCallback } from 'react';
import type { Product } from '../contract/products';
import { useSession } from '../features/auth/session';
import { AddToCart } from '../features/cart/add-to-cart';
import { useRequireLogin } from '../features/auth/use-require-login';

/** The quantity picker and add button of the service detail page, bound to the session. */
export function useRenderAddToCart() {
  const { user } = useSession();
  const requireLogin = useRequireLogin();
  const accountId = user?.id;
  return useCallback((product: Product) => <AddToCart product={product} accountId={accountId} onRequireLogin={requireLogin} />, [accountId, requireLogin]);
}
