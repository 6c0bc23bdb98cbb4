import { describe, expect, it } from 'vitest';
import type { YearlyStatsRow } from '../../../contract/bookings';
import { monthBars, yearTotals } from './yearly-stats';

const rows: YearlyStatsRow[] = [
  { month: 1, branch: 'quan-12', status: 'confirmed', count: 4 },
  { month: 1, branch: 'quan-12', status: 'cancelled', count: 1 },
  { month: 1, branch: 'thu-duc', status: 'pending', count: 2 },
  { month: 12, branch: 'quan-12', status: 'pending', count: 3 },
];

describe('monthBars', () => {
  it('gives every month of the year, in order, zeros where the server sent nothing', () => {
    const bars = monthBars(rows, 'quan-12');
    expect(bars.map((bar) => bar.label)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8', 'T9', 'T10', 'T11', 'T12']);
    expect(bars[1]).toEqual({ month: 2, label: 'T2', total: 0, pending: 0, confirmed: 0, cancelled: 0 });
  });

  it('counts one branch only, by status, with the month total', () => {
    const bars = monthBars(rows, 'quan-12');
    expect(bars[0]).toEqual({ month: 1, label: 'T1', total: 5, pending: 0, confirmed: 4, cancelled: 1 });
    expect(bars[11]).toMatchObject({ total: 3, pending: 3 });
    expect(monthBars(rows, 'thu-duc')[0]).toMatchObject({ total: 2, pending: 2, confirmed: 0 });
  });

  it('is all zeros for a year without bookings', () => {
    expect(monthBars([], 'thu-duc').every((bar) => bar.total === 0)).toBe(true);
  });
});

describe('yearTotals', () => {
  it('sums a branch over the year per status', () => {
    expect(yearTotals(rows, 'quan-12')).toEqual({ total: 8, pending: 3, confirmed: 4, cancelled: 1 });
    expect(yearTotals(rows, 'thu-duc')).toEqual({ total: 2, pending: 2, confirmed: 0, cancelled: 0 });
  });
});
