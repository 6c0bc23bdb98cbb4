import { sql } from 'drizzle-orm';
import type { AlertSeenKind, AlertSettings, ManagerAlerts, StaffAlert } from '../../contract/alerts';
import { formatDay, formatPrice, orderCode } from '../../contract/format';
import { DEFAULT_BRANCH, branchOf } from '../../contract/garage';
import { format, messages } from '../../contract/messages';
import type { Db } from '../db/client';
import { staffAlertMarks } from '../db/schema';
import { emptyWaitLapsed } from './chat';
import { maskName } from '../lib/mask';

interface CountsRow {
  waiting_chats: number | string;
  unread_messages: number | string;
  new_bookings: number | string;
  new_orders: number | string;
  sound: boolean | null;
}

/**
 * What waits for one staff member, counted in the database in one statement: chats waiting (not
 * an empty wait that lapsed) and
 * customer messages nobody opened (everyone's), bookings and orders stored since this person
 * last opened those lists. Never seen: since their account was made (accounts older than the
 * badges got a mark of the day they were installed, migration 0024). Bookings they made
 * themselves (the front desk) are no news to them.
 */
export async function alertsOf(db: Db, staffId: string): Promise<ManagerAlerts> {
  const result = (await db.execute(sql`
    with mark as (
      select coalesce(m.bookings_seen_at, a.created_at) as bookings_seen_at,
             coalesce(m.orders_seen_at, a.created_at) as orders_seen_at,
             m.sound
      from accounts a left join staff_alert_marks m on m.account_id = a.id
      where a.id = ${staffId}
    )
    select
      (select count(*) from chat_conversations where status = 'waiting' and not ${emptyWaitLapsed}) as waiting_chats,
      (select coalesce(sum(last_seq - staff_read_seq), 0) from chat_conversations where status in ('waiting', 'active')) as unread_messages,
      (select count(*) from bookings b, mark where b.created_at > mark.bookings_seen_at and b.booked_by is distinct from ${staffId}) as new_bookings,
      (select count(*) from orders o, mark where o.created_at > mark.orders_seen_at) as new_orders,
      (select sound from mark) as sound
  `)) as unknown as { rows: CountsRow[] };
  const row = result.rows[0];
  return {
    counts: {
      waitingChats: Number(row?.waiting_chats ?? 0),
      unreadMessages: Number(row?.unread_messages ?? 0),
      newBookings: Number(row?.new_bookings ?? 0),
      newOrders: Number(row?.new_orders ?? 0),
    },
    settings: { sound: row?.sound ?? false },
  };
}

/** The staff member opened the bookings or orders list: what was new there is seen now. */
export async function markSeen(db: Db, staffId: string, kind: AlertSeenKind): Promise<ManagerAlerts> {
  const column = kind === 'bookings' ? { bookingsSeenAt: sql`now()` } : { ordersSeenAt: sql`now()` };
  await db
    .insert(staffAlertMarks)
    .values({ accountId: staffId, ...column })
    .onConflictDoUpdate({ target: staffAlertMarks.accountId, set: { ...column, updatedAt: sql`now()` } });
  return alertsOf(db, staffId);
}

export async function updateSettings(db: Db, staffId: string, settings: AlertSettings): Promise<ManagerAlerts> {
  await db
    .insert(staffAlertMarks)
    .values({ accountId: staffId, sound: settings.sound })
    .onConflictDoUpdate({ target: staffAlertMarks.accountId, set: { sound: settings.sound, updatedAt: sql`now()` } });
  return alertsOf(db, staffId);
}

/** Where the back office shows a day's bookings, the order's code, a customer's conversation. */
export const alertHref = {
  booking: (date: string, branch: string) => `/manager/booking-board?date=${date}&branch=${branch}`,
  order: (id: string) => `/manager/order?q=${orderCode(id)}`,
  chat: (customerId: string) => `/admin-chat?customer=${customerId}`,
  guestMessage: (id: string) => `/admin-chat?guest=${id}`,
  repair: (id: string) => `/manager/repairs/${id}`,
  part: (sku: string, branch: string) => `/manager/parts?lowStock=true&branch=${branch}&q=${encodeURIComponent(sku)}`,
};

/** A part's available stock at a branch fell to its reorder point: time to order more. */
export function partLowAlert(low: { partId: string; sku: string; name: string; unit: string; branch: string; available: number; reorderPoint: number }, at: Date): StaffAlert {
  return {
    type: 'part',
    id: low.partId,
    text: format(messages.alerts.partLow, { branch: branchOf(low.branch)?.shortName ?? low.branch, name: low.name, sku: low.sku, available: low.available, unit: low.unit, reorderPoint: low.reorderPoint }),
    href: alertHref.part(low.sku, low.branch),
    createdAt: at.toISOString(),
  };
}

/** The customer answered a job's quote: the desk moves the job on (or calls about the declined lines). */
export function quoteAnsweredAlert(repair: { id: string; fullName: string; plate: string }, approved: number, count: number, at: Date): StaffAlert {
  return {
    type: 'repair',
    id: repair.id,
    text: format(messages.alerts.quoteAnswered, { name: maskName(repair.fullName), plate: repair.plate, approved, count }),
    href: alertHref.repair(repair.id),
    createdAt: at.toISOString(),
  };
}

/** Short enough for a toast; the name is masked like the public list, no phone or e-mail. */
const BOOKING_ALERT_TEXT = { new: messages.alerts.newBooking, cancelled: messages.alerts.bookingCancelled, moved: messages.alerts.bookingMoved };

/** A booking made (anyone), or cancelled or moved by its customer: the desk plans the day around it. */
export function bookingAlert(
  booking: { _id: string; fullName: string; date: string; timeSlot: string; branch: string | null; createdAt: string; updatedAt?: string },
  event: keyof typeof BOOKING_ALERT_TEXT = 'new',
): StaffAlert {
  const branch = branchOf(booking.branch);
  return {
    type: 'booking',
    id: booking._id,
    text: format(BOOKING_ALERT_TEXT[event], {
      name: maskName(booking.fullName),
      time: booking.timeSlot,
      day: formatDay(booking.date),
      branch: branch ? `, ${branch.shortName}` : '',
    }),
    href: alertHref.booking(booking.date, booking.branch ?? DEFAULT_BRANCH),
    createdAt: event === 'new' ? booking.createdAt : (booking.updatedAt ?? booking.createdAt),
  };
}

export function orderAlert(order: { _id: string; name: string; total: number; createdAt: string }): StaffAlert {
  return {
    type: 'order',
    id: order._id,
    text: format(messages.alerts.newOrder, { code: orderCode(order._id), name: maskName(order.name), total: formatPrice(order.total) }),
    href: alertHref.order(order._id),
    createdAt: order.createdAt,
  };
}

/** A visitor without an account left a message: someone answers it by mail or phone. The name is masked; no contact in a toast. */
export function guestMessageAlert(message: { id: string; fullName: string }, at: Date): StaffAlert {
  return {
    type: 'chat',
    id: message.id,
    text: format(messages.guestMessages.alert, { name: maskName(message.fullName) }),
    href: alertHref.guestMessage(message.id),
    createdAt: at.toISOString(),
  };
}

export function chatAlert(customer: { id: string; fullName: string }, at: Date): StaffAlert {
  return {
    type: 'chat',
    id: customer.id,
    text: format(messages.alerts.chatWaiting, { name: customer.fullName }),
    href: alertHref.chat(customer.id),
    createdAt: at.toISOString(),
  };
}
