import { describe, expect, it } from 'vitest';
import * as bookings from '../../contract/bookings';
import * as dateRange from '../../contract/date-range';
import { bookingImagesMaxText, isCalendarDay, latestBookingDay } from './booking-days';

describe('booking days', () => {
  it('read days as contract/date-range.ts does', () => {
    const days = ['2026-03-10', '2024-02-29', '2025-02-29', '2025-02-30', '1899-12-31', '1900-01-01', '0000-01-01', '2026-13-01', '2026-1-01', ' 2026-03-10', '2026-03-10T00:00', '', 'abcd-ef-gh', '9999-12-31'];
    for (const day of days) expect(isCalendarDay(day), day).toBe(dateRange.isCalendarDay(day));
  });

  it('end on the day contract/bookings.ts ends on', () => {
    for (const today of ['2026-03-10', '2024-12-31', '2025-02-28', '2024-02-29', '2026-10-15']) expect(latestBookingDay(today)).toBe(bookings.latestBookingDay(today));
  });

  it('word the pictures limit as contract/bookings.ts does', () => {
    expect(bookingImagesMaxText).toBe(bookings.bookingImagesMaxText);
  });
});
