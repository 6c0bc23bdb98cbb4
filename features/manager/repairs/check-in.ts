import type { Booking } from '../../../contract/bookings';
import type { BranchId } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import { normalizePlate } from '../../../contract/repair-steps';
import { openRepairBodySchema, type VehicleHistory, type VehicleOwner } from '../../../contract/repairs';
import { readPhone } from '../../../contract/typed-number-rules';
import type { OpenRepairInput } from '../../../entities/repair/open-repair';

/** What the check-in form holds: text as typed, numbers still text until sent. */
export interface CheckInValues {
  fullName: string;
  numberPhone: string;
  branch: BranchId | '';
  plate: string;
  model: string;
  year: string;
  odometerKm: string;
  /** One of FUEL_LEVELS as text, '' until the desk reads the gauge. */
  fuelLevel: string;
  complaint: string;
  photos: string[];
  /** '' for the staff member checking in. */
  staffId: string;
  shared: boolean;
  /** 'Xe của khách này': the plate's car is on record as someone else's, and it changed hands. */
  ownerChange: boolean;
}

/** The booking a check-in starts from: who, where, which car and what for come with it. */
export type CheckInBooking = Pick<Booking, '_id' | 'code' | 'fullName' | 'numberPhone' | 'branch' | 'carPlate' | 'carModel' | 'description' | 'productId' | 'serviceName'>;

/** A walk-in starts on the board's branch; a booking fills everything it knows, the desk adds km, fuel and photos. */
export function checkInDefaults(branch: BranchId, booking?: CheckInBooking | null): CheckInValues {
  return {
    fullName: booking?.fullName ?? '',
    numberPhone: booking?.numberPhone ?? '',
    branch: booking?.branch ?? branch,
    plate: booking?.carPlate ?? '',
    model: booking?.carModel ?? '',
    year: '',
    odometerKm: '',
    fuelLevel: '',
    complaint: booking?.description ?? '',
    photos: [],
    staffId: '',
    shared: true,
    ownerChange: false,
  };
}

/** The body as the contract reads it: empty numbers are missing (not 0), an empty choice is none. */
export function toOpenBody(values: CheckInValues, booking?: CheckInBooking | null): OpenRepairInput {
  return {
    bookingId: booking?._id ?? null,
    branch: values.branch || null,
    fullName: values.fullName,
    numberPhone: values.numberPhone,
    plate: values.plate,
    model: values.model,
    year: values.year.trim() === '' ? null : values.year.trim(),
    odometerKm: values.odometerKm.trim() === '' ? undefined : values.odometerKm.trim(),
    fuelLevel: values.fuelLevel === '' ? undefined : values.fuelLevel,
    complaint: values.complaint,
    photos: values.photos,
    shared: values.shared,
    staffId: values.staffId || null,
    productId: booking?.productId ?? null,
    ownerChange: values.ownerChange,
  } as OpenRepairInput;
}

/** The fields the desk must fill itself, by name, with what to say. */
export type CheckInProblems = Partial<Record<'fullName' | 'numberPhone' | 'branch' | 'plate' | 'complaint', string>>;

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * What the desk must give itself beyond the contract's body: a walk-in's name, phone, branch and
 * plate (a booking brings them, so the server fills what is left empty), and always the
 * complaint, which a booking fills from its description. Checked on the body as typed, so these
 * show together with the contract's own errors (a zod refinement would wait for those to clear).
 */
export function checkInProblems(body: OpenRepairInput): CheckInProblems {
  const problems: CheckInProblems = {};
  if (!body.bookingId) {
    if (blank(body.fullName)) problems.fullName = messages.repairs.walkInNameRequired;
    if (blank(body.numberPhone)) problems.numberPhone = messages.repairs.walkInPhoneRequired;
    if (blank(body.branch)) problems.branch = messages.bookings.branchRequired;
    if (blank(body.plate)) problems.plate = messages.repairs.plateRequired;
  }
  if (blank(body.complaint)) problems.complaint = messages.repairs.complaintRequired;
  return problems;
}

/** The contract's body with the desk's own requirements: what a check-in sends once both pass. */
export const checkInSchema = openRepairBodySchema.superRefine((body, ctx) => {
  for (const [path, message] of Object.entries(checkInProblems(body))) ctx.addIssue({ code: 'custom', path: [path], message });
});

/**
 * Whose car the plate is, when it is not the customer at the desk (the phone typed, read as the
 * server reads it): the desk must say it changed hands or correct the plate. Null for a new car,
 * a car nobody was named for, or the customer's own.
 */
export function otherOwner(vehicle: Pick<VehicleHistory, 'owner'> | null | undefined, typedPhone: string): VehicleOwner | null {
  const owner = vehicle?.owner;
  if (!owner) return null;
  const phone = readPhone(typedPhone);
  return phone !== null && phone === owner.numberPhone ? null : owner;
}

/** A plate worth looking up: long enough to be a whole plate (51A12345, 51A1234). */
export function lookupPlate(plate: string): string | null {
  const key = normalizePlate(plate);
  return /^\d{2}[A-Z]{1,2}\d?\d{4,5}$/.test(key) ? key : null;
}
