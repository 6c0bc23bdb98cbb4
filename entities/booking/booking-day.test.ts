import { describe, expect, it } from 'vitest';
import { dayWithWeekday, mapSearchHref } from './booking-day';

describe('dayWithWeekday', () => {
  it('names the weekday of the calendar day as Vietnamese readers write it', () => {
    expect(dayWithWeekday('2026-03-10')).toBe('Thứ Ba, 10/03/2026');
    expect(dayWithWeekday('2026-03-15')).toBe('Chủ nhật, 15/03/2026');
    expect(dayWithWeekday('2026-12-07')).toBe('Thứ Hai, 07/12/2026');
  });
});

describe('mapSearchHref', () => {
  it('searches Google Maps for the whole address, encoded', () => {
    expect(mapSearchHref('115 Võ Văn Ngân, TP. Thủ Đức')).toBe(
      'https://www.google.com/maps/search/?api=1&query=115%20V%C3%B5%20V%C4%83n%20Ng%C3%A2n%2C%20TP.%20Th%E1%BB%A7%20%C4%90%E1%BB%A9c',
    );
  });
});
