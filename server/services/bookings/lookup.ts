import { and, eq } from 'drizzle-orm';
import type { BookingLookup, MyBooking, RescheduleBody } from '../../../contract/bookings';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { bookingCalendar } from '../../mails/booking-mails';
import type { ServiceDeps } from '../deps';
import { toBooking, type BookingRow } from './booking-rows';
import { answerCustomer, cancelAsCustomer, lookupMiss, rescheduleAsCustomer } from './my-bookings';

// A booking found by its reference and the phone it was made with, by someone not signed in:
// the customer's own view and changes (./my-bookings), reached without an account. The routes
// count wrong tries (booking-limits); every miss here answers the same 404.

async function lookedUp(db: Db, lookup: BookingLookup): Promise<BookingRow> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.code, lookup.code), eq(bookings.numberPhone, lookup.phone)));
  if (!row) throw await lookupMiss(db, lookup);
  return row;
}

/** The booking of a reference and phone, as its customer sees it; a wrong code or phone answers the same 404. */
export async function lookupBooking(deps: Pick<ServiceDeps, 'db' | 'now'>, lookup: BookingLookup): Promise<MyBooking> {
  return answerCustomer(deps, await lookedUp(deps.db, lookup));
}

/** The appointment of a reference and phone as a calendar file ('Thêm vào lịch'). */
export async function lookedUpCalendar(deps: Pick<ServiceDeps, 'db' | 'now'>, lookup: BookingLookup): Promise<{ filename: string; content: string }> {
  const row = await lookedUp(deps.db, lookup);
  return { filename: `lich-hen-${row.code}.ics`, content: bookingCalendar(toBooking(row), deps.now()) };
}

export const cancelLookedUpBooking = (deps: ServiceDeps, lookup: BookingLookup) => cancelAsCustomer(deps, null, { lookup });
export const rescheduleLookedUpBooking = (deps: ServiceDeps, lookup: BookingLookup, body: RescheduleBody) =>
  rescheduleAsCustomer(deps, null, { lookup }, body);
