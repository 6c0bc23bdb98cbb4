import { isBookingCode, normalizeBookingCode } from './booking-code';
import { messages } from './messages';
import { readPhone } from './typed-number-rules';

// A reference and a phone, as the two lookup pages ('Tra cứu lịch hẹn', 'Theo dõi sửa chữa')
// check them before sending, without zod: the rules of bookingCodeSchema and vietnamPhoneSchema
// (contract/bookings.ts), which both lookups' schemas use. A repair's reference has the bookings'
// alphabet and length; each page names it in its own words.

export interface ReferenceLookupFields {
  code: string;
  phone: string;
}

export type ReferenceLookupCheck =
  | { values: ReferenceLookupFields; errors: null }
  | { values: null; errors: Partial<Record<keyof ReferenceLookupFields, string>> };

/** The reference and phone as the server wants them (the code normalised), or what is wrong with each. */
export function checkReferenceLookup(fields: ReferenceLookupFields, codeTexts: { required: string; invalid: string }): ReferenceLookupCheck {
  const errors: Partial<Record<keyof ReferenceLookupFields, string>> = {};
  const typedCode = fields.code.trim();
  const code = normalizeBookingCode(typedCode);
  if (!typedCode) errors.code = codeTexts.required;
  else if (!isBookingCode(code)) errors.code = codeTexts.invalid;
  const phone = readPhone(fields.phone);
  if (!fields.phone.trim()) errors.phone = messages.validation.phoneRequired;
  else if (phone === null) errors.phone = messages.validation.phoneInvalid;
  return phone === null || Object.keys(errors).length > 0 ? { values: null, errors } : { values: { code, phone }, errors: null };
}
