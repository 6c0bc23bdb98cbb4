import { describe, expect, it } from 'vitest';
import { boardDay, fillPercent, shiftDay, splitByHalfDay, weekdayName } from './board-day';

describe('shiftDay', () => {
  it('moves across months, years and leap days', () => {
    expect(shiftDay('2026-03-12', 1)).toBe('2026-03-13');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31');
  });
});

describe('weekdayName', () => {
  it('names the weekday in Vietnamese', () => {
    expect(weekdayName('2026-11-23')).toBe('Thứ Hai');
    expect(weekdayName('2026-11-29')).toBe('Chủ nhật');
    expect(weekdayName('2026-11-28')).toBe('Thứ Bảy');
  });
});

describe('boardDay', () => {
  it('takes a real day from the address, otherwise today', () => {
    expect(boardDay('2026-03-12', '2026-11-24')).toBe('2026-03-12');
    expect(boardDay(null, '2026-11-24')).toBe('2026-11-24');
    expect(boardDay('2026-02-30', '2026-11-24')).toBe('2026-11-24');
    expect(boardDay('hôm nay', '2026-11-24')).toBe('2026-11-24');
  });
});

describe('splitByHalfDay', () => {
  it('puts 08:00-11:00 in the morning and 13:00-16:00 in the afternoon', () => {
    const slots = ['08:00', '09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'].map((timeSlot) => ({ timeSlot }));
    const { morning, afternoon } = splitByHalfDay(slots as never);
    expect(morning.map((slot) => slot.timeSlot)).toEqual(['08:00', '09:00', '10:00', '11:00']);
    expect(afternoon.map((slot) => slot.timeSlot)).toEqual(['13:00', '14:00', '15:00', '16:00']);
  });
});

describe('fillPercent', () => {
  it('is the share of places used, capped at 100', () => {
    expect(fillPercent(0, 3)).toBe(0);
    expect(fillPercent(2, 3)).toBe(67);
    expect(fillPercent(3, 3)).toBe(100);
    expect(fillPercent(4, 3)).toBe(100);
  });
});
