import { describe, expect, it } from 'vitest';
import { bookingFilterParams, hasBookingFilters, hasBookingSearch, readBookingFilters } from './booking-filters';

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

  it('opens on the usual branch unless the address names a branch or both', () => {
    expect(readBookingFilters(new URLSearchParams('status=pending'), 'thu-duc').filters).toEqual({ status: 'pending', branch: 'thu-duc' });
    expect(readBookingFilters(new URLSearchParams('branch=quan-12'), 'thu-duc').filters).toEqual({ branch: 'quan-12' });
    expect(readBookingFilters(new URLSearchParams('branch=all'), 'thu-duc').filters).toEqual({});
    expect(readBookingFilters(new URLSearchParams('branch=vung-tau'), null).filters).toEqual({});
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
    for (const usual of ['quan-12', null] as const) {
      for (const branch of ['thu-duc', undefined] as const) {
        expect(readBookingFilters(bookingFilterParams({ ...filters, branch }, 1, usual), usual).filters).toEqual(branch ? { ...filters, branch } : filters);
      }
    }
  });

  it('writes the branch, and "all" only to leave a usual branch', () => {
    expect(bookingFilterParams({ branch: 'thu-duc' }).toString()).toBe('branch=thu-duc');
    expect(bookingFilterParams({}, 1, 'thu-duc').toString()).toBe('branch=all');
    expect(bookingFilterParams({}, 1, null).toString()).toBe('');
  });
});

describe('hasBookingFilters', () => {
  it('is true when any filter is set', () => {
    expect(hasBookingFilters({})).toBe(false);
    expect(hasBookingFilters({ status: 'cancelled' })).toBe(true);
    expect(hasBookingFilters({ branch: 'quan-12' })).toBe(true);
  });

  it('a branch alone is not a search', () => {
    expect(hasBookingSearch({ branch: 'quan-12' })).toBe(false);
    expect(hasBookingSearch({ q: 'An', branch: 'quan-12' })).toBe(true);
  });
});
