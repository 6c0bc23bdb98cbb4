import { useSession } from '../../features/auth/session';
import { useRequireLogin } from '../../features/auth/use-require-login';
import { LikeButton } from '../../features/favorites/like-button';

export interface LikeButtonIslandProps {
  productId: string;
  productName: string;
}

/**
 * A card's like button on its own (one island per button: a page of cards loads nothing until a
 * visitor touches one), bound to the session: a visitor is asked to sign in, a customer likes.
 */
export function LikeButtonIsland({ productId, productName }: LikeButtonIslandProps) {
  const { user } = useSession();
  const requireLogin = useRequireLogin();
  return <LikeButton productId={productId} productName={productName} accountId={user?.id} onRequireLogin={requireLogin} />;
}
