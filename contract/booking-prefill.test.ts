import { describe, expect, it } from 'vitest';
import { bookingPrefillHref, readBookingPrefill } from './booking-prefill';

describe('the appointment form filled from a link', () => {
  it('writes the car, service and branch into the contact page address and reads them back', () => {
    const href = bookingPrefillHref({ carPlate: '51A-123.45', carModel: 'Toyota Vios', productId: '65f0a0000000000000007e01', branch: 'thu-duc' });
    expect(href).toBe('/lien-he?bien-so=51A-123.45&dong-xe=Toyota+Vios&dich-vu=65f0a0000000000000007e01&chi-nhanh=thu-duc#dat-lich');
    expect(readBookingPrefill(href.slice(href.indexOf('?'), href.indexOf('#')))).toEqual({
      carPlate: '51A-123.45',
      carModel: 'Toyota Vios',
      productId: '65f0a0000000000000007e01',
      branch: 'thu-duc',
    });
  });

  it('leaves out what is missing and cuts what is too long for its field', () => {
    expect(bookingPrefillHref({})).toBe('/lien-he#dat-lich');
    expect(readBookingPrefill('?bien-so=%20&dong-xe=' + 'x'.repeat(300))).toEqual({ carPlate: undefined, carModel: 'x'.repeat(100), productId: undefined, branch: undefined });
  });
});
