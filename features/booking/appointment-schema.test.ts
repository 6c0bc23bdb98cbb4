import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { appointmentSchema } from './appointment-schema';
import { emptyAppointment } from './empty-appointment';

const schema = appointmentSchema('2026-03-10');
const valid = { fullName: 'Nguyễn Văn An', numberPhone: '0912345678', branch: 'quan-12', date: '2026-03-10', timeSlot: '09:00', productId: '', description: 'Thay dầu', images: [] };

/** The first message of each field, as the form's resolver shows it. */
function errorsOf(input: unknown) {
  const result = schema.safeParse(input);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('appointmentSchema', () => {
  it('accepts a complete request for today; no car details read as none', () => {
    expect(schema.parse(valid)).toEqual({ ...valid, productId: null, carPlate: '', carModel: '' });
    expect(schema.parse({ ...valid, productId: '0123456789abcdef01234567' }).productId).toBe('0123456789abcdef01234567');
  });

  it('keeps the plate in capitals and refuses one that is not a plate', () => {
    expect(schema.parse({ ...valid, carPlate: ' 51a-123.45 ', carModel: 'Kia Morning' })).toMatchObject({ carPlate: '51A-123.45', carModel: 'Kia Morning' });
    expect(errorsOf({ ...valid, carPlate: '51A' })).toEqual({ carPlate: messages.bookings.plateInvalid });
  });

  it('names every missing field with its own message', () => {
    expect(errorsOf(emptyAppointment)).toEqual({
      fullName: messages.validation.fullNameRequired,
      numberPhone: messages.validation.phoneRequired,
      branch: messages.bookings.branchRequired,
      date: messages.bookings.dateRequired,
      timeSlot: messages.bookings.timeSlotRequired,
      description: messages.bookings.descriptionRequired,
    });
  });

  it('asks for a branch and a slot when their radios come back null (none checked), never in zod’s words', () => {
    expect(errorsOf({ ...valid, branch: null, timeSlot: null, productId: null })).toEqual({
      branch: messages.bookings.branchRequired,
      timeSlot: messages.bookings.timeSlotRequired,
      productId: messages.validation.choiceInvalid,
    });
  });

  it('wants exactly 10 digits for the phone', () => {
    expect(errorsOf({ ...valid, numberPhone: '091234567' })).toEqual({ numberPhone: messages.validation.phoneInvalid });
    expect(errorsOf({ ...valid, numberPhone: '09123456789' })).toEqual({ numberPhone: messages.validation.phoneInvalid });
    expect(errorsOf({ ...valid, numberPhone: '09123a5678' })).toEqual({ numberPhone: messages.validation.phoneInvalid });
  });

  it('refuses a day before today and a slot that does not exist', () => {
    expect(errorsOf({ ...valid, date: '2026-03-09' })).toEqual({ date: messages.bookings.dateInPast });
    expect(errorsOf({ ...valid, timeSlot: '12:00' })).toEqual({ timeSlot: messages.bookings.timeSlotInvalid });
  });
});
