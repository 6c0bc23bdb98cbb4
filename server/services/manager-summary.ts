import { and, asc, count, eq, gte, lt, lte } from 'drizzle-orm';
import { TIME_SLOTS } from '../../contract/constants';
import { BRANCH_IDS } from '../../contract/garage';
import { capacityOf } from './bookings/slots';
import { LOW_STOCK_SHOWN, LOW_STOCK_THRESHOLD, type ManagerSummary } from '../../contract/manager-summary';
import { accounts, bookings, bookingSlots, orders, products } from '../db/schema';
import { addDays, firstDayOfMonth, vietnamDayStart, vietnamToday } from '../lib/vietnam-time';
import type { ServiceDeps } from './deps';


const countOf = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);

/**
 * The back office's start page, each figure one indexed query: today's places taken per slot
 * (the counters the booking rules keep in booking_slots), pending bookings and pending orders
 * whatever their day (the linked lists show the same rows; a past one still waits to be closed), services at or below LOW_STOCK_THRESHOLD (the lowest first), and the
 * accounts created this month. "Today" and "this month" are Vietnamese days.
 */
export async function managerSummary(deps: Pick<ServiceDeps, 'db' | 'now' | 'settings'>): Promise<ManagerSummary> {
  const { db } = deps;
  const today = vietnamToday(deps.now());
  const monthStart = firstDayOfMonth(today);
  const nextMonthStart = firstDayOfMonth(addDays(monthStart, 31));
  const [slots, pendingBookings, pendingOrders, lowStockCount, lowStockItems, newAccounts] = await Promise.all([
    db
      .select({ timeSlot: bookingSlots.timeSlot, branch: bookingSlots.branch, booked: bookingSlots.booked })
      .from(bookingSlots)
      .where(eq(bookingSlots.date, today)),
    db.select({ n: count() }).from(bookings).where(eq(bookings.status, 'pending')),
    db.select({ n: count() }).from(orders).where(eq(orders.status, 'pending')),
    db.select({ n: count() }).from(products).where(lte(products.quantity, LOW_STOCK_THRESHOLD)),
    db
      .select({ _id: products.id, name: products.name, quantity: products.quantity })
      .from(products)
      .where(lte(products.quantity, LOW_STOCK_THRESHOLD))
      .orderBy(asc(products.quantity), asc(products.name), asc(products.id))
      .limit(LOW_STOCK_SHOWN),
    db
      .select({ n: count() })
      .from(accounts)
      .where(and(gte(accounts.createdAt, vietnamDayStart(monthStart)), lt(accounts.createdAt, vietnamDayStart(nextMonthStart)))),
  ]);
  const capacities = await Promise.all(BRANCH_IDS.map((branch) => capacityOf(db, deps.settings.slotCapacity, branch)));
  const bookedAt = (timeSlot: string, branch?: string) =>
    slots.filter((row) => row.timeSlot === timeSlot && (!branch || row.branch === branch)).reduce((sum, row) => sum + row.booked, 0);
  return {
    date: today,
    capacity: capacities.reduce((sum, capacity) => sum + capacity, 0),
    today: TIME_SLOTS.map((timeSlot) => ({ timeSlot, booked: bookedAt(timeSlot) })),
    branches: BRANCH_IDS.map((branch, index) => ({
      branch,
      capacity: capacities[index]!,
      today: TIME_SLOTS.map((timeSlot) => ({ timeSlot, booked: bookedAt(timeSlot, branch) })),
    })),
    pendingBookings: countOf(pendingBookings),
    pendingOrders: countOf(pendingOrders),
    lowStock: { threshold: LOW_STOCK_THRESHOLD, count: countOf(lowStockCount), items: lowStockItems },
    newAccountsThisMonth: countOf(newAccounts),
    monthStart,
  };
}
