import { describe, expect, it } from 'vitest';
import { bookingFilterParams, hasBookingFilters, readBookingFilters } from './booking-filters';

describe('readBookingFilters', () => {
  it('reads the day, slot, status, text and page from the address', () => {
    const params = new URLSearchParams('date=2026-03-12&timeSlot=08:00&status=pending&q=%20An%20&page=2');
    expect(readBookingFilters(params)).toEqual({ filters: { date: '2026-03-12', timeSlot: '08:00', status: 'pending', q: 'An' }, page: 2 });
  });

  it('drops what the server would refuse and starts on page 1', () => {
    const params = new URLSearchParams('date=2025-02-30&timeSlot=12:00&status=done&q=%20&page=-1');
    expect(readBookingFilters(params)).toEqual({ filters: {}, page: 1 });
    expect(readBookingFilters(new URLSearchParams('page=abc'))).toEqual({ filters: {}, page: 1 });
  });

  it('an empty value means any', () => {
    expect(readBookingFilters(new URLSearchParams('date=&timeSlot=&status='))).toEqual({ filters: {}, page: 1 });
  });
});

describe('bookingFilterParams', () => {
  it('writes only what is set, page 1 left out', () => {
    expect(bookingFilterParams({ date: '2026-03-12', status: 'pending' }).toString()).toBe('date=2026-03-12&status=pending');
    expect(bookingFilterParams({}, 1).toString()).toBe('');
    expect(bookingFilterParams({ timeSlot: '08:00' }, 3).toString()).toBe('timeSlot=08%3A00&page=3');
  });

  it('reads back what it wrote', () => {
    const filters = { q: 'Nguyễn', date: '2026-04-01', timeSlot: '13:00', status: 'confirmed' } as const;
    expect(readBookingFilters(bookingFilterParams(filters, 2))).toEqual({ filters, page: 2 });
  });
});

describe('hasBookingFilters', () => {
  it('is true when any filter is set', () => {
    expect(hasBookingFilters({})).toBe(false);
    expect(hasBookingFilters({ status: 'cancelled' })).toBe(true);
  });
});
