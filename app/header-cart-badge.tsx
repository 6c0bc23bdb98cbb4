import { useSession } from '../features/auth/session';
import { CartBadge } from '../features/cart/cart-badge';

/**
 * The header's cart link with the signed-in customer's count. Apart from shop-slots.tsx so
 * that the layout, on every page, does not pull in the like and add-to-cart controls.
 */
export function HeaderCartBadge() {
  const { user } = useSession();
  return <CartBadge accountId={user?.id} />;
}
