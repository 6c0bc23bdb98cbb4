import { describe, expect, it } from 'vitest';
import { bookingDayProblem } from '../../contract/bookings';
import { messages } from '../../contract/messages';
import { rescheduleProblems, type BookingPlace } from './reschedule-choice';

const today = '2030-06-10';
const current: BookingPlace = { branch: 'quan-12', date: '2030-06-12', timeSlot: '09:00' };

describe('rescheduleProblems', () => {
  it('accepts another slot, day or branch', () => {
    expect(rescheduleProblems({ ...current, timeSlot: '10:00' }, current, today)).toEqual({});
    expect(rescheduleProblems({ ...current, date: '2030-06-10' }, current, today)).toEqual({});
    expect(rescheduleProblems({ ...current, branch: 'thu-duc' }, current, today)).toEqual({});
  });

  it('names a missing day and slot', () => {
    expect(rescheduleProblems({ branch: 'quan-12', date: '', timeSlot: '' }, current, today)).toEqual({
      date: messages.bookings.dateRequired,
      timeSlot: messages.bookings.timeSlotRequired,
    });
  });

  it('refuses days the server refuses, in its words', () => {
    for (const date of ['2030-06-09', '2030-09-09']) {
      expect(rescheduleProblems({ ...current, date }, current, today).date).toBe(bookingDayProblem(date, today));
    }
    expect(rescheduleProblems({ ...current, date: '2030-02-30' }, current, today).date).toBe(messages.validation.dateInvalid);
    // The last day that can be booked is still fine.
    expect(rescheduleProblems({ ...current, date: '2030-09-08' }, current, today)).toEqual({});
  });

  it('says when nothing would change', () => {
    expect(rescheduleProblems(current, current, today)).toEqual({ choice: messages.bookings.rescheduleSame });
  });
});
