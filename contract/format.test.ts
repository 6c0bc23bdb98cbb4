import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatPrice, orderCode } from './format';

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
