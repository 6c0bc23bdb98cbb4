import { ApiError } from '../../../contract/client';
import { bookableDateSchema, deskBookingBodySchema, type Booking } from '../../../contract/bookings';
import type { TimeSlot } from '../../../contract/constants';
import type { BranchId } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import type { DeskBookingInput } from '../../../entities/booking/create-desk-booking';

/** What the desk form holds while the caller is on the line. */
export interface DeskValues {
  fullName: string;
  numberPhone: string;
  branch: BranchId;
  date: string;
  timeSlot: TimeSlot | '';
  /** '' for no service. */
  productId: string;
  carModel: string;
  carPlate: string;
  description: string;
  /** Asked for only once the server said the phone already holds that day and slot. */
  samePhoneReason: string;
}

/** A fresh form on the board's branch and day, or today when the board shows a past day. */
export function deskDefaults(branch: BranchId, day: string, today: string): DeskValues {
  return {
    fullName: '',
    numberPhone: '',
    branch,
    date: day >= today ? day : today,
    timeSlot: '',
    productId: '',
    carModel: '',
    carPlate: '',
    description: '',
    samePhoneReason: '',
  };
}

/** The body the desk sends: an empty service is none, a reason only once one was asked for. */
export function toDeskBody(values: DeskValues, askReason: boolean): DeskBookingInput {
  return {
    fullName: values.fullName,
    numberPhone: values.numberPhone,
    branch: values.branch,
    date: values.date,
    timeSlot: values.timeSlot as TimeSlot,
    productId: values.productId || null,
    carModel: values.carModel,
    carPlate: values.carPlate,
    description: values.description,
    samePhoneReason: askReason ? values.samePhoneReason : null,
  };
}

/**
 * The desk's rules: the contract's body, a day the server will take from `today`, and a reason
 * once the desk is keeping a second place for the same phone.
 */
export function deskSchema(today: string, askReason: boolean) {
  return deskBookingBodySchema.extend({ date: bookableDateSchema(today) }).superRefine((body, ctx) => {
    if (askReason && !body.samePhoneReason) ctx.addIssue({ code: 'custom', path: ['samePhoneReason'], message: messages.bookings.samePhoneReasonRequired });
  });
}

export type DeskRefusal = 'samePhone' | 'slotFull' | 'other';

/** Which of the server's 409s came back: each one changes the form differently. */
export function deskRefusal(error: unknown): DeskRefusal {
  if (!(error instanceof ApiError) || error.status !== 409) return 'other';
  if (error.message === messages.bookings.samePhoneTaken) return 'samePhone';
  if (error.message === messages.bookings.slotFull) return 'slotFull';
  return 'other';
}

/** The booking as the desk reads it back to the caller: 'K7M2QX · 08:00 12/03/2026 · Chi nhánh Thủ Đức'. */
export type DeskBooked = Pick<Booking, 'code' | 'fullName' | 'date' | 'timeSlot' | 'branch'>;
