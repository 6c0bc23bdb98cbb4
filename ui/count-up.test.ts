import { describe, expect, it } from 'vitest';
import { countAt, easeOutCubic, groupThousands } from './count-up';

describe('easeOutCubic', () => {
  it('runs from 0 to 1 and clamps outside', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });

  it('is past halfway at half time', () => {
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5);
  });
});

describe('countAt', () => {
  it('starts at 0 and ends exactly on the target', () => {
    expect(countAt(0, 1000, 620)).toBe(0);
    expect(countAt(1000, 1000, 620)).toBe(620);
    expect(countAt(5000, 1000, 620)).toBe(620);
  });

  it('never decreases', () => {
    let last = 0;
    for (let elapsed = 0; elapsed <= 1000; elapsed += 16) {
      const value = countAt(elapsed, 1000, 120);
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }
  });

  it('shows the target at once with no duration', () => {
    expect(countAt(0, 0, 100)).toBe(100);
  });
});

describe('groupThousands', () => {
  it('writes whole numbers as Intl vi-VN does', () => {
    const intl = new Intl.NumberFormat('vi-VN');
    for (const value of [0, 7, 120, 620, 999, 1000, 12_500, 1_250_000, 10_000_000_000]) {
      expect(groupThousands(value)).toBe(intl.format(value));
    }
  });
});
