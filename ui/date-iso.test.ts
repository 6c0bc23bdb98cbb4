import { describe, expect, it } from 'vitest';
import { laterIsoDate, toIsoDate } from './date-iso';

describe('toIsoDate', () => {
  it('uses the local calendar day, not UTC', () => {
    // 00:30 local on 1 March: toISOString() would say 28/29 February east of UTC.
    expect(toIsoDate(new Date(2025, 2, 1, 0, 30))).toBe('2025-03-01');
  });

  it('pads month and day', () => {
    expect(toIsoDate(new Date(2025, 0, 5))).toBe('2025-01-05');
  });
});

describe('laterIsoDate', () => {
  it('picks the later date', () => {
    expect(laterIsoDate('2025-01-31', '2025-02-01')).toBe('2025-02-01');
    expect(laterIsoDate('2025-12-01', '2025-02-01')).toBe('2025-12-01');
  });

  it('ignores a missing bound', () => {
    expect(laterIsoDate(undefined, '2025-02-01')).toBe('2025-02-01');
    expect(laterIsoDate('2025-02-01', undefined)).toBe('2025-02-01');
    expect(laterIsoDate(undefined, undefined)).toBeUndefined();
  });
});
