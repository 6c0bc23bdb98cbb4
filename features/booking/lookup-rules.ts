import { checkReferenceLookup, type ReferenceLookupCheck, type ReferenceLookupFields } from '../../contract/lookup-rules';
import { messages } from '../../contract/messages';

// The rules of contract/bookings.ts's bookingLookupSchema (lookup-rules.test.ts holds them
// equal), from the zod-free contract/lookup-rules.ts shared with the repair tracking page.

export type LookupFields = ReferenceLookupFields;
export type LookupCheck = ReferenceLookupCheck;

/** The reference and phone as the server wants them (the code normalised), or what is wrong with each. */
export const checkLookup = (fields: LookupFields): LookupCheck =>
  checkReferenceLookup(fields, { required: messages.bookings.codeRequired, invalid: messages.bookings.codeInvalid });
