import { describe, expect, it } from 'vitest';
import { differenceText, differenceTone } from './cash-difference';

describe('the cash count against the book', () => {
  it('names a shortage with the missing sum, not its minus', () => {
    expect(differenceText(-50_000)).toBe('Thiếu 50.000\u00a0₫');
    expect(differenceTone(-50_000)).toBe('red');
  });

  it('names a surplus with the sum over', () => {
    expect(differenceText(20_000)).toBe('Thừa 20.000\u00a0₫');
    expect(differenceTone(20_000)).toBe('orange');
  });

  it('says a count that matches the book', () => {
    expect(differenceText(0)).toBe('Khớp sổ, không chênh lệch');
    expect(differenceTone(0)).toBe('green');
  });
});
