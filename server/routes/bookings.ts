import { recordExport } from '../services/audit';
import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/bookings';
import { sendCsv } from '../lib/csv';
import { sendPage } from '../lib/paging';
import { route, signedIn } from '../lib/route';
import {
  admitBooking,
  createBookingLimiter,
  createLookupLimiter,
  DEFAULT_BOOKING_LIMITS,
  DEFAULT_LOOKUP_LIMITS,
  type BookingLimitSettings,
  type LookupLimitSettings,
} from '../services/booking-limits';
import { createBooking, createDeskBooking } from '../services/bookings/create';
import { exportBookings } from '../services/bookings/export';
import { cancelLookedUpBooking, lookedUpCalendar, lookupBooking, rescheduleLookedUpBooking } from '../services/bookings/lookup';
import { cancelMyBooking, listMyBookings, rescheduleMyBooking } from '../services/bookings/my-bookings';
import { availability } from '../services/bookings/slots';
import {
  bookingBoard,
  deleteBooking,
  getBooking,
  listBookings,
  listBookingsByDate,
  listBookingsByTimeSlot,
  updateBooking,
  updateBookingStatus,
} from '../services/bookings/staff';
import { monthlyCount, yearlyStats } from '../services/bookings/stats';

export async function bookingRoutes(
  app: FastifyInstance,
  options: {
    /** Bookings per address and per phone (DEFAULT_BOOKING_LIMITS unless given). */
    limits?: BookingLimitSettings | undefined;
    /** Wrong lookups per address (DEFAULT_LOOKUP_LIMITS unless given). */
    lookupLimits?: LookupLimitSettings | undefined;
    /** Counted in Redis when set, so every server process shares the counts. */
    redisUrl?: string | undefined;
  },
) {
  const { deps } = app;
  const limiter = await createBookingLimiter(options.limits ?? DEFAULT_BOOKING_LIMITS, options.redisUrl, (error) =>
    app.log.warn({ err: error }, 'booking limit store error'),
  );
  app.addHook('onClose', () => limiter.close());
  const lookupLimiter = await createLookupLimiter(options.lookupLimits ?? DEFAULT_LOOKUP_LIMITS, options.redisUrl, (error) =>
    app.log.warn({ err: error }, 'booking lookup limit store error'),
  );
  app.addHook('onClose', () => lookupLimiter.close());

  route(
    app,
    contract.createBooking,
    async ({ body, request, reply }) => {
      const { booking, replayed } = await createBooking(deps, request.user, body, {
        idempotencyHeader: request.headers[contract.IDEMPOTENCY_HEADER.toLowerCase()],
        admit: async (caller) => {
          await admitBooking(limiter, request, reply, body.numberPhone, caller);
          await app.uploadBudget.charge(request, reply, body.images);
        },
      });
      // A repeated submit gets the first answer again, marked so a client can tell.
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return booking;
    },
    { status: 201 },
  );
  route(app, contract.createDeskBooking, ({ body, request }) => createDeskBooking(deps, signedIn(request), body), { status: 201 });
  route(app, contract.lookupBooking, ({ query, request, reply }) => lookupLimiter.attempt(request, reply, () => lookupBooking(deps, query)));
  route(app, contract.lookedUpBookingCalendar, async ({ query, request, reply }) => {
    const file = await lookupLimiter.attempt(request, reply, () => lookedUpCalendar(deps, query));
    reply.header('Content-Type', 'text/calendar; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="${file.filename}"`);
    return file.content;
  });
  route(app, contract.cancelLookedUpBooking, ({ body, request, reply }) =>
    lookupLimiter.attempt(request, reply, () => cancelLookedUpBooking(deps, body)),
  );
  route(app, contract.rescheduleLookedUpBooking, ({ body, request, reply }) =>
    lookupLimiter.attempt(request, reply, () => rescheduleLookedUpBooking(deps, { code: body.code, phone: body.phone }, body)),
  );
  // The fixed paths come before /api/contacts/:id.
  route(app, contract.getAvailability, ({ query, request }) => availability(deps, request.user, query.date, query.branch));
  route(app, contract.listBookingsByDate, ({ query, request }) => listBookingsByDate(deps, request.user, query.date));
  route(app, contract.listBookingsByTimeSlot, ({ query, request }) =>
    listBookingsByTimeSlot(deps, request.user, query.timeSlot, query.date),
  );
  route(app, contract.listMyBookings, ({ request }) => listMyBookings(deps, signedIn(request)));
  route(app, contract.cancelMyBooking, ({ params, request }) => cancelMyBooking(deps, signedIn(request), params.id));
  route(app, contract.rescheduleMyBooking, ({ params, body, request }) => rescheduleMyBooking(deps, signedIn(request), params.id, body));
  route(app, contract.getMonthlyCount, ({ query }) => monthlyCount(deps, query.month, query.year, query.branch));
  route(app, contract.getYearlyStats, ({ query }) => yearlyStats(deps, query.year));
  route(app, contract.getBookingBoard, ({ query }) => bookingBoard(deps, query.date, query.branch));
  route(app, contract.exportBookings, async ({ query, reply }) => {
    await recordExport(deps.db, 'bookings', query);
    return sendCsv(reply, exportBookings(deps, query));
  });
  route(app, contract.listBookings, async ({ query, request, reply }) => sendPage(reply, await listBookings(deps, request.user, query)));
  route(app, contract.getBooking, ({ params }) => getBooking(deps, params.id));
  route(app, contract.updateBooking, ({ params, body, request }) => updateBooking(deps, request.user, params.id, body));
  route(app, contract.updateBookingStatus, ({ params, body, request }) =>
    updateBookingStatus(deps, request.user, params.id, body),
  );
  route(app, contract.deleteBooking, ({ params }) => deleteBooking(deps, params.id));
}
