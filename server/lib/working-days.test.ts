import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay, nationalDayNeighbour, workingDaysBetween } from './working-days';

describe('working days (Vietnam)', () => {
  it('skips weekends', () => {
    // Friday 4 December 2026 + 1 working day: Monday 7 December.
    expect(addWorkingDays('2026-12-04', 1)).toBe('2026-12-07');
    expect(addWorkingDays('2026-12-07', 5)).toBe('2026-12-14');
    expect(addWorkingDays('2026-12-07', 0)).toBe('2026-12-07');
  });

  it('skips Tết 2027 (6 February 2027 is the first day of the lunar year)', () => {
    for (const day of ['2027-02-05', '2027-02-08']) expect(isWorkingDay(day), day).toBe(false);
    expect(isWorkingDay('2027-02-04')).toBe(true);
    expect(isWorkingDay('2027-02-09')).toBe(true);
    // Received Wednesday 3 February: Thu 4, then Tết (Fri 5 to Mon 8), Tue 9 ... Fri 19 is the tenth.
    expect(addWorkingDays('2027-02-03', 10)).toBe('2027-02-19');
    expect(addWorkingDays('2027-02-04', 1)).toBe('2027-02-09');
    expect(workingDaysBetween('2027-02-03', '2027-02-19')).toBe(10);
    expect(workingDaysBetween('2027-02-04', '2027-02-09')).toBe(1);
  });

  it('skips 30/4 and 1/5', () => {
    // 2026: Thursday 30 April and Friday 1 May are off; Wednesday 29 + 1 is Monday 4 May.
    expect(isWorkingDay('2026-04-30')).toBe(false);
    expect(isWorkingDay('2026-05-01')).toBe(false);
    expect(addWorkingDays('2026-04-29', 1)).toBe('2026-05-04');
    // 2027: Friday 30 April off, 1 May a Saturday anyway.
    expect(addWorkingDays('2027-04-29', 1)).toBe('2027-05-03');
    expect(addWorkingDays('2027-04-28', 3)).toBe('2027-05-04');
  });

  it('skips 1/1, Giỗ Tổ and National Day with its neighbour', () => {
    expect(isWorkingDay('2027-01-01')).toBe(false);
    expect(isWorkingDay('2027-04-16')).toBe(false);
    // 2/9/2025 a Tuesday: Monday 1/9 joins the weekend; 2/9/2024 a Monday: 3/9 was added.
    expect(nationalDayNeighbour(2025)).toBe('2025-09-01');
    expect(nationalDayNeighbour(2024)).toBe('2024-09-03');
    expect(isWorkingDay('2025-09-01')).toBe(false);
    expect(isWorkingDay('2025-09-02')).toBe(false);
    expect(isWorkingDay('2025-09-03')).toBe(true);
  });

  it('counts the days left, 0 on the day and negative when late', () => {
    expect(workingDaysBetween('2026-12-07', '2026-12-07')).toBe(0);
    expect(workingDaysBetween('2026-12-04', '2026-12-07')).toBe(1);
    expect(workingDaysBetween('2026-12-08', '2026-12-04')).toBe(-2);
    expect(workingDaysBetween('2027-02-09', '2027-02-04')).toBe(-1);
  });
});
