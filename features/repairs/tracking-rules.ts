import { isBookingCode, normalizeBookingCode } from '../../contract/booking-code';
import { PHONE_DIGITS } from '../../contract/constants';
import { messages } from '../../contract/messages';

// The rules of contract/repairs.ts's repairLookupSchema (tracking-rules.test.ts holds them equal),
// written without zod: the tracking page is a public page and checks two fields. A job's reference
// has the bookings' alphabet and length; the texts name it as the job's.

export interface TrackingFields {
  code: string;
  phone: string;
}

export type TrackingCheck = { values: TrackingFields; errors: null } | { values: null; errors: Partial<Record<keyof TrackingFields, string>> };

/** The reference and phone as the server wants them (the code normalised), or what is wrong with each. */
export function checkTracking(fields: TrackingFields): TrackingCheck {
  const errors: Partial<Record<keyof TrackingFields, string>> = {};
  const typedCode = fields.code.trim();
  const code = normalizeBookingCode(typedCode);
  if (!typedCode) errors.code = messages.repairTracking.codeRequired;
  else if (!isBookingCode(code)) errors.code = messages.repairTracking.codeInvalid;
  const phone = fields.phone.trim();
  if (!phone) errors.phone = messages.validation.phoneRequired;
  else if (!new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(phone)) errors.phone = messages.validation.phoneInvalid;
  return Object.keys(errors).length > 0 ? { values: null, errors } : { values: { code, phone }, errors: null };
}
