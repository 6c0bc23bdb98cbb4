import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { changeNote } from './booking-change-note';

// 10/03/2026 09:00 in Vietnam.
const now = new Date('2026-03-10T02:00:00Z');
const coming = { status: 'pending' as const, date: '2026-03-14', timeSlot: '09:00', cancellable: true, reschedulable: true };

describe('changeNote', () => {
  it('says nothing while both are offered, nor for a past or cancelled appointment', () => {
    expect(changeNote(coming, now)).toBeUndefined();
    expect(changeNote({ ...coming, date: '2026-03-09', cancellable: false, reschedulable: false }, now)).toBeUndefined();
    expect(changeNote({ ...coming, status: 'cancelled', cancellable: false, reschedulable: false }, now)).toBeUndefined();
  });

  it('sends a customer too late to cancel to the phone', () => {
    expect(changeNote({ ...coming, date: '2026-03-10', timeSlot: '10:00', cancellable: false, reschedulable: false }, now)).toBe(
      'Đã quá hạn hủy trực tuyến (2 giờ trước giờ hẹn). Cần đổi hoặc hủy, vui lòng gọi',
    );
  });

  it('tells a booking moved once from one too close to move', () => {
    expect(changeNote({ ...coming, reschedulable: false }, now)).toBe(messages.bookingCard.movedOnce);
    expect(changeNote({ ...coming, date: '2026-03-10', timeSlot: '10:00', reschedulable: false }, now)).toBe(
      'Đã quá hạn đổi lịch trực tuyến (2 giờ trước giờ hẹn). Cần đổi, vui lòng gọi',
    );
  });
});
