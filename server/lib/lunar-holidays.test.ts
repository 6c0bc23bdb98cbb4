import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { lunarHolidayOn, lunarHolidaysBetween } from './lunar-holidays';

describe('lunar holidays (Vietnamese calendar)', () => {
  it('closes Tết from the last day of the lunar year to the 3rd day of the new one: 2027 begins on 6 February', () => {
    const tet = lunarHolidaysBetween('2027-01-01', '2027-03-31');
    expect(tet).toEqual(['2027-02-05', '2027-02-06', '2027-02-07', '2027-02-08'].map((date) => ({ date, name: messages.holidays.tet })));
    expect(lunarHolidayOn('2027-02-04')).toBeUndefined();
    expect(lunarHolidayOn('2027-02-09')).toBeUndefined();
  });

  it('uses Vietnam’s time zone, not China’s: Tết 2007 fell on 17 February in Vietnam (18 in China)', () => {
    expect(lunarHolidayOn('2007-02-17')?.name).toBe(messages.holidays.tet);
    expect(lunarHolidayOn('2007-02-16')?.name).toBe(messages.holidays.tet);
    expect(lunarHolidayOn('2007-02-20')).toBeUndefined();
  });

  it('closes Giỗ Tổ Hùng Vương on the 10th day of the 3rd lunar month', () => {
    expect(lunarHolidayOn('2026-04-26')).toEqual({ date: '2026-04-26', name: messages.holidays.gioTo });
    expect(lunarHolidayOn('2027-04-16')).toEqual({ date: '2027-04-16', name: messages.holidays.gioTo });
  });

  it('finds the end of a lunar year that began in the solar year before, across a range of years', () => {
    const days = lunarHolidaysBetween('2025-12-01', '2028-12-31');
    expect(days.filter((day) => day.name === messages.holidays.tet)).toHaveLength(12);
    expect(days.filter((day) => day.name === messages.holidays.gioTo).map((day) => day.date)).toEqual(['2026-04-26', '2027-04-16', '2028-04-04']);
    expect(days.map((day) => day.date)).toEqual([...days.map((day) => day.date)].sort());
  });

  it('has nothing to say about years the calendar tables do not reach', () => {
    expect(lunarHolidaysBetween('9999-12-01', '9999-12-31')).toEqual([]);
    expect(lunarHolidaysBetween('1000-01-01', '1000-12-31')).toEqual([]);
  });
});
