import { checkReferenceLookup, type ReferenceLookupCheck, type ReferenceLookupFields } from '../../contract/lookup-rules';
import { messages } from '../../contract/messages';

// The rules of contract/repairs.ts's repairLookupSchema (tracking-rules.test.ts holds them equal),
// from the zod-free contract/lookup-rules.ts shared with the booking lookup; the texts name the
// reference as the repair's.

export type TrackingFields = ReferenceLookupFields;
export type TrackingCheck = ReferenceLookupCheck;

/** The reference and phone as the server wants them (the code normalised), or what is wrong with each. */
export const checkTracking = (fields: TrackingFields): TrackingCheck =>
  checkReferenceLookup(fields, { required: messages.repairTracking.codeRequired, invalid: messages.repairTracking.codeInvalid });
