import { describe, expect, it } from 'vitest';
import { approvedTotals, discountShares, isQuoteAnswered, lineTotal, quantityHundredths, quoteTotals } from './quote-rules';

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

  it('shares the discount over the lines by their totals, rounded to the dong, the rest on the largest line', () => {
    // 500,000 x 2,000,000 / 20,500,000 = 48,780.49 đ: the small line's share, rounded.
    expect(discountShares([20_000_000, 500_000], 2_000_000)).toEqual([1_951_220, 48_780]);
    // Each rounds up to 1 đ (3 đ in all): the dong too many comes off the largest line.
    expect(discountShares([10, 10, 11], 2)).toEqual([1, 1, 0]);
    // 1/3 rounds to 0 each: the dong left over goes on the largest line.
    expect(discountShares([5, 6, 5], 1)).toEqual([0, 1, 0]);
    expect(discountShares([100_000, 50_000], 0)).toEqual([0, 0]);
    // Never more than the lines' sum, as quoteTotals applies it.
    expect(discountShares([100_000, 50_000], 900_000)).toEqual([100_000, 50_000]);
    expect(discountShares([], 10)).toEqual([]);
    for (const discount of [1, 7, 999, 123_457, 2_000_000_000]) {
      const totals = [1, 999, 123_457, 2_000_000_000 * 9_999, 77];
      const shares = discountShares(totals, discount);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(discount);
      for (const share of shares) expect(Number.isInteger(share) && share >= 0).toBe(true);
    }
  });

  it('bills the approved lines less their own shares of the discount: a declined line takes its share with it', () => {
    const lines = [
      { quantity: 1, unitPrice: 20_000_000, approved: false },
      { quantity: 1, unitPrice: 500_000, approved: true },
    ];
    expect(approvedTotals(lines, 2_000_000, 0)).toEqual({ subtotal: 500_000, discount: 48_780, vat: 0, total: 451_220 });
    expect(approvedTotals(lines, 2_000_000, 10)).toEqual({ subtotal: 500_000, discount: 48_780, vat: 45_122, total: 496_342 });
    // Everything approved: the whole discount, the quote's own totals.
    const all = lines.map((line) => ({ ...line, approved: true }));
    expect(approvedTotals(all, 2_000_000, 8)).toEqual(quoteTotals(all, 2_000_000, 8));
    expect(approvedTotals(lines.map((line) => ({ ...line, approved: null })), 2_000_000, 8)).toEqual({ subtotal: 0, discount: 0, vat: 0, total: 0 });
  });

  it('counts an answer only when it is to the quote as it is now', () => {
    expect(isQuoteAnswered(null)).toBe(false);
    expect(isQuoteAnswered({ version: 2, answeredVersion: 1 })).toBe(false);
    expect(isQuoteAnswered({ version: 2, answeredVersion: 2 })).toBe(true);
  });
});
