import { describe, expect, it } from 'vitest';
import { TIME_SLOTS } from '../../../contract/constants';
import { bookingSlotOptions, type SlotState } from './booking-slot-options';

const booking = { date: '2026-03-12', timeSlot: '09:00', branch: 'quan-12', status: 'confirmed' } as const;
const state = (timeSlot: SlotState['timeSlot'], extra: Partial<SlotState> = {}): SlotState => ({ timeSlot, remaining: 2, full: false, past: false, closed: false, ...extra });
const states: SlotState[] = [state('08:00', { past: true }), state('09:00', { full: true, remaining: 0 }), state('10:00', { full: true, remaining: 0 }), state('16:00', { closed: true })];

describe('bookingSlotOptions', () => {
  it('every slot in order; plain ones say what is left', () => {
    const options = bookingSlotOptions(booking, { date: booking.date, branch: 'quan-12' }, [...states, state('11:00')]);
    expect(options.map((option) => option.value)).toEqual([...TIME_SLOTS]);
    expect(options.find((option) => option.value === '11:00')).toEqual({ value: '11:00', label: '11:00 · còn 2 chỗ', disabled: false });
  });

  it('keeps the booking\'s own slot open even when full, and refuses another full or closed one', () => {
    const options = bookingSlotOptions(booking, { date: booking.date, branch: 'quan-12' }, states);
    expect(options.find((option) => option.value === '09:00')).toEqual({ value: '09:00', label: '09:00 · lịch hiện tại', disabled: false });
    expect(options.find((option) => option.value === '10:00')).toEqual({ value: '10:00', label: '10:00 · Đã kín', disabled: true });
    expect(options.find((option) => option.value === '16:00')).toMatchObject({ disabled: true, label: '16:00 · Nghỉ' });
    expect(options.find((option) => option.value === '08:00')).toMatchObject({ disabled: false, label: '08:00 · Đã qua' });
  });

  it('at another branch the same slot is just another slot', () => {
    const options = bookingSlotOptions(booking, { date: booking.date, branch: 'thu-duc' }, states);
    expect(options.find((option) => option.value === '09:00')).toMatchObject({ disabled: true, label: '09:00 · Đã kín' });
  });

  it('a cancelled booking holds no place: a full slot is only marked', () => {
    const options = bookingSlotOptions({ ...booking, status: 'cancelled' }, { date: '2026-03-13', branch: 'quan-12' }, states);
    expect(options.find((option) => option.value === '10:00')).toMatchObject({ disabled: false });
  });

  it('without the day\'s answer yet, only the slots', () => {
    expect(bookingSlotOptions(booking, { date: '2026-03-20', branch: 'quan-12' }, undefined)[0]).toEqual({ value: '08:00', label: '08:00', disabled: false });
  });
});
