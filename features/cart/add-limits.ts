import { format, messages } from '../../contract/messages';

// The same rules as contract/cart.ts's addableQuantity and addLimitMessage (add-limits.test.ts
// compares them), kept apart from that module: its schemas would bring zod (some 25 KB gzipped)
// to the service detail page's first visit, for a button that only needs these two.

/** How many more of a service fit in the cart: the stock less what the cart holds already. */
export function addableQuantity(stock: number, inCart: number): number {
  return Math.max(0, stock - Math.max(0, inCart));
}

function stockLimitMessage(left: number): string {
  return left <= 0 ? messages.cart.outOfStock : format(messages.cart.stockLimit, { n: left });
}

/**
 * The refusal of an add that would pass the stock. With none in the cart it is the stock
 * message; otherwise it says how many can still be added, or that the cart holds them all.
 */
export function addLimitMessage(stock: number, inCart: number): string {
  if (stock <= 0 || inCart <= 0) return stockLimitMessage(stock);
  const left = addableQuantity(stock, inCart);
  return left > 0 ? format(messages.cart.addLimit, { inCart, n: left }) : format(messages.cart.allInCart, { n: stock });
}
