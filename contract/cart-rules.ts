import { format, messages } from './messages';

/**
 * The stock rules of a cart, worded as the server words its refusals. Kept free of zod (lint
 * holds every `contract/*-rules.ts` to it): the service detail page's add button needs them
 * on the first visit, and contract/cart.ts's schemas would bring some 25 KB gzipped with them.
 */

/**
 * The refusal when a line would pass what is left in stock: the spec's
 * 'Chỉ còn {n} sản phẩm trong kho!', or 'Sản phẩm đã hết hàng.' with nothing left.
 */
export function stockLimitMessage(left: number): string {
  return left <= 0 ? messages.cart.outOfStock : format(messages.cart.stockLimit, { n: left });
}

/** How many more of a service fit in the cart: the stock less what the cart holds already. */
export function addableQuantity(stock: number, inCart: number): number {
  return Math.max(0, stock - Math.max(0, inCart));
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
