import { randomInt } from 'node:crypto';
import { BOOKING_CODE_ALPHABET, BOOKING_CODE_LENGTH } from '../../contract/booking-code';

/**
 * A new booking reference from the crypto random source: 32^6, about a billion codes, so a
 * guess (which also needs the phone, and is rate-limited) finds nothing. The unique index
 * refuses the rare repeat, and the insert tries again (server/services/bookings/create.ts).
 */
export function newBookingCode(): string {
  let code = '';
  for (let i = 0; i < BOOKING_CODE_LENGTH; i += 1) code += BOOKING_CODE_ALPHABET[randomInt(BOOKING_CODE_ALPHABET.length)];
  return code;
}
