import { slotOpen } from '../../contract/opening-hours';
import type { BoardBooking, Booking, BookingBoard, BookingDetail, BookingUpdate, MyBooking } from '../../contract/bookings';
import { TIME_SLOTS, type TimeSlot } from '../../contract/constants';
import type { BranchId } from '../../contract/garage';
import { BOOKING_CODE_ALPHABET } from '../../contract/booking-code';
import { objectIdAt } from './ids';

let sequence = 0x6000;

/** A reference made from the sequence, so each mock booking has its own and stories can name it. */
function codeOf(n: number): string {
  let code = '';
  // A small integer hash stepped per letter, so neighbouring bookings do not share their last letters.
  for (let state = n, i = 0; i < 6; i += 1) {
    state = Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x297a2d39 + i;
    code += BOOKING_CODE_ALPHABET[(state >>> 0) % BOOKING_CODE_ALPHABET.length];
  }
  return code;
}

/** A booking as a signed-in visitor who is not staff receives it: name and phone masked, no details. */
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  sequence += 1;
  const created = new Date(Date.UTC(2026, 2, 1) + (sequence - 0x6000) * 3_600_000);
  return {
    _id: objectIdAt(created, sequence),
    fullName: 'Nguyễn V. A.',
    numberPhone: '09******67',
    date: '2026-03-10',
    timeSlot: '08:00',
    description: '',
    images: [],
    status: 'pending',
    branch: 'quan-12',
    code: codeOf(sequence),
    carPlate: '',
    carModel: '',
    productId: null,
    serviceName: '',
    createdAt: created.toISOString(),
    updatedAt: created.toISOString(),
    ...overrides,
  };
}

const rows: Array<[string, string, string, TimeSlot, Booking['status']]> = [
  ['Nguyễn V. A.', '09******67', '2026-03-12', '08:00', 'pending'],
  ['Trần T. B.', '03******21', '2026-03-09', '09:00', 'confirmed'],
  ['Lê H. P.', '07******58', '2026-03-15', '14:00', 'cancelled'],
  ['Phạm M. T.', '08******90', '2026-03-11', '10:00', 'confirmed'],
  ['Võ T. K.', '09******04', '2026-03-20', '08:00', 'pending'],
  ['Đặng Q. H.', '03******77', '2026-03-08', '16:00', 'confirmed'],
  ['Huỳnh N. L.', '07******13', '2026-03-18', '13:00', 'pending'],
];

/** Newest created first, as the server lists them; the appointment days are in no order. */
export const demoBookings: Booking[] = rows
  .map(([fullName, numberPhone, date, timeSlot, status]) => makeBooking({ fullName, numberPhone, date, timeSlot, status }))
  .reverse();

/**
 * A day's availability at a branch: the given slots full, the others with room; every slot
 * closed when `closedReason` is given. `signInOnly` slots have places left only for signed-in
 * customers (what a signed-out visitor sees once the anonymous share is taken).
 */
export function availabilityFor(
  date: string,
  full: TimeSlot[] = [],
  capacity = 3,
  branch: BranchId = 'quan-12',
  closedReason: string | null = null,
  signInOnly: TimeSlot[] = [],
) {
  return {
    date,
    branch,
    capacity,
    closedReason,
    slots: TIME_SLOTS.map((timeSlot) => {
      const isFull = full.includes(timeSlot);
      const signInNeeded = !isFull && signInOnly.includes(timeSlot);
      return {
        timeSlot,
        booked: isFull ? capacity : signInNeeded ? capacity - 1 : 0,
        remaining: isFull || signInNeeded ? 0 : capacity,
        full: isFull || signInNeeded,
        signInNeeded,
        past: false,
        closed: closedReason !== null || !slotOpen(date, timeSlot),
      };
    }),
  };
}

// ---------------------------------------------------------------- back office

/** A staff member who edits bookings in the back-office stories. */
export const bookingEditor = { _id: objectIdAt(new Date(Date.UTC(2025, 0, 5)), 0x7001), fullName: 'Lê Thu Trang' };

const staffRows: Array<[string, string, string, TimeSlot, Booking['status']]> = [
  ['Nguyễn Văn An', '0912345667', '2026-03-12', '08:00', 'pending'],
  ['Trần Thị Bích', '0387654321', '2026-03-12', '09:00', 'confirmed'],
  ['Lê Hoàng Phúc', '0765432158', '2026-03-15', '14:00', 'cancelled'],
  ['Phạm Minh Tuấn', '0865432190', '2026-03-11', '10:00', 'confirmed'],
  ['Võ Thị Kim', '0901234504', '2026-03-20', '08:00', 'pending'],
  ['Đặng Quốc Huy', '0356789077', '2026-03-08', '16:00', 'confirmed'],
  ['Huỳnh Ngọc Lan', '0779876513', '2026-03-18', '13:00', 'pending'],
  ['Bùi Đức Thắng', '0934567812', '2026-03-12', '08:00', 'confirmed'],
  ['Ngô Thanh Hà', '0823456789', '2026-03-21', '11:00', 'pending'],
  ['Dương Văn Khánh', '0976543210', '2026-03-22', '15:00', 'cancelled'],
  ['Lý Mỹ Duyên', '0398765432', '2026-03-25', '09:00', 'pending'],
  ['Trịnh Công Sơn', '0709123456', '2026-03-25', '10:00', 'confirmed'],
  ['Mai Xuân Trường', '0845678901', '2026-03-26', '13:00', 'pending'],
  ['Hồ Thị Thu', '0919876543', '2026-03-27', '14:00', 'confirmed'],
  ['Châu Gia Bảo', '0367890123', '2026-03-28', '16:00', 'pending'],
  ['Tạ Quang Vinh', '0788123456', '2026-03-29', '08:00', 'cancelled'],
  ['Kiều Anh Thư', '0856789012', '2026-04-01', '09:00', 'pending'],
  ['Đoàn Minh Nhật', '0903456789', '2026-04-02', '11:00', 'confirmed'],
  ['Phan Thị Yến', '0376543219', '2026-04-03', '15:00', 'pending'],
  ['La Văn Đạt', '0767890321', '2026-04-04', '10:00', 'pending'],
  ['Quách Bảo Ngọc', '0834567123', '2026-04-05', '13:00', 'confirmed'],
  ['Vương Đình Lộc', '0945678234', '2026-04-06', '14:00', 'pending'],
  ['Tôn Nữ Hạnh', '0321987654', '2026-04-07', '16:00', 'pending'],
];

const descriptions = [
  'Xe Toyota Vios 2019, thay dầu và kiểm tra phanh. Bánh trước bên phải kêu khi đánh lái.',
  'Bảo dưỡng định kỳ 40.000 km.',
  'Điều hòa không mát, nhờ kiểm tra gas lạnh.',
];

/**
 * 23 bookings as staff receive them (names and phones whole), newest created first, for
 * three pages of ten. The first has a message and two pictures, the fourth one picture;
 * every third has a message; every third (from the third made) is Thủ Đức's, 7 in all.
 */
export const managerBookings: Booking[] = staffRows
  .map(([fullName, numberPhone, date, timeSlot, status], index) =>
    makeBooking({
      fullName,
      numberPhone,
      date,
      timeSlot,
      status,
      branch: index % 3 === 2 ? 'thu-duc' : 'quan-12',
      description: index === 22 ? descriptions[0]! : index % 3 === 1 ? descriptions[1 + (index % 2)]! : '',
      images: index === 22 ? ['/images/demo/service-1.svg', '/images/demo/service-2.svg'] : index === 19 ? ['/images/demo/service-3.svg'] : [],
    }),
  )
  .reverse();

/** The detail answer of a booking: the booking itself with its history, newest change first. */
export function bookingDetailOf(booking: Booking, updates: BookingUpdate[] = []): BookingDetail {
  return { ...booking, updates };
}

let updateSequence = 0x7100;

/** One entry of a booking's history, made by `bookingEditor` unless told otherwise. */
export function makeBookingUpdate(overrides: Partial<BookingUpdate> = {}): BookingUpdate {
  updateSequence += 1;
  const created = new Date(Date.UTC(2026, 2, 2, 2) + (updateSequence - 0x7100) * 5_400_000);
  return {
    _id: objectIdAt(created, updateSequence),
    reason: 'Khách gọi điện đổi giờ.',
    changes: {},
    account: bookingEditor,
    createdAt: created.toISOString(),
    ...overrides,
  };
}

/**
 * The history of the first of `managerBookings`, newest first: a status change (the server
 * writes its reason), then a move to another day and slot by a staff member whose account
 * no longer exists.
 */
export const firstBookingHistory: BookingUpdate[] = [
  makeBookingUpdate({ reason: 'Đổi trạng thái từ "Đã xác nhận" sang "Chờ xử lý".', changes: { status: { from: 'confirmed', to: 'pending' } }, createdAt: '2026-03-03T03:20:00.000Z' }),
  makeBookingUpdate({
    reason: 'Khách xin dời sang chiều hôm sau.',
    changes: { date: { from: '2026-04-06', to: '2026-04-07' }, timeSlot: { from: '14:00', to: '16:00' } },
    account: null,
    createdAt: '2026-03-02T08:05:00.000Z',
  }),
];

/** A day's board of one branch as the server answers it: every slot in order, its bookings and the places they use; `closedReason` when the branch is closed that day. */
export function boardFor(
  date: string,
  bookings: readonly Booking[],
  capacity = 3,
  branch: BranchId = 'quan-12',
  closedReason: string | null = null,
  /** The repair a booking's car was checked in as, if any. */
  repairOf: (bookingId: string) => BoardBooking['repair'] = () => null,
): BookingBoard {
  return {
    date,
    branch,
    capacity,
    closedReason,
    slots: TIME_SLOTS.map((timeSlot) => {
      const inSlot = bookings.filter((booking) => booking.date === date && booking.timeSlot === timeSlot && booking.branch === branch);
      return { timeSlot, capacity, booked: inSlot.filter((booking) => booking.status !== 'cancelled').length, bookings: inSlot.map((booking) => ({ ...booking, repair: repairOf(booking._id) })) };
    }),
  };
}

/** Bookings of one day at one branch: each entry a slot, a name, a phone and a status. */
export function dayBookings(date: string, entries: Array<[TimeSlot, string, string, Booking['status']]>, branch: BranchId = 'quan-12'): Booking[] {
  return entries.map(([timeSlot, fullName, numberPhone, status]) => makeBooking({ date, timeSlot, fullName, numberPhone, status, branch }));
}

/** The clock of 'Lịch hẹn của tôi' stories: 10/03/2026 at 09:00 in Vietnam. */
export const myBookingsNow = new Date('2026-03-10T02:00:00Z');

export function makeMyBooking(overrides: Partial<MyBooking> = {}): MyBooking {
  return { ...makeBooking({ fullName: 'Nguyễn Văn Hùng', numberPhone: '0912345678' }), lastChange: null, cancellable: false, reschedulable: false, ...overrides };
}

/** A customer's appointments as the server lists them (latest day first), seen at myBookingsNow. */
export const demoMyBookings: MyBooking[] = [
  makeMyBooking({
    date: '2026-03-14',
    timeSlot: '09:00',
    status: 'pending',
    cancellable: true,
    reschedulable: true,
    branch: 'thu-duc',
    carModel: 'Toyota Vios 2019',
    carPlate: '51A-123.45',
    serviceName: 'Bảo dưỡng định kỳ 40.000 km',
    description: 'Xe hơi rung khi phanh gấp',
  }),
  makeMyBooking({
    date: '2026-03-12',
    timeSlot: '14:00',
    status: 'confirmed',
    cancellable: true,
    reschedulable: true,
    branch: 'quan-12',
    description: 'Kiểm tra tiếng kêu ở bánh trước',
    lastChange: { reason: 'Thợ máy bận buổi sáng, gara dời sang 14:00 và đã gọi báo anh.', byCustomer: false, createdAt: '2026-03-09T03:15:00.000Z' },
  }),
  // An hour before it starts: too late to cancel online.
  makeMyBooking({ date: '2026-03-10', timeSlot: '10:00', status: 'confirmed', cancellable: false }),
  makeMyBooking({ date: '2026-02-20', timeSlot: '08:00', status: 'confirmed', cancellable: false, createdAt: '2026-02-16T02:30:00.000Z', updatedAt: '2026-02-16T04:00:00.000Z' }),
  makeMyBooking({ date: '2026-02-10', timeSlot: '15:00', status: 'cancelled', cancellable: false, createdAt: '2026-02-03T09:10:00.000Z', updatedAt: '2026-02-08T01:00:00.000Z' }),
];
