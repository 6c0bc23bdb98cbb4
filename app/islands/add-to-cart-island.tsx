import { useSession } from '../../features/auth/session';
import { useRequireLogin } from '../../features/auth/use-require-login';
import { AddToCart, type AddToCartProps } from '../../features/cart/add-to-cart';

export interface AddToCartIslandProps {
  /** The service's id, name and stock: all the island needs of it. */
  product: AddToCartProps['product'];
}

/** The quantity picker and add button of a service, bound to the session (a visitor is asked to sign in). */
export function AddToCartIsland({ product }: AddToCartIslandProps) {
  const { user } = useSession();
  const requireLogin = useRequireLogin();
  return <AddToCart product={product} accountId={user?.id} onRequireLogin={requireLogin} />;
}
