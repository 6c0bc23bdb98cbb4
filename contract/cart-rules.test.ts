import { describe, expect, it } from 'vitest';
import { addableQuantity, addLimitMessage, stockLimitMessage } from './cart-rules';
import { messages } from './messages';

describe('stockLimitMessage', () => {
  it("is the spec's text with what is left, and 'sold out' when nothing is", () => {
    expect(stockLimitMessage(3)).toBe('Không thể thêm vào giỏ hàng. Chỉ còn 3 sản phẩm trong kho!');
    expect(stockLimitMessage(1)).toBe('Không thể thêm vào giỏ hàng. Chỉ còn 1 sản phẩm trong kho!');
    expect(stockLimitMessage(0)).toBe('Sản phẩm đã hết hàng.');
    expect(stockLimitMessage(-2)).toBe(messages.cart.outOfStock);
  });
});

describe('addableQuantity', () => {
  it('is the stock less what the cart holds, never below 0', () => {
    expect(addableQuantity(5, 0)).toBe(5);
    expect(addableQuantity(5, 3)).toBe(2);
    expect(addableQuantity(5, 5)).toBe(0);
    // The stock fell below what the cart holds.
    expect(addableQuantity(2, 4)).toBe(0);
    expect(addableQuantity(0, 0)).toBe(0);
  });
});

describe('addLimitMessage', () => {
  it('is the stock message while the cart holds none of the service', () => {
    expect(addLimitMessage(4, 0)).toBe(stockLimitMessage(4));
    expect(addLimitMessage(0, 0)).toBe(messages.cart.outOfStock);
  });

  it('says how many can still be added when some are in the cart', () => {
    expect(addLimitMessage(5, 3)).toBe('Giỏ hàng đã có 3 sản phẩm này. Bạn chỉ có thể thêm 2 sản phẩm nữa.');
  });

  it('says plainly when the cart already holds all the stock, or more', () => {
    expect(addLimitMessage(4, 4)).toBe('Không thể thêm nữa: trong kho chỉ còn 4 sản phẩm và giỏ hàng của bạn đã có đủ.');
    expect(addLimitMessage(2, 4)).toBe(addLimitMessage(2, 2));
    expect(addLimitMessage(0, 3)).toBe(messages.cart.outOfStock);
  });
});
