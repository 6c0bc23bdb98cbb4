import type { Product } from '../contract/products';
import { Island } from '../ui/island';
import { AddToCartIsland } from './islands/add-to-cart-island';

/**
 * The quantity picker and add button of the service detail page, bound to the session: an
 * island loaded on first use (the server's picker is right for a visitor), or once the page is
 * idle for a signed-in customer, whose cart it counts.
 */
export function useRenderAddToCart() {
  return renderAddToCart;
}

function renderAddToCart({ _id, name, quantity }: Product) {
  return <Island name="add-to-cart" component={AddToCartIsland} props={{ product: { _id, name, quantity } }} load="interaction" eagerWithSession />;
}
