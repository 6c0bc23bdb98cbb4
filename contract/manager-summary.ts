import { z } from 'zod';
import { endpoint } from './endpoint';
import { TIME_SLOTS } from './constants';
import { objectIdSchema } from './common';
import { BRANCH_IDS } from './garage';

/** A service whose stock is at or below this many is "low on stock" on the start page. */
export const LOW_STOCK_THRESHOLD = 5;
/** How many of the lowest-stock services the start page names. */
export const LOW_STOCK_SHOWN = 5;

export const managerSummarySchema = z.object({
  /** Today in Vietnam time, 'YYYY-MM-DD'. */
  date: z.string(),
  /** Places per slot of both branches together. */
  capacity: z.number().int().positive(),
  /** Today's places taken per slot at both branches (bookings not cancelled), every slot of TIME_SLOTS listed in order. */
  today: z.array(z.object({ timeSlot: z.enum(TIME_SLOTS), booked: z.number().int().nonnegative() })),
  /** The same for each branch, with its own places per slot, in BRANCH_IDS order. */
  branches: z.array(
    z.object({
      branch: z.enum(BRANCH_IDS),
      capacity: z.number().int().positive(),
      today: z.array(z.object({ timeSlot: z.enum(TIME_SLOTS), booked: z.number().int().nonnegative() })),
    }),
  ),
  /**
   * Bookings in status pending, whatever their day: the number the linked list
   * (?status=pending) shows; a past one still waits for staff to close it.
   */
  pendingBookings: z.number().int().nonnegative(),
  /** Orders in status pending, whatever their age. */
  pendingOrders: z.number().int().nonnegative(),
  lowStock: z.object({
    threshold: z.number().int().nonnegative(),
    count: z.number().int().nonnegative(),
    /** The lowest stock first (then by name), at most LOW_STOCK_SHOWN. */
    items: z.array(z.object({ _id: objectIdSchema, name: z.string(), quantity: z.number().int().nonnegative() })),
  }),
  /** Accounts created this month (from 00:00 Vietnam time on its first day). */
  newAccountsThisMonth: z.number().int().nonnegative(),
  /** The first day of this month, 'YYYY-MM-DD': the accounts link filters from it. */
  monthStart: z.string(),
});
export type ManagerSummary = z.infer<typeof managerSummarySchema>;

export const getManagerSummary = endpoint({
  method: 'GET',
  path: '/api/manager/summary',
  access: 'staff',
  summary:
    'Số liệu trang tổng quan: lịch hẹn hôm nay theo khung giờ, lịch hẹn và đơn hàng chờ xử lý, dịch vụ sắp hết hàng, tài khoản mới trong tháng',
  response: managerSummarySchema,
});
