import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-words';

describe('amountInWords', () => {
  it.each([
    [0, 'Không đồng'],
    [5, 'Năm đồng'],
    [10, 'Mười đồng'],
    [14, 'Mười bốn đồng'],
    [15, 'Mười lăm đồng'],
    [21, 'Hai mươi mốt đồng'],
    [24, 'Hai mươi tư đồng'],
    [105, 'Một trăm linh năm đồng'],
    [110, 'Một trăm mười đồng'],
    [1_001, 'Một nghìn không trăm linh một đồng'],
    [45_000, 'Bốn mươi lăm nghìn đồng'],
    [1_005_000, 'Một triệu không trăm linh năm nghìn đồng'],
    [1_250_000, 'Một triệu hai trăm năm mươi nghìn đồng'],
    [10_000_000, 'Mười triệu đồng'],
    [2_000_000_000, 'Hai tỷ đồng'],
    [2_001_000_000, 'Hai tỷ không trăm linh một triệu đồng'],
    [1_234_567_891, 'Một tỷ hai trăm ba mươi tư triệu năm trăm sáu mươi bảy nghìn tám trăm chín mươi mốt đồng'],
  ])('%i đ is "%s"', (dong, words) => {
    expect(amountInWords(dong)).toBe(words);
  });

  it('reads whole dong only', () => {
    expect(amountInWords(1_249_999.6)).toBe('Một triệu hai trăm năm mươi nghìn đồng');
  });

  it('refuses what is not an amount', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
  });
});
