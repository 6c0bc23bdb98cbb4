import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParamsSchema, isoDateTimeSchema, messageResponseSchema, objectIdSchema, requiredText } from './common';
import { bookingDateSchema, bookingSchema } from './bookings';
import { checkDateRange, dateRangeShape } from './date-range';
import { BRANCH_IDS } from './garage';
import { messages } from './messages';
import { choiceParam } from './paging';

/**
 * Days the garage takes no bookings: the lunar holidays it always closes for (Tết, from the
 * last day of the lunar year to the 3rd day of the new one, and Giỗ Tổ Hùng Vương), computed on
 * the server with a Vietnamese lunar calendar, and the days the master adds (for one branch or both).
 */
export const CLOSED_DAY_KINDS = ['holiday', 'garage'] as const;

export const closedDaySchema = z.object({
  /** The master's day's id; null for a lunar holiday, which is not stored. */
  _id: objectIdSchema.nullable(),
  date: z.string(),
  /** Null: both branches. */
  branch: z.enum(BRANCH_IDS).nullable(),
  /** The holiday's name, or the master's reason. */
  reason: z.string(),
  kind: z.enum(CLOSED_DAY_KINDS),
  createdAt: isoDateTimeSchema.nullable(),
});
export type ClosedDay = z.infer<typeof closedDaySchema>;

export const listClosedDays = endpoint({
  method: 'GET',
  path: '/api/contacts/closed-days',
  access: 'public',
  summary:
    'Ngày gara nghỉ trong khoảng ngày (tối đa một năm): Tết Nguyên Đán và Giỗ Tổ Hùng Vương theo âm lịch Việt Nam, và ngày nghỉ do Master thêm; gửi branch để lấy ngày nghỉ của cả hai chi nhánh và của chi nhánh đó',
  query: z.object({ ...dateRangeShape, branch: choiceParam(BRANCH_IDS, messages.bookings.branchRequired) }).superRefine(checkDateRange),
  response: z.array(closedDaySchema),
});

/** A booking not cancelled on a day that is now closed, for staff to move. */
export const affectedBookingSchema = z.object({ booking: bookingSchema, reason: z.string() });

export const addClosedDay = endpoint({
  method: 'POST',
  path: '/api/manager/closed-days',
  access: 'master',
  summary: 'Master thêm một ngày nghỉ (một chi nhánh hoặc cả hai); trả về ngày nghỉ và các lịch hẹn đã đặt vào ngày đó để nhân viên dời lịch',
  body: z.object({
    date: bookingDateSchema,
    branch: z.enum(BRANCH_IDS, { error: messages.bookings.branchRequired }).nullable(),
    reason: requiredText(messages.bookings.closedDayReasonRequired, 200),
  }),
  response: z.object({ closedDay: closedDaySchema, affected: z.array(affectedBookingSchema) }),
});

export const removeClosedDay = endpoint({
  method: 'DELETE',
  path: '/api/manager/closed-days/:id',
  access: 'master',
  summary: 'Master bỏ một ngày nghỉ đã thêm (ngày lễ âm lịch không bỏ được)',
  params: idParamsSchema,
  response: messageResponseSchema,
});

export const listAffectedBookings = endpoint({
  method: 'GET',
  path: '/api/manager/closed-days/affected',
  access: 'staff',
  summary: 'Lịch hẹn chưa hủy, từ hôm nay, rơi vào ngày gara nghỉ (ngày lễ âm lịch hoặc ngày nghỉ đã thêm): nhân viên cần dời các lịch này',
  response: z.array(affectedBookingSchema),
});
