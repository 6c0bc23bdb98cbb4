import { describe, expect, it } from 'vitest';
import { listBookings, lookedUpBookingCalendar, lookupBooking } from '../../contract/bookings';
import { keyUnderPath } from '../../contract/cache-keys';
import { lookupCalendarHref, lookupKey, lookupKeyPrefix } from './lookup-booking';

describe('lookup-booking', () => {
  it("writes out the contract's paths it keeps zod away from", () => {
    expect(lookupKeyPrefix).toBe(lookupBooking.path);
    expect(lookupCalendarHref({ code: 'K7M2QX', phone: '0912345678' })).toBe(`${lookedUpBookingCalendar.path}?code=K7M2QX&phone=0912345678`);
  });

  it('keys a lookup under the bookings, so their writes refresh it', () => {
    expect(keyUnderPath(listBookings.path)(lookupKey({ code: 'K7M2QX', phone: '0912345678' }))).toBe(true);
  });
});
