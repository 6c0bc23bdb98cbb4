import { eq } from 'drizzle-orm';
import type { Booking } from '../../../contract/bookings';
import type { TimeSlot } from '../../../contract/constants';
import { branchOf, DEFAULT_BRANCH } from '../../../contract/garage';
import { LIVE_EVENTS, type BookingUpdatedPayload } from '../../../contract/live-events';
import { messages } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { maskName, maskPhone } from '../../lib/mask';
import type { AuthUser } from '../../plugins/auth';
import type { ServiceDeps } from '../deps';

/** A booking row and what every job of the booking services does with one: answer it, lock it, tell its owner. */
export type BookingRow = typeof bookings.$inferSelect;

/** One field's old and new value in the booking's history (booking_updates.changes). */
export type Change = { from: string | string[]; to: string | string[] };

/** The booking as the API answers it: staff lists, the day board, the customer's own, the alerts. */
export function toBooking(row: BookingRow): Booking {
  return {
    _id: row.id,
    fullName: row.fullName,
    numberPhone: row.numberPhone,
    date: row.date,
    timeSlot: row.timeSlot as TimeSlot,
    description: row.description,
    images: row.images,
    status: row.status,
    branch: branchOf(row.branch)?.id ?? DEFAULT_BRANCH,
    code: row.code,
    carPlate: row.carPlate,
    carModel: row.carModel,
    productId: row.productId,
    serviceName: row.serviceName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * What a viewer may see of a booking: staff and the person who booked it (signed in) see it
 * whole; anyone else sees the name and phone masked and neither the description nor the
 * pictures (they can show a licence plate or a home address).
 */
export function forViewer(row: BookingRow, viewer: AuthUser | null): Booking {
  const booking = toBooking(row);
  if (viewer?.isStaff || (viewer && row.accountId === viewer.id)) return booking;
  return { ...booking, fullName: maskName(booking.fullName), numberPhone: maskPhone(booking.numberPhone), description: '', images: [], carPlate: '', code: '' };
}

export async function lockBooking(tx: Db, id: string): Promise<BookingRow> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  if (!row) throw notFound(messages.bookings.notFound);
  return row;
}

/** After the commit: the customer's open pages ('Lịch hẹn của tôi') read it again. */
export function tellOwner(deps: Pick<ServiceDeps, 'live'>, row: BookingRow) {
  if (row.accountId) deps.live.toAccount(row.accountId, LIVE_EVENTS.bookingUpdated, { id: row.id } satisfies BookingUpdatedPayload);
}
