import { describe, expect, it } from 'vitest';
import { TIME_SLOTS } from './constants';
import { OPENING_HOURS } from './garage';
import { hoursOn, slotOpen } from './opening-hours';

describe('opening hours', () => {
  it('gives Sundays and the fixed holidays their shorter hours', () => {
    expect(hoursOn('2026-11-29')).toBe(OPENING_HOURS.sundaysAndHolidays); // Sunday
    expect(hoursOn('2026-11-28')).toBe(OPENING_HOURS.mondayToSaturday); // Saturday
    for (const holiday of ['2027-01-01', '2027-04-30', '2027-05-01', '2027-09-02']) expect(hoursOn(holiday), holiday).toBe(OPENING_HOURS.sundaysAndHolidays);
  });

  it('opens every slot on a working day, and on a Sunday only those that end by 16:00 and start from 09:00', () => {
    expect(TIME_SLOTS.filter((slot) => slotOpen('2026-11-30', slot))).toEqual([...TIME_SLOTS]);
    expect(TIME_SLOTS.filter((slot) => slotOpen('2026-11-29', slot))).toEqual(['09:00', '10:00', '11:00', '13:00', '14:00', '15:00']);
  });
});
