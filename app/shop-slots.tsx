import type { Product } from '../contract/products';
import { Island } from '../ui/island';
import { LikeButtonIsland } from './islands/like-button-island';

// Its own module: the layout's chat slot needs it on every page, the like button only on some.
export { useRequireLogin } from '../features/auth/use-require-login';

/**
 * The like button for the catalogue's cards and detail page, bound to the session. On a page
 * drawn as islands each is its own island: the server's 'not liked' with the count is right for a
 * visitor, so it loads on first use (a click before is replayed), or once the page is idle for a
 * signed-in customer, whose likes it shows.
 */
export function useRenderLike() {
  return renderLike;
}

function renderLike(product: Product) {
  return <Island name="like-button" component={LikeButtonIsland} props={{ productId: product._id, productName: product.name }} load="interaction" eagerWithSession />;
}
