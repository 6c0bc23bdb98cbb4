import { z } from 'zod';
import { endpoint } from './endpoint';
import { getAvailabilityPath, listBookingsPath, lookedUpBookingCalendarPath, lookupBookingPath } from './api-paths';
import { idParamsSchema, isoDateTimeSchema, messageResponseSchema, objectIdSchema, phoneSchema, requiredText } from './common';
import {
  BOOKING_IMAGES_MAX_BYTES,
  BOOKING_MAX_DAYS_AHEAD,
  BOOKING_MAX_IMAGES,
  BOOKING_STATUSES,
  TIME_SLOTS,
} from './constants';
import { isBookingCode, normalizeBookingCode } from './booking-code';
import { checkDateRange, dateRangeShape } from './date-range';
import { isCalendarDay } from './day-rules';
import { bookingImagesMaxText, latestBookingDay } from './booking-rules';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { BRANCH_IDS } from './garage';
import { format, messages } from './messages';
import { choiceParam, pagingQuerySchema, searchTextParam } from './paging';
import { consentChoicesSchema } from './privacy';

export { BOOKING_MAX_IMAGES };
/** The same header as checkout's: a retried booking with the same key is not booked twice. */
export { IDEMPOTENCY_HEADER };

/** A Vietnamese phone number as typed, with spaces, dots or +84 ('0912 345 678'), stored as its 10 digits. */
export const vietnamPhoneSchema = phoneSchema(messages.validation.phoneRequired, messages.validation.phoneInvalid);

/** An appointment day 'YYYY-MM-DD'; "not before today" needs the clock, so the server checks it. */
export const bookingDateSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.bookings.dateRequired : messages.validation.dateInvalid) })
  .trim()
  .min(1, messages.bookings.dateRequired)
  .refine(isCalendarDay, messages.validation.dateInvalid);

export const timeSlotSchema = z.enum(TIME_SLOTS, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === '' ? messages.bookings.timeSlotRequired : messages.bookings.timeSlotInvalid,
});

export const bookingStatusSchema = z.enum(BOOKING_STATUSES, { error: messages.validation.statusInvalid });

const descriptionSchema = z.string().trim().max(2000, format(messages.validation.textTooLong, { max: 2000 }));

export const CAR_MODEL_MAX = 60;

/**
 * A Vietnamese plate as people write it: province digits, series letters (and a digit on
 * some), then 4 or 5 digits, with or without '-', '.' or a space: 51A-123.45, 51A12345,
 * 30K1-234.56. Stored upper-cased with single spaces at most; '' when not given.
 */
export const carPlateSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((plate) => plate === '' || /^\d{2}[A-Z]{1,2}\d?[-\s]?\d{3}[.\s]?\d{1,2}$/.test(plate), messages.bookings.plateInvalid);

export const carModelSchema = z.string().trim().max(CAR_MODEL_MAX, format(messages.validation.textTooLong, { max: CAR_MODEL_MAX }));

/** A branch to choose; the public create call also takes none, as the deployed client sends none (DEFAULT_BRANCH). */
export const branchSchema = z.enum(BRANCH_IDS, { error: messages.bookings.branchRequired });

/** A booking's reference as typed (any case, spaces or dashes), normalised. */
export const bookingCodeSchema = z
  .string({ error: messages.bookings.codeRequired })
  .trim()
  .min(1, messages.bookings.codeRequired)
  .transform(normalizeBookingCode)
  .refine(isBookingCode, messages.bookings.codeInvalid);

/** The bytes a data URL carries once decoded (its base64 text is 4/3 of them); 0 for a stored picture's URL. */
export function dataUrlBytes(value: string): number {
  if (!value.startsWith('data:')) return 0;
  const comma = value.indexOf(',');
  const base64 = comma < 0 ? '' : value.slice(comma + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding);
}

/**
 * New pictures as data URLs; on edit, pictures already stored come back as their `/media/...`
 * URLs. Bounded in number and in their size together, so one booking cannot carry 30 MB.
 */
export const bookingImagesSchema = z
  .array(z.string())
  .max(BOOKING_MAX_IMAGES, format(messages.bookings.tooManyImages, { max: BOOKING_MAX_IMAGES }))
  .refine(
    (images) => images.reduce((sum, image) => sum + dataUrlBytes(image), 0) <= BOOKING_IMAGES_MAX_BYTES,
    format(messages.bookings.imagesTooLarge, { max: bookingImagesMaxText }),
  );

/**
 * A new appointment's day against the clock: not before today, not past BOOKING_MAX_DAYS_AHEAD.
 * The form passes the visitor's today; the server checks again with its own clock.
 */
export function bookingDayProblem(date: string, today: string): string | undefined {
  if (date < today) return messages.bookings.dateInPast;
  if (date > latestBookingDay(today)) return format(messages.bookings.dateTooFar, { days: BOOKING_MAX_DAYS_AHEAD });
  return undefined;
}

/** The appointment day of a booking form whose today is `today`. */
export function bookableDateSchema(today: string) {
  return bookingDateSchema.superRefine((date, ctx) => {
    const problem = isCalendarDay(date) ? bookingDayProblem(date, today) : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

export const bookingSchema = z.object({
  _id: objectIdSchema,
  fullName: z.string(),
  numberPhone: z.string(),
  /** The appointment day, 'YYYY-MM-DD' in Vietnam time. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  timeSlot: z.enum(TIME_SLOTS),
  description: z.string(),
  images: z.array(z.string()),
  status: z.enum(BOOKING_STATUSES),
  /** Where the car is expected; bookings made without choosing go to DEFAULT_BRANCH. */
  branch: z.enum(BRANCH_IDS),
  /** The reference (contract/booking-code.ts); '' where the booking is masked. */
  code: z.string(),
  /** Masked to '' for anyone but staff and the person who booked, like the description. */
  carPlate: z.string(),
  carModel: z.string(),
  /** The service chosen from the catalogue (null when none, or when it was removed since) and its name as it was then ('' when none). */
  productId: objectIdSchema.nullable(),
  serviceName: z.string(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Booking = z.infer<typeof bookingSchema>;

const changedValueSchema = z.union([z.string(), z.array(z.string())]);

/** One staff edit: why, who, and each changed field's old and new value. */
export const bookingUpdateSchema = z.object({
  _id: objectIdSchema,
  reason: z.string(),
  changes: z.record(z.string(), z.object({ from: changedValueSchema, to: changedValueSchema })),
  account: z.object({ _id: objectIdSchema, fullName: z.string() }).nullable(),
  createdAt: isoDateTimeSchema,
});
export type BookingUpdate = z.infer<typeof bookingUpdateSchema>;

export const bookingDetailSchema = bookingSchema.extend({ updates: z.array(bookingUpdateSchema) });
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

/** One of the signed-in customer's own appointments, as 'Lịch hẹn của tôi' shows it. */
export const myBookingSchema = bookingSchema.extend({
  /**
   * The latest change and its reason; null when nothing changed since it was made. `byCustomer`:
   * the customer's own cancel or move ('Bạn đã hủy lịch'), else the garage's word.
   */
  lastChange: z.object({ reason: z.string(), byCustomer: z.boolean().default(false), createdAt: isoDateTimeSchema }).nullable(),
  /** Whether it can still be cancelled online (contract/booking-cancel.ts), by the server's clock. */
  cancellable: z.boolean(),
  /** Whether the customer can still move it themselves (once, until BOOKING_RESCHEDULE_LEAD_HOURS before). */
  reschedulable: z.boolean(),
});
export type MyBooking = z.infer<typeof myBookingSchema>;

export const slotAvailabilitySchema = z.object({
  timeSlot: z.enum(TIME_SLOTS),
  /** Places taken, by everyone. */
  booked: z.number().int().nonnegative(),
  /** Places the caller can still book: signed out, only what is left of the anonymous share (ANONYMOUS_SLOT_SHARE). */
  remaining: z.number().int().nonnegative(),
  /** No place left for the caller. */
  full: z.boolean(),
  /** Full for the signed-out caller, but places remain for signed-in customers and the desk: signing in books one. */
  signInNeeded: z.boolean(),
  /** Today's slots that have already begun cannot be booked either. */
  past: z.boolean(),
  /** Outside the day's opening hours (contract/opening-hours.ts): Sundays and holidays open later and close earlier. */
  closed: z.boolean(),
});

/**
 * The back office's booking list: `date` and `timeSlot` narrow it, `status` one of the
 * three, `q` matches the customer's name or phone. The public /booking page sends none.
 */
export const bookingListQuerySchema = pagingQuerySchema.extend({
  q: searchTextParam,
  date: z.preprocess((value) => (value === '' ? undefined : value), bookingDateSchema.optional()),
  timeSlot: choiceParam(TIME_SLOTS, messages.bookings.timeSlotInvalid),
  status: choiceParam(BOOKING_STATUSES, messages.validation.statusInvalid),
  branch: choiceParam(BRANCH_IDS, messages.bookings.branchRequired),
});
export type BookingListQuery = z.output<typeof bookingListQuerySchema>;

/** A booking on the day board, with the repair its car was checked in as ('Nhận xe'); null before check-in. */
export const boardBookingSchema = bookingSchema.extend({
  repair: z.object({ _id: objectIdSchema, code: z.string() }).nullable().default(null),
});
export type BoardBooking = z.infer<typeof boardBookingSchema>;

/** One slot of the day board: its bookings (cancelled ones too) and the places they use. */
export const boardSlotSchema = z.object({
  timeSlot: z.enum(TIME_SLOTS),
  /** Places taken: bookings of the slot that are not cancelled. */
  booked: z.number().int().nonnegative(),
  capacity: z.number().int().positive(),
  bookings: z.array(boardBookingSchema),
});
export type BoardSlot = z.infer<typeof boardSlotSchema>;

export const bookingBoardSchema = z.object({
  date: z.string(),
  branch: z.enum(BRANCH_IDS),
  capacity: z.number().int().positive(),
  /** Why the branch is closed that day; null when open. Its bookings are still shown, for staff to move. */
  closedReason: z.string().nullable(),
  slots: z.array(boardSlotSchema),
});
export type BookingBoard = z.infer<typeof bookingBoardSchema>;

export const createBooking = endpoint({
  method: 'POST',
  path: '/api/contacts/create',
  access: 'public',
  summary:
    'Đặt lịch hẹn trong vòng 90 ngày tới tại một chi nhánh (không gửi chi nhánh: Quận 12). Mỗi chi nhánh, ngày và khung giờ nhận tối đa sức chứa của chi nhánh (mặc định BOOKING_SLOT_CAPACITY), khung đã kín hoặc số điện thoại đã có lịch cùng ngày và khung giờ trả 409; quá số lần cho phép theo địa chỉ hoặc số điện thoại trả 429; gửi lại cùng khóa Idempotency-Key trả về đúng lịch đã đặt. Trả về mã tra cứu `code`.',
  body: z.object({
    fullName: requiredText(messages.validation.fullNameRequired, 100),
    numberPhone: vietnamPhoneSchema,
    date: bookingDateSchema,
    timeSlot: timeSlotSchema,
    description: descriptionSchema.nullish().transform((value) => value ?? ''),
    images: bookingImagesSchema.nullish().transform((value) => value ?? []),
    branch: branchSchema.nullish().transform((value) => value ?? null),
    carPlate: carPlateSchema.nullish().transform((value) => value ?? ''),
    carModel: carModelSchema.nullish().transform((value) => value ?? ''),
    /** A service of the catalogue; the server checks it exists. */
    productId: objectIdSchema.nullish().transform((value) => value ?? null),
    /** The consent boxes (issue 43); missing from the garage's earlier client: processing only, recorded as 'legacy'. */
    consents: consentChoicesSchema.optional(),
    /** Which form sent it, for the consent's record: the contact page ('booking', the default) or the virtual assistant's chat ('bot'). */
    channel: z.enum(['booking', 'bot']).optional(),
  }),
  response: bookingSchema,
});

/** What the front desk enters for a caller: the branch is required, and a second place for the same phone needs a reason. */
export const deskBookingBodySchema = z.object({
  fullName: requiredText(messages.validation.fullNameRequired, 100),
  numberPhone: vietnamPhoneSchema,
  branch: branchSchema,
  date: bookingDateSchema,
  timeSlot: timeSlotSchema,
  productId: objectIdSchema.nullish().transform((value) => value ?? null),
  carPlate: carPlateSchema.nullish().transform((value) => value ?? ''),
  carModel: carModelSchema.nullish().transform((value) => value ?? ''),
  description: descriptionSchema.nullish().transform((value) => value ?? ''),
  /** Given when the phone already holds a place in that day and slot and the desk keeps both. */
  samePhoneReason: z
    .string()
    .trim()
    .max(500, format(messages.validation.textTooLong, { max: 500 }))
    .nullish()
    .transform((value) => value || null),
  /** The caller's consents as the desk asked them on the phone (issue 43); missing: processing only, recorded as 'legacy'. */
  consents: consentChoicesSchema.optional(),
});
export type DeskBookingBody = z.output<typeof deskBookingBodySchema>;

export const createDeskBooking = endpoint({
  method: 'POST',
  path: '/api/contacts/desk',
  access: 'staff',
  summary:
    'Nhân viên đặt lịch cho khách gọi điện: cùng quy tắc sức chứa theo chi nhánh trong cùng giao dịch, không tính giới hạn theo địa chỉ và số điện thoại; số điện thoại đã có lịch cùng ngày và khung giờ trả 409 trừ khi có samePhoneReason',
  body: deskBookingBodySchema,
  response: bookingSchema,
});

/** A new day, slot and branch for a booking the customer moves. */
export const rescheduleBodySchema = z.object({
  date: bookingDateSchema,
  timeSlot: timeSlotSchema,
  /** Missing keeps the booking's branch. */
  branch: branchSchema.optional(),
});
export type RescheduleBody = z.output<typeof rescheduleBodySchema>;

export const rescheduleMyBooking = endpoint({
  method: 'PUT',
  path: '/api/contacts/:id/reschedule',
  access: 'user',
  summary:
    'Khách tự đổi lịch hẹn của mình sang ngày, khung giờ hoặc chi nhánh còn chỗ, một lần cho mỗi lịch, chậm nhất BOOKING_RESCHEDULE_LEAD_HOURS giờ trước giờ hẹn (quá hạn, đã đổi hoặc đã hủy trả 409). Lịch của người khác trả 404.',
  params: idParamsSchema,
  body: rescheduleBodySchema,
  response: myBookingSchema,
});

/** A booking found by its reference and the phone it was made with. */
export const bookingLookupSchema = z.object({ code: bookingCodeSchema, phone: vietnamPhoneSchema });
export type BookingLookup = z.output<typeof bookingLookupSchema>;

export const lookupBooking = endpoint({
  method: 'GET',
  path: lookupBookingPath,
  access: 'public',
  summary:
    'Tra cứu lịch hẹn bằng mã lịch và số điện thoại đã đặt: trạng thái, lý do thay đổi gần nhất của gara, có hủy hoặc đổi được không. Sai mã hoặc sai số điện thoại đều trả 404 như nhau; tra sai nhiều lần bị giới hạn theo địa chỉ và theo mã (429).',
  query: bookingLookupSchema,
  response: myBookingSchema,
});

export const cancelLookedUpBooking = endpoint({
  method: 'POST',
  path: '/api/contacts/lookup/cancel',
  access: 'public',
  summary: 'Hủy lịch hẹn tìm bằng mã và số điện thoại, cùng quy tắc như khách đã đăng nhập (chậm nhất BOOKING_CANCEL_LEAD_HOURS giờ trước giờ hẹn)',
  body: bookingLookupSchema,
  response: myBookingSchema,
});

export const rescheduleLookedUpBooking = endpoint({
  method: 'POST',
  path: '/api/contacts/lookup/reschedule',
  access: 'public',
  summary: 'Đổi lịch hẹn tìm bằng mã và số điện thoại, cùng quy tắc như khách đã đăng nhập',
  body: bookingLookupSchema.extend(rescheduleBodySchema.shape),
  response: myBookingSchema,
});

export const lookedUpBookingCalendar = endpoint({
  method: 'GET',
  path: lookedUpBookingCalendarPath,
  access: 'public',
  summary: "Tệp lịch (.ics) của lịch hẹn tìm bằng mã và số điện thoại, cho nút 'Thêm vào lịch'; cùng giới hạn tra cứu",
  query: bookingLookupSchema,
  /** The calendar file itself (text/calendar), not JSON. */
  response: z.string(),
});

export const listMyBookings = endpoint({
  method: 'GET',
  path: '/api/contacts/mine',
  access: 'user',
  summary: 'Lịch hẹn của tài khoản đang đăng nhập (đặt khi đã đăng nhập), ngày hẹn mới nhất trước, kèm lý do thay đổi gần nhất của gara',
  response: z.array(myBookingSchema),
});

export const cancelMyBooking = endpoint({
  method: 'PUT',
  path: '/api/contacts/:id/cancel',
  access: 'user',
  summary:
    'Khách tự hủy lịch hẹn của mình, chậm nhất BOOKING_CANCEL_LEAD_HOURS giờ trước giờ hẹn (quá hạn hoặc đã hủy trả 409); chỗ trong khung giờ được trả lại ngay. Lịch của người khác trả 404.',
  params: idParamsSchema,
  response: myBookingSchema,
});

export const getAvailability = endpoint({
  method: 'GET',
  path: getAvailabilityPath,
  access: 'public',
  summary:
    'Các khung giờ của một ngày tại một chi nhánh (không gửi: Quận 12): đã đặt bao nhiêu, còn bao nhiêu chỗ cho người gọi, đã kín hay đã qua. Người chưa đăng nhập chỉ đặt được một phần chỗ của mỗi khung (ANONYMOUS_SLOT_SHARE); phần còn lại dành cho khách đã đăng nhập và quầy (signInNeeded).',
  query: z.object({ date: bookingDateSchema, branch: choiceParam(BRANCH_IDS, messages.bookings.branchRequired) }),
  response: z.object({
    date: z.string(),
    branch: z.enum(BRANCH_IDS),
    capacity: z.number().int().positive(),
    /** Why the branch is closed that day (a lunar holiday, or a day the master closed); null when open. Every slot is then `closed`. */
    closedReason: z.string().nullable(),
    slots: z.array(slotAvailabilitySchema),
  }),
});

export const listBookings = endpoint({
  method: 'GET',
  path: listBookingsPath,
  access: 'user',
  summary:
    'Danh sách lịch hẹn, mới nhất trước; chỉ nhân viên thấy đầy đủ, người khác thấy họ tên và số điện thoại đã che (không có mã lịch). Nhân viên có thể lọc: page/limit, q (tên hoặc số điện thoại), date, timeSlot, status, branch; tổng số dòng khớp ở header X-Total-Count. Người không phải nhân viên: q bị bỏ qua (không dò được số điện thoại qua ô tìm kiếm).',
  query: bookingListQuerySchema,
  response: z.array(bookingSchema),
});

export const listBookingsByDate = endpoint({
  method: 'GET',
  path: '/api/contacts/by-date',
  access: 'public',
  summary: 'Lịch hẹn của một ngày theo khung giờ (đã che với người không phải nhân viên)',
  query: z.object({ date: bookingDateSchema }),
  response: z.array(bookingSchema),
});

export const listBookingsByTimeSlot = endpoint({
  method: 'GET',
  path: '/api/contacts/by-timeslot',
  access: 'public',
  summary: 'Lịch hẹn của một khung giờ, có thể lọc thêm theo ngày (đã che với người không phải nhân viên)',
  query: z.object({ timeSlot: timeSlotSchema, date: bookingDateSchema.optional() }),
  response: z.array(bookingSchema),
});

export const getMonthlyCount = endpoint({
  method: 'GET',
  path: '/api/contacts/monthly-count',
  access: 'staff',
  summary: 'Số lịch hẹn có ngày hẹn trong một tháng, của một chi nhánh nếu gửi branch',
  query: z.object({
    branch: choiceParam(BRANCH_IDS, messages.bookings.branchRequired),
    month: z.coerce.number({ error: messages.bookings.monthInvalid }).int(messages.bookings.monthInvalid).min(1, messages.bookings.monthInvalid).max(12, messages.bookings.monthInvalid),
    year: z.coerce.number({ error: messages.bookings.yearInvalid }).int(messages.bookings.yearInvalid).min(2000, messages.bookings.yearInvalid).max(2100, messages.bookings.yearInvalid),
  }),
  response: z.object({ count: z.number().int().nonnegative() }),
});

/** One cell of the year's chart: bookings of a month, branch and status. */
export const yearlyStatsRowSchema = z.object({
  month: z.number().int().min(1).max(12),
  branch: z.enum(BRANCH_IDS),
  status: z.enum(BOOKING_STATUSES),
  count: z.number().int().nonnegative(),
});
export type YearlyStatsRow = z.infer<typeof yearlyStatsRowSchema>;

export const getYearlyStats = endpoint({
  method: 'GET',
  path: '/api/contacts/yearly-stats',
  access: 'staff',
  summary: 'Số lịch hẹn theo tháng (ngày hẹn), chi nhánh và trạng thái trong một năm; chỉ có các ô khác 0',
  query: z.object({
    year: z.coerce.number({ error: messages.bookings.yearInvalid }).int(messages.bookings.yearInvalid).min(2000, messages.bookings.yearInvalid).max(2100, messages.bookings.yearInvalid),
  }),
  response: z.object({ year: z.number().int(), rows: z.array(yearlyStatsRowSchema) }),
});

export const getBookingBoard = endpoint({
  method: 'GET',
  path: '/api/contacts/board',
  access: 'staff',
  summary: 'Bảng lịch trong ngày của một chi nhánh (không gửi: Quận 12): mỗi khung giờ với các lịch hẹn và số chỗ đã dùng trên sức chứa của chi nhánh',
  query: z.object({ date: bookingDateSchema, branch: choiceParam(BRANCH_IDS, messages.bookings.branchRequired) }),
  response: bookingBoardSchema,
});

export const bookingExportQuerySchema = z
  .object({ ...dateRangeShape, branch: choiceParam(BRANCH_IDS, messages.bookings.branchRequired) })
  .superRefine(checkDateRange);
export type BookingExportQuery = z.output<typeof bookingExportQuerySchema>;

export const exportBookings = endpoint({
  method: 'GET',
  path: '/api/contacts/export',
  access: 'staff',
  summary: 'Lịch hẹn có ngày hẹn trong khoảng ngày (tính cả hai đầu), của một chi nhánh nếu gửi branch, dạng CSV UTF-8 có BOM để Excel đọc đúng tiếng Việt',
  query: bookingExportQuerySchema,
  /** The CSV text itself (text/csv), not JSON. */
  response: z.string(),
});

export const getBooking = endpoint({
  method: 'GET',
  path: '/api/contacts/:id',
  access: 'staff',
  summary: 'Chi tiết lịch hẹn với lịch sử cập nhật',
  params: idParamsSchema,
  response: bookingDetailSchema,
});

export const updateBooking = endpoint({
  method: 'PUT',
  path: '/api/contacts/:id',
  access: 'staff',
  summary:
    'Sửa lịch hẹn với lý do bắt buộc (được lưu vào lịch sử); có thể gửi lại cả đối tượng đã tải, các khóa không sửa được (_id, createdAt...) bị bỏ qua',
  params: idParamsSchema,
  body: z.object({
    fullName: requiredText(messages.validation.fullNameRequired, 100).optional(),
    numberPhone: vietnamPhoneSchema.optional(),
    date: bookingDateSchema.optional(),
    timeSlot: timeSlotSchema.optional(),
    branch: branchSchema.optional(),
    /** The desk keeps a second place for the same phone in that day and slot; the update's reason says why. */
    allowSamePhone: z.boolean().optional(),
    /** Missing keeps the current value; null clears it. */
    description: descriptionSchema.nullish(),
    images: bookingImagesSchema.nullish(),
    status: bookingStatusSchema.optional(),
    updateReason: z
      .string({ error: messages.bookings.updateReasonRequired })
      .trim()
      .min(1, messages.bookings.updateReasonRequired)
      .max(500, format(messages.validation.textTooLong, { max: 500 })),
  }),
  response: bookingDetailSchema,
});

/**
 * A status the garage sets: cancelling needs the reason the customer is told (their mail and
 * their lookup card say it); for the other statuses a reason is optional.
 */
export const bookingStatusBodySchema = z
  .object({
    status: bookingStatusSchema,
    reason: z
      .string({ error: messages.bookings.cancelReasonRequired })
      .trim()
      .max(500, format(messages.validation.textTooLong, { max: 500 }))
      .nullish()
      .transform((value) => value || ''),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'cancelled' && !body.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: messages.bookings.cancelReasonRequired });
  });
export type BookingStatusBody = z.output<typeof bookingStatusBodySchema>;

export const updateBookingStatus = endpoint({
  method: 'PUT',
  path: '/api/contacts/:id/status',
  access: 'staff',
  summary:
    'Đổi trạng thái lịch hẹn (hủy trả lại chỗ trong khung giờ; bỏ hủy lấy lại chỗ nếu còn và chi nhánh không nghỉ ngày đó). Hủy cần lý do `reason`, được gửi cho khách trong email và hiện khi khách tra cứu.',
  params: idParamsSchema,
  body: bookingStatusBodySchema,
  response: bookingSchema,
});

export const deleteBooking = endpoint({
  method: 'DELETE',
  path: '/api/contacts/:id',
  access: 'staff',
  summary:
    'Xóa lịch hẹn (trả lại chỗ trong khung giờ); khách có tài khoản được báo qua email, và tra cứu bằng mã và số điện thoại sau đó trả 410 với lời báo gara đã xóa lịch.',
  params: idParamsSchema,
  response: messageResponseSchema,
});
