import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../contract/client';
import { messages } from '../../../contract/messages';
import { deskDefaults, deskRefusal, deskSchema, toDeskBody, type DeskValues } from './desk-booking';

const today = '2026-03-10';
const filled: DeskValues = {
  ...deskDefaults('thu-duc', '2026-03-12', today),
  fullName: 'Nguyễn Văn An',
  numberPhone: '0912345678',
  timeSlot: '09:00',
};

const issues = (values: DeskValues, askReason = false) => {
  const result = deskSchema(today, askReason).safeParse(toDeskBody(values, askReason));
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('deskDefaults', () => {
  it('opens on the board branch and day', () => {
    expect(deskDefaults('thu-duc', '2026-03-12', today)).toMatchObject({ branch: 'thu-duc', date: '2026-03-12', timeSlot: '' });
  });

  it('takes today when the board shows a day gone by', () => {
    expect(deskDefaults('quan-12', '2026-03-01', today).date).toBe(today);
  });
});

describe('toDeskBody', () => {
  it('sends no service for an empty choice, and a reason only once one is asked for', () => {
    expect(toDeskBody({ ...filled, samePhoneReason: 'Hai xe' }, false)).toMatchObject({ productId: null, samePhoneReason: null, branch: 'thu-duc' });
    expect(toDeskBody({ ...filled, samePhoneReason: 'Hai xe' }, true).samePhoneReason).toBe('Hai xe');
  });
});

describe('deskSchema', () => {
  it('takes a filled form', () => {
    expect(issues(filled)).toEqual({});
  });

  it('refuses what the server would, in its words', () => {
    expect(issues({ ...filled, fullName: ' ', numberPhone: '0912', timeSlot: '' })).toEqual({
      fullName: messages.validation.fullNameRequired,
      numberPhone: messages.validation.phoneInvalid,
      timeSlot: messages.bookings.timeSlotRequired,
    });
    expect(issues({ ...filled, date: '2026-03-09' })).toEqual({ date: messages.bookings.dateInPast });
    expect(issues({ ...filled, carPlate: 'abc' })).toEqual({ carPlate: messages.bookings.plateInvalid });
  });

  it('asks for the reason once the same phone is being kept twice', () => {
    expect(issues(filled, true)).toEqual({ samePhoneReason: messages.bookings.samePhoneReasonRequired });
    expect(issues({ ...filled, samePhoneReason: 'Khách mang hai xe' }, true)).toEqual({});
  });
});

describe('deskRefusal', () => {
  it('tells the same phone from a full slot; anything else is a plain failure', () => {
    expect(deskRefusal(new ApiError(409, messages.bookings.samePhoneTaken))).toBe('samePhone');
    expect(deskRefusal(new ApiError(409, messages.bookings.slotFull))).toBe('slotFull');
    expect(deskRefusal(new ApiError(409, messages.bookings.slotPassed))).toBe('other');
    expect(deskRefusal(new ApiError(500, messages.bookings.slotFull))).toBe('other');
    expect(deskRefusal(new Error('mạng'))).toBe('other');
  });
});
