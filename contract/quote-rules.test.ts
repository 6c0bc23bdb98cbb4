import { describe, expect, it } from 'vitest';
import { isQuoteAnswered, lineTotal, quantityHundredths, quoteTotals } from './quote-rules';

describe('quote money in whole dong', () => {
  it('rounds a line half up to the dong, reading a typed quantity to the hundredth', () => {
    expect(lineTotal(1.25, 150_001)).toBe(187_501);
    expect(lineTotal(0.5, 3)).toBe(2);
    expect(lineTotal(0.33, 10)).toBe(3);
    // 1.15 is 1.149999… as a float: read as 115 hundredths, not 114.
    expect(quantityHundredths(1.15)).toBe(115);
    expect(lineTotal(1.15, 100_000)).toBe(115_000);
  });

  it('takes VAT on the subtotal less the discount, rounded to the dong, and never discounts past the subtotal', () => {
    expect(quoteTotals([{ quantity: 1, unitPrice: 1_737_501 }], 50_000, 8)).toEqual({ subtotal: 1_737_501, discount: 50_000, vat: 135_000, total: 1_822_501 });
    expect(quoteTotals([{ quantity: 1, unitPrice: 1_250_006 }], 0, 10)).toEqual({ subtotal: 1_250_006, discount: 0, vat: 125_001, total: 1_375_007 });
    expect(quoteTotals([{ quantity: 1, unitPrice: 100_000 }], 500_000, 10)).toEqual({ subtotal: 100_000, discount: 100_000, vat: 0, total: 0 });
    expect(quoteTotals([], 0, 0)).toEqual({ subtotal: 0, discount: 0, vat: 0, total: 0 });
  });

  it('keeps every figure whole for any line a quote takes', () => {
    for (const quantity of [0.01, 0.07, 1.33, 2.5, 9_999]) {
      for (const unitPrice of [1, 999, 123_457, 2_000_000_000]) {
        const totals = quoteTotals([{ quantity, unitPrice }], 7, 8);
        for (const value of Object.values(totals)) expect(Number.isInteger(value)).toBe(true);
        expect(totals.total).toBe(totals.subtotal - totals.discount + totals.vat);
      }
    }
  });

  it('counts an answer only when it is to the quote as it is now', () => {
    expect(isQuoteAnswered(null)).toBe(false);
    expect(isQuoteAnswered({ version: 2, answeredVersion: 1 })).toBe(false);
    expect(isQuoteAnswered({ version: 2, answeredVersion: 2 })).toBe(true);
  });
});
