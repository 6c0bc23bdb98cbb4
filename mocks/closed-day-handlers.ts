import { http, HttpResponse } from 'msw';
import type { Booking } from '../contract/bookings';
import { addClosedDay, listAffectedBookings, listClosedDays, removeClosedDay, type ClosedDay } from '../contract/closed-days';
import { garageToday } from '../contract/format';
import { messages } from '../contract/messages';
import { makeClosedDay } from './data/closed-days';
import { mockOk } from './endpoint-handlers';

/** What the fake server holds: the closed days and every booking (cancelled ones too). */
export interface ClosedDayStore {
  days: ClosedDay[];
  bookings: Booking[];
}

const closes = (day: ClosedDay, booking: Booking) => day.date === booking.date && (day.branch === null || day.branch === booking.branch);

/** The bookings not cancelled on a closed day of their branch, in date and slot order, as the server lists them. */
function affectedOf(store: ClosedDayStore, days: readonly ClosedDay[] = store.days) {
  return store.bookings
    .filter((booking) => booking.status !== 'cancelled')
    .flatMap((booking) => {
      const day = days.find((item) => closes(item, booking));
      return day ? [{ booking, reason: day.reason }] : [];
    })
    .sort((a, b) => a.booking.date.localeCompare(b.booking.date) || a.booking.timeSlot.localeCompare(b.booking.timeSlot));
}

/**
 * Stories only: the closed-day calls answered the way the server does: a day in the past is
 * refused with 400, a day already closed for that branch (or both) with 409, a new day answers
 * with the bookings already on it, and removing it opens the day again. `onAdd` sees each body.
 */
export function closedDayHandlers(store: ClosedDayStore, { onAdd, onRemove }: { onAdd?: (body: unknown) => void; onRemove?: (id: string) => void } = {}) {
  return [
    mockOk(listClosedDays, () => [...store.days].sort((a, b) => a.date.localeCompare(b.date) || Number(a.kind === 'garage') - Number(b.kind === 'garage'))),
    mockOk(listAffectedBookings, () => affectedOf(store)),
    http.post(addClosedDay.path, async ({ request }) => {
      const parsed = addClosedDay.body!.safeParse(await request.json());
      if (!parsed.success) return HttpResponse.json({ message: parsed.error.issues[0]?.message ?? messages.common.invalidData }, { status: 400 });
      const body = parsed.data;
      onAdd?.(body);
      if (body.date < garageToday()) return HttpResponse.json({ message: messages.bookings.dateInPast }, { status: 400 });
      if (store.days.some((day) => day.kind === 'garage' && day.date === body.date && day.branch === body.branch)) {
        return HttpResponse.json({ message: messages.bookings.closedDayExists }, { status: 409 });
      }
      const closedDay = makeClosedDay(body.date, body.reason, body.branch);
      store.days = [...store.days, closedDay];
      return HttpResponse.json(addClosedDay.response.parse({ closedDay, affected: affectedOf(store, [closedDay]) }), { status: 201 });
    }),
    http.delete(removeClosedDay.path, ({ params }) => {
      const id = String(params.id);
      onRemove?.(id);
      if (!store.days.some((day) => day._id === id)) return HttpResponse.json({ message: messages.bookings.closedDayNotFound }, { status: 404 });
      store.days = store.days.filter((day) => day._id !== id);
      return HttpResponse.json(removeClosedDay.response.parse({ message: messages.bookings.closedDayRemoved }));
    }),
  ];
}
