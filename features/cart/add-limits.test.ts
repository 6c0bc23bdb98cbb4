import { describe, expect, it } from 'vitest';
import * as contract from '../../contract/cart';
import { addableQuantity, addLimitMessage } from './add-limits';

describe('add limits', () => {
  it('answer as contract/cart.ts does', () => {
    for (let stock = -2; stock <= 12; stock += 1) {
      for (let inCart = -2; inCart <= 14; inCart += 1) {
        expect(addableQuantity(stock, inCart)).toBe(contract.addableQuantity(stock, inCart));
        expect(addLimitMessage(stock, inCart)).toBe(contract.addLimitMessage(stock, inCart));
      }
    }
  });
});
