import { describe, expect, it } from 'vitest';
import { durationText, moneyTick, monthTick } from './report-format';

describe('report formats', () => {
  it('says a stay in days, hours and minutes', () => {
    expect(durationText(0)).toBe('0 phút');
    expect(durationText(45)).toBe('45 phút');
    expect(durationText(60)).toBe('1 giờ');
    expect(durationText(125)).toBe('2 giờ 5 phút');
    expect(durationText(24 * 60)).toBe('1 ngày');
    expect(durationText(3 * 24 * 60 + 4 * 60 + 59)).toBe('3 ngày 4 giờ');
  });

  it('writes months and money short for the axes', () => {
    expect(monthTick('2026-03')).toBe('3/26');
    expect(monthTick('2025-12')).toBe('12/25');
    expect(moneyTick(350_000)).toBe('350.000');
    expect(moneyTick(2_000_000)).toBe('2 tr');
    expect(moneyTick(1_250_000)).toBe('1,3 tr');
    expect(moneyTick(1_500_000_000)).toBe('1,5 tỷ');
  });
});
