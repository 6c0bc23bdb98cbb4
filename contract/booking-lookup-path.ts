/**
 * 'Tra cứu lịch hẹn': a booking found by its reference and the phone it was made with, no
 * account needed. A module of its own: the footer links here from every page, which should
 * not bring the page lists of site-map.ts or the reference rules of booking-code.ts along.
 */
export const BOOKING_LOOKUP_PATH = '/tra-cuu-lich-hen';

/** The lookup page with the reference filled in (`?ma=`); the phone never goes in an address. */
export const bookingLookupHref = (code: string) => `${BOOKING_LOOKUP_PATH}?ma=${encodeURIComponent(code)}`;
