import { describe, expect, it } from 'vitest';
import { updateBooking } from '../../../contract/bookings';
import { messages } from '../../../contract/messages';
import { bookingDetailOf, makeBooking, makeBookingUpdate } from '../../../mocks/data/bookings';
import { bookingEditValues, changeLines, changedValueText, newestFirst, toBookingUpdateBody } from './booking-changes';

describe('changedValueText', () => {
  it('writes days as dd/mm/yyyy, statuses in words and pictures as a count', () => {
    expect(changedValueText('date', '2026-04-07')).toBe('07/04/2026');
    expect(changedValueText('status', 'cancelled')).toBe('Đã hủy');
    expect(changedValueText('images', ['/media/a.png', '/media/b.png'])).toBe('2 ảnh');
    expect(changedValueText('images', [])).toBe('không có ảnh');
    expect(changedValueText('description', '  ')).toBe('(trống)');
    expect(changedValueText('timeSlot', '16:00')).toBe('16:00');
  });

  it('names a branch', () => {
    expect(changedValueText('branch', 'thu-duc')).toBe('Chi nhánh Thủ Đức');
    expect(changedValueText('branch', 'vung-tau')).toBe('vung-tau');
  });
});

describe('changeLines', () => {
  it('names each field in Vietnamese, in the form order', () => {
    const lines = changeLines({
      status: { from: 'pending', to: 'confirmed' },
      timeSlot: { from: '14:00', to: '16:00' },
      branch: { from: 'quan-12', to: 'thu-duc' },
      fullName: { from: 'An', to: 'Nguyễn Văn An' },
      odd: { from: 'a', to: 'b' },
    });
    expect(lines.map((line) => `${line.label}: ${line.from} → ${line.to}`)).toEqual([
      'Họ tên: An → Nguyễn Văn An',
      'Khung giờ: 14:00 → 16:00',
      'Chi nhánh: Chi nhánh Quận 12 → Chi nhánh Thủ Đức',
      'Trạng thái: Chờ xử lý → Đã xác nhận',
      'Thông tin khác: a → b',
    ]);
  });
});

describe('newestFirst', () => {
  it('orders the history by time, newest first', () => {
    const old = makeBookingUpdate({ createdAt: '2026-03-01T01:00:00.000Z' });
    const recent = makeBookingUpdate({ createdAt: '2026-03-05T01:00:00.000Z' });
    expect(newestFirst([old, recent])).toEqual([recent, old]);
  });
});

describe('toBookingUpdateBody', () => {
  const booking = bookingDetailOf(makeBooking({ fullName: 'Nguyễn Văn An', numberPhone: '0912345667', images: ['/media/a.png'] }), [makeBookingUpdate()]);

  it('sends the whole booking with the edits and the reason, without its history', () => {
    const body = toBookingUpdateBody(booking, { ...bookingEditValues(booking), timeSlot: '15:00', updateReason: 'Khách đổi giờ' });
    expect(body).toMatchObject({ _id: booking._id, status: booking.status, images: booking.images, timeSlot: '15:00', updateReason: 'Khách đổi giờ' });
    expect(body).not.toHaveProperty('updates');
  });

  it('moves it to another branch; keeping the same phone twice is asked only when chosen', () => {
    const values = { ...bookingEditValues(booking), branch: 'thu-duc' as const, updateReason: 'Khách muốn làm ở Thủ Đức' };
    expect(toBookingUpdateBody(booking, values)).toMatchObject({ branch: 'thu-duc' });
    expect(toBookingUpdateBody(booking, values)).not.toHaveProperty('allowSamePhone');
    expect(toBookingUpdateBody(booking, { ...values, allowSamePhone: true })).toMatchObject({ allowSamePhone: true });
  });

  it('is what the contract checks: a reason is required, with its message', () => {
    const result = updateBooking.body!.safeParse(toBookingUpdateBody(booking, { ...bookingEditValues(booking), updateReason: '   ' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([messages.bookings.updateReasonRequired]);
  });
});
