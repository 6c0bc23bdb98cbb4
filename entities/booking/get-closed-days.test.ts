import { describe, expect, it } from 'vitest';
import { daysInRange } from '../../contract/date-range';
import { comingYear } from './get-closed-days';

describe('comingYear', () => {
  it('ends the day before the same date a year later', () => {
    expect(comingYear('2026-11-27')).toEqual({ from: '2026-11-27', to: '2027-11-26' });
    expect(comingYear('2027-01-01')).toEqual({ from: '2027-01-01', to: '2027-12-31' });
  });

  it('ends on 28 February from a 29th, and on the 29th across a leap day', () => {
    expect(comingYear('2028-02-29')).toEqual({ from: '2028-02-29', to: '2029-02-28' });
    expect(comingYear('2027-03-01')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
  });

  it('never asks for more than the 366 days the API takes', () => {
    for (const today of ['2027-03-01', '2028-02-29', '2027-02-28', '2028-01-01', '2026-12-31']) {
      const { from, to } = comingYear(today);
      expect(daysInRange(from, to)).toBeLessThanOrEqual(366);
      expect(daysInRange(from, to)).toBeGreaterThanOrEqual(365);
    }
  });
});
