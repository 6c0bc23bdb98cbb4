import type { Booking } from '../../../contract/bookings';
import { TIME_SLOTS, type TimeSlot } from '../../../contract/constants';
import type { BranchId } from '../../../contract/garage';
import { messages } from '../../../contract/messages';

export interface SlotState {
  timeSlot: TimeSlot;
  remaining: number;
  full: boolean;
  past: boolean;
  closed: boolean;
}

export interface SlotOption {
  value: TimeSlot;
  label: string;
  disabled: boolean;
}

/**
 * The edit form's slots for the day and branch picked, each with what is left there: the
 * booking's own slot is its place (never refused), a full or closed one cannot take it, a past
 * one is only marked. A cancelled booking holds no place, so a full slot is no obstacle to it.
 */
export function bookingSlotOptions(
  booking: Pick<Booking, 'date' | 'timeSlot' | 'branch' | 'status'>,
  picked: { date: string; branch: BranchId },
  states: readonly SlotState[] | undefined,
): SlotOption[] {
  const samePlace = picked.date === booking.date && picked.branch === booking.branch;
  const holdsPlace = booking.status !== 'cancelled';
  return TIME_SLOTS.map((slot) => {
    const state = states?.find((item) => item.timeSlot === slot);
    if (samePlace && slot === booking.timeSlot) return { value: slot, label: `${slot} · lịch hiện tại`, disabled: false };
    if (!state) return { value: slot, label: slot, disabled: false };
    if (state.closed) return { value: slot, label: `${slot} · ${messages.bookings.slotClosedLabel}`, disabled: true };
    if (state.full) return { value: slot, label: `${slot} · ${messages.bookings.slotFullLabel}`, disabled: holdsPlace };
    if (state.past) return { value: slot, label: `${slot} · ${messages.bookings.slotPastLabel}`, disabled: false };
    return { value: slot, label: `${slot} · còn ${state.remaining} chỗ`, disabled: false };
  });
}
