import { isBookingCode, normalizeBookingCode } from '../../contract/booking-code';
import { PHONE_DIGITS } from '../../contract/constants';
import { messages } from '../../contract/messages';

// The rules of contract/bookings.ts's bookingLookupSchema (lookup-rules.test.ts holds them
// equal), written without zod: the lookup page is a public page and checks two fields.

export interface LookupFields {
  code: string;
  phone: string;
}

export type LookupCheck = { values: LookupFields; errors: null } | { values: null; errors: Partial<Record<keyof LookupFields, string>> };

/** The reference and phone as the server wants them (the code normalised), or what is wrong with each. */
export function checkLookup(fields: LookupFields): LookupCheck {
  const errors: Partial<Record<keyof LookupFields, string>> = {};
  const typedCode = fields.code.trim();
  const code = normalizeBookingCode(typedCode);
  if (!typedCode) errors.code = messages.bookings.codeRequired;
  else if (!isBookingCode(code)) errors.code = messages.bookings.codeInvalid;
  const phone = fields.phone.trim();
  if (!phone) errors.phone = messages.validation.phoneRequired;
  else if (!new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(phone)) errors.phone = messages.validation.phoneInvalid;
  return Object.keys(errors).length > 0 ? { values: null, errors } : { values: { code, phone }, errors: null };
}
