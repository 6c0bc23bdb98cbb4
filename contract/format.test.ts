import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDate, formatDateTime, formatDay, formatPrice, GARAGE_TIME_ZONE, garageMonthStart, garageToday, orderCode } from './format';

describe('the garage writes', () => {
  it('an order by the last 6 characters of its id, upper-cased', () => {
    expect(orderCode('65f1a2b3c4d5e6f7a8b9c0de')).toBe('B9C0DE');
  });

  it('dong with dots between thousands and an unbreakable space before ₫', () => {
    expect(formatPrice(1_250_000)).toBe('1.250.000\u00a0₫');
    expect(formatPrice(0)).toBe('0\u00a0₫');
  });

  it('an instant as the day and time it was in Ho Chi Minh City', () => {
    // 18:30 UTC on 20 March is already 01:30 on 21 March in Vietnam (UTC+7).
    expect(formatDate('2026-03-20T18:30:00.000Z')).toBe('21/03/2026');
    expect(formatDateTime('2026-03-20T18:30:00.000Z')).toMatch(/^01:30,? 21\/03\/2026$/);
  });

  it("an appointment day as it is, whatever the reader's time zone", () => {
    expect(formatDay('2025-03-12')).toBe('12/03/2025');
    expect(formatDay('2025-12-31')).toBe('31/12/2025');
  });
});

describe('the hand-written formats', () => {
  // What Intl's vi-VN gives; the product writes them by hand to spare the page ICU's start-up.
  const intlDate = new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: GARAGE_TIME_ZONE });
  const intlDateTime = new Intl.DateTimeFormat('vi-VN', { hour: '2-digit', minute: '2-digit', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: GARAGE_TIME_ZONE });
  const intlDay = new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  const intlVnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });
  const instants = fc.date({ min: new Date('1980-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true });

  it('equal Intl for any instant from 1980 to 2100', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const iso = instant.toISOString();
        expect(formatDate(iso)).toBe(intlDate.format(instant));
        expect(formatDateTime(iso)).toBe(intlDateTime.format(instant));
        expect(formatDay(iso.slice(0, 10))).toBe(intlDay.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)));
      }),
      { numRuns: 2000 },
    );
  });

  it('equal Intl for any amount of dong', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (amount) => {
        expect(formatPrice(amount)).toBe(intlVnd.format(amount));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuse an instant that is not one, as Intl does', () => {
    expect(() => formatDate('không phải ngày')).toThrow(RangeError);
  });
});

describe('garageToday and garageMonthStart', () => {
  it('turn the day over at midnight in Ho Chi Minh City, not in UTC', () => {
    expect(garageToday(new Date('2026-11-30T16:59:59Z'))).toBe('2026-11-30');
    expect(garageToday(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12-01');
    expect(garageMonthStart(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12-01');
    expect(garageMonthStart(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-01');
  });
});
