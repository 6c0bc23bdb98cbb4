import { describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import { checkInDefaults, checkInProblems, checkInSchema, lookupPlate, toOpenBody, type CheckInBooking } from './check-in';

const booking: CheckInBooking = {
  _id: '65f000000000000000000001',
  code: 'K7M2QX',
  fullName: 'Nguyễn Văn An',
  numberPhone: '0912345667',
  branch: 'thu-duc',
  carPlate: '51A-123.45',
  carModel: 'Toyota Vios',
  description: 'Phanh kêu',
  productId: null,
  serviceName: 'Sửa phanh',
};

const issues = (input: unknown) => {
  const result = checkInSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('check-in form', () => {
  it('starts from the booking, or empty on the board branch for a walk-in', () => {
    expect(checkInDefaults('quan-12', booking)).toMatchObject({ fullName: 'Nguyễn Văn An', branch: 'thu-duc', plate: '51A-123.45', model: 'Toyota Vios', complaint: 'Phanh kêu', odometerKm: '' });
    expect(checkInDefaults('quan-12')).toMatchObject({ fullName: '', branch: 'quan-12', plate: '', complaint: '', shared: true });
  });

  it('sends the booking id, numbers as numbers, and no km instead of 0 when the field is empty', () => {
    const values = { ...checkInDefaults('quan-12', booking), odometerKm: '42350', fuelLevel: '50', year: '2019' };
    expect(checkInSchema.parse(toOpenBody(values, booking))).toMatchObject({ bookingId: booking._id, odometerKm: 42350, fuelLevel: 50, year: 2019, branch: 'thu-duc' });
    expect(issues(toOpenBody({ ...values, odometerKm: '' }, booking))).toEqual({ odometerKm: messages.repairs.odometerRequired });
    expect(issues(toOpenBody({ ...values, fuelLevel: '' }, booking))).toEqual({ fuelLevel: messages.repairs.fuelInvalid });
  });

  it('names what the desk left empty even while the km and fuel are still missing', () => {
    const body = toOpenBody(checkInDefaults('quan-12'));
    expect(checkInProblems(body)).toEqual({
      fullName: messages.repairs.walkInNameRequired,
      numberPhone: messages.repairs.walkInPhoneRequired,
      plate: messages.repairs.plateRequired,
      complaint: messages.repairs.complaintRequired,
    });
    expect(checkInProblems({ ...body, branch: null })).toHaveProperty('branch', messages.bookings.branchRequired);
  });

  it('asks a walk-in for name, phone, plate and complaint, and a booking only for what it lacks', () => {
    const walkIn = { ...checkInDefaults('quan-12'), odometerKm: '1000', fuelLevel: '25' };
    expect(issues(toOpenBody(walkIn))).toEqual({
      fullName: messages.repairs.walkInNameRequired,
      numberPhone: messages.repairs.walkInPhoneRequired,
      plate: messages.repairs.plateRequired,
      complaint: messages.repairs.complaintRequired,
    });
    const fromBooking = { ...checkInDefaults('quan-12', { ...booking, carPlate: '', description: '' }), odometerKm: '1000', fuelLevel: '25', complaint: 'Thay dầu' };
    expect(issues(toOpenBody(fromBooking, booking))).toEqual({});
  });

  it('looks up only whole plates', () => {
    expect(lookupPlate('51a-123.45')).toBe('51A12345');
    expect(lookupPlate('51A-1234')).toBe('51A1234');
    expect(lookupPlate('51A-12')).toBeNull();
  });
});
