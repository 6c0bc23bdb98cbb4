import { z } from 'zod';
import { endpoint } from './endpoint';
import { isoDateTimeSchema, objectIdSchema } from './common';
import { messages } from './messages';

/**
 * Staff alerts: what is waiting for the garage's staff (chats, unread messages, bookings and
 * orders they have not looked at), counted by the server for each staff member, and each new
 * item the moment it is stored. Event names are in `contract/live-events.ts`.
 */

export const STAFF_ALERT_TYPES = ['booking', 'order', 'chat', 'repair', 'part', 'money', 'privacy'] as const;
export const staffAlertTypeSchema = z.enum(STAFF_ALERT_TYPES);
export type StaffAlertType = z.infer<typeof staffAlertTypeSchema>;

/** One new item, as the `staff_alert` event carries it to staff sockets only. */
export const staffAlertSchema = z.object({
  type: staffAlertTypeSchema,
  /** The booking's, the order's, the customer's (chat), the repair order's or the part's id. */
  id: objectIdSchema,
  /** One short line: who and when, never a full phone number or e-mail. */
  text: z.string(),
  /** Where the back office shows it. */
  href: z.string(),
  /** When it was stored. */
  createdAt: isoDateTimeSchema,
});
export type StaffAlert = z.infer<typeof staffAlertSchema>;

export const alertCountsSchema = z.object({
  /** Conversations whose customer waits for staff to take them. */
  waitingChats: z.number().int().nonnegative(),
  /** Customer messages in open conversations that no staff member has opened. */
  unreadMessages: z.number().int().nonnegative(),
  /** Bookings made since this staff member last opened the bookings list or the day board (not their own). */
  newBookings: z.number().int().nonnegative(),
  /** Orders placed since this staff member last opened the orders list. */
  newOrders: z.number().int().nonnegative(),
});
export type AlertCounts = z.infer<typeof alertCountsSchema>;

/** The number in the tab title: everything that waits for this staff member. */
export const alertTotal = (counts: AlertCounts) => counts.waitingChats + counts.unreadMessages + counts.newBookings + counts.newOrders;

export const alertSettingsSchema = z.object({
  /** A short sound with each new item; off until the staff member turns it on. */
  sound: z.boolean({ error: messages.alerts.settingsInvalid }),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

export const managerAlertsSchema = z.object({
  counts: alertCountsSchema,
  settings: alertSettingsSchema,
});
export type ManagerAlerts = z.infer<typeof managerAlertsSchema>;

/** The lists a staff member marks as seen by opening them. */
export const ALERT_SEEN_KINDS = ['bookings', 'orders'] as const;
export const alertSeenKindSchema = z.enum(ALERT_SEEN_KINDS, { error: messages.alerts.seenKindInvalid });
export type AlertSeenKind = z.infer<typeof alertSeenKindSchema>;

export const getManagerAlerts = endpoint({
  method: 'GET',
  path: '/api/manager/alerts',
  access: 'staff',
  summary:
    'Nhân viên: số cuộc trò chuyện đang chờ, tin nhắn chưa đọc, lịch hẹn và đơn hàng mới kể từ lần xem trước của chính người gọi, và cài đặt âm thanh của họ',
  response: managerAlertsSchema,
});

export const markAlertsSeen = endpoint({
  method: 'PUT',
  path: '/api/manager/alerts/seen',
  access: 'staff',
  summary: 'Nhân viên: đánh dấu đã xem danh sách lịch hẹn hoặc đơn hàng (số mới về 0 cho người gọi, ở mọi tab của họ)',
  body: z.object({ kind: alertSeenKindSchema }),
  response: managerAlertsSchema,
});

export const updateAlertSettings = endpoint({
  method: 'PUT',
  path: '/api/manager/alerts/settings',
  access: 'staff',
  summary: 'Nhân viên: bật hoặc tắt âm thanh báo tin mới (lưu cho tài khoản)',
  body: alertSettingsSchema,
  response: managerAlertsSchema,
});
