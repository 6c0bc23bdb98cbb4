import type { CartItem } from '../../contract/cart';
import type { Product } from '../../contract/products';
import { objectIdAt } from './ids';
import { demoProducts } from './products';

/** The signed-in customer of the shop stories (cart, favourites, orders). */
export const demoShopperId = objectIdAt(new Date(Date.UTC(2025, 11, 1, 3)), 0x700);
/** Another customer, whose orders the demo customer must not see. */
export const otherShopperId = objectIdAt(new Date(Date.UTC(2025, 11, 2, 3)), 0x701);

let sequence = 0;

/** A cart line shaped like the server's answer; `stock` is the service's quantity left. */
export function makeCartItem(product: Product, quantity: number, stock: number = product.quantity): CartItem {
  sequence += 1;
  const created = new Date(Date.UTC(2026, 2, 10, 2) + sequence * 60_000);
  return {
    _id: objectIdAt(created, 0x800 + sequence),
    account_id: demoShopperId,
    quantity,
    product_id: { _id: product._id, name: product.name, price: product.price, image: product.image, quantity: stock },
    createdAt: created.toISOString(),
    updatedAt: created.toISOString(),
  };
}

/**
 * Three lines: one that can still grow, one already at its stock of 3, one at quantity 1.
 * Total: 650.000 × 2 + 980.000 × 3 + 18.500.000 × 1 = 22.740.000 ₫.
 */
export function demoCart(): CartItem[] {
  return [makeCartItem(demoProducts[0]!, 2, 10), makeCartItem(demoProducts[6]!, 3, 3), makeCartItem(demoProducts[3]!, 1, 4)];
}

/**
 * A cart that remembers changes within one story: quantity updates and removals answer
 * as the server would, and the next GET shows them. Stock limits are the caller's to mock.
 */
export function cartState(initial: CartItem[] = demoCart()) {
  let lines = initial.map((line) => ({ ...line }));
  return {
    lines: () => lines,
    setQuantity(id: string, quantity: number): CartItem {
      const line = lines.find((item) => item._id === id);
      if (!line) throw new Error(`Không có dòng ${id}`);
      line.quantity = quantity;
      line.updatedAt = new Date(Date.parse(line.updatedAt) + 1000).toISOString();
      return { ...line };
    },
    remove(id: string) {
      lines = lines.filter((item) => item._id !== id);
    },
    clear() {
      lines = [];
    },
  };
}
