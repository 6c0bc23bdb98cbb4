import { describe, expect, it } from 'vitest';
import { appointmentStart, cancelProblem } from './booking-cancel';
import { messages } from './messages';

describe('appointmentStart', () => {
  it('reads the slot in Vietnam time', () => {
    expect(appointmentStart('2026-12-07', '08:00').toISOString()).toBe('2026-12-07T01:00:00.000Z');
  });
});

describe('cancelProblem', () => {
  const booking = { status: 'pending' as const, date: '2026-12-07', timeSlot: '10:00' as const };
  // 10:00 in Vietnam is 03:00 UTC: the last moment to cancel is 08:00 Vietnam, 01:00 UTC.

  it('lets a customer cancel up to two hours before the start', () => {
    expect(cancelProblem(booking, new Date('2026-12-06T10:00:00Z'))).toBeUndefined();
    expect(cancelProblem(booking, new Date('2026-12-07T01:00:00Z'))).toBeUndefined();
  });

  it('refuses less than two hours before, and after the start', () => {
    expect(cancelProblem(booking, new Date('2026-12-07T01:00:01Z'))).toMatch(/ít nhất 2 giờ/);
    expect(cancelProblem(booking, new Date('2026-12-08T00:00:00Z'))).toMatch(/ít nhất 2 giờ/);
  });

  it('refuses a booking already cancelled', () => {
    expect(cancelProblem({ ...booking, status: 'cancelled' }, new Date('2026-12-01T00:00:00Z'))).toBe(messages.bookings.alreadyCancelled);
  });

  it('lets a confirmed booking be cancelled too', () => {
    expect(cancelProblem({ ...booking, status: 'confirmed' }, new Date('2026-12-01T00:00:00Z'))).toBeUndefined();
  });
});
