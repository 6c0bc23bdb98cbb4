import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as contract from '../../contract/bookings';
import type { AppConfig } from '../config';
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
import { HttpError } from '../lib/http-errors';
import * as service from '../services/bookings';
import type { NotifySettings } from '../services/notify';

export async function bookingRoutes(
  app: FastifyInstance,
  options: {
    capacity: AppConfig['bookingSlotCapacity'];
    now?: AppConfig['now'];
    /** Bookings per address and per phone (DEFAULT_BOOKING_LIMITS unless given). */
    limits?: BookingLimitSettings | undefined;
    /** Wrong lookups per address and per reference (DEFAULT_LOOKUP_LIMITS unless given). */
    lookupLimits?: LookupLimitSettings | undefined;
    /** Counted in Redis when set, so every server process shares the counts. */
    redisUrl?: string | undefined;
    notify: NotifySettings;
  },
) {
  const context: service.BookingContext = {
    db: app.db,
    capacity: options.capacity,
    keyedRuns: new Map(),
    mail: app.mailQueue,
    live: app.live,
    notify: options.notify,
    log: app.log,
    ...(options.now ? { now: options.now } : {}),
  };
  const limiter = await createBookingLimiter(options.limits ?? DEFAULT_BOOKING_LIMITS, options.redisUrl, (error) =>
    app.log.warn({ err: error }, 'booking limit store error'),
  );
  app.addHook('onClose', () => limiter.close());
  const lookupLimiter = await createLookupLimiter(options.lookupLimits ?? DEFAULT_LOOKUP_LIMITS, options.redisUrl, (error) =>
    app.log.warn({ err: error }, 'booking lookup limit store error'),
  );
  app.addHook('onClose', () => lookupLimiter.close());

  /** A lookup answered only within the address's and the reference's budget of wrong tries; a wrong one is counted. */
  const byLookup = async <T>(request: FastifyRequest, reply: FastifyReply, lookup: contract.BookingLookup, run: () => Promise<T>) => {
    await lookupLimiter.admit(request, reply, lookup.code);
    try {
      return await run();
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) await lookupLimiter.missed(request, lookup.code);
      throw error;
    }
  };

  route(
    app,
    contract.createBooking,
    async ({ body, request, reply }) => {
      const { booking, replayed } = await service.createBooking(context, request.user, body, {
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
  route(app, contract.createDeskBooking, ({ body, request }) => service.createDeskBooking(context, signedIn(request), body), { status: 201 });
  route(app, contract.lookupBooking, ({ query, request, reply }) => byLookup(request, reply, query, () => service.lookupBooking(context, query)));
  route(app, contract.lookedUpBookingCalendar, async ({ query, request, reply }) => {
    const file = await byLookup(request, reply, query, () => service.lookedUpCalendar(context, query));
    reply.header('Content-Type', 'text/calendar; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="${file.filename}"`);
    return file.content;
  });
  route(app, contract.cancelLookedUpBooking, ({ body, request, reply }) =>
    byLookup(request, reply, body, () => service.cancelLookedUpBooking(context, body)),
  );
  route(app, contract.rescheduleLookedUpBooking, ({ body, request, reply }) =>
    byLookup(request, reply, body, () => service.rescheduleLookedUpBooking(context, { code: body.code, phone: body.phone }, body)),
  );
  // The fixed paths come before /api/contacts/:id.
  route(app, contract.getAvailability, ({ query, request }) => service.availability(context, request.user, query.date, query.branch));
  route(app, contract.listBookingsByDate, ({ query, request }) => service.listBookingsByDate(app.db, request.user, query.date));
  route(app, contract.listBookingsByTimeSlot, ({ query, request }) =>
    service.listBookingsByTimeSlot(app.db, request.user, query.timeSlot, query.date),
  );
  route(app, contract.listMyBookings, ({ request }) => service.listMyBookings(context, signedIn(request)));
  route(app, contract.cancelMyBooking, ({ params, request }) => service.cancelMyBooking(context, signedIn(request), params.id));
  route(app, contract.rescheduleMyBooking, ({ params, body, request }) => service.rescheduleMyBooking(context, signedIn(request), params.id, body));
  route(app, contract.getMonthlyCount, ({ query }) => service.monthlyCount(app.db, query.month, query.year, query.branch));
  route(app, contract.getYearlyStats, ({ query }) => service.yearlyStats(app.db, query.year));
  route(app, contract.getBookingBoard, ({ query }) => service.bookingBoard(context, query.date, query.branch));
  route(app, contract.exportBookings, ({ query, reply }) => sendCsv(reply, service.exportBookings(app.db, query)));
  route(app, contract.listBookings, async ({ query, request, reply }) => sendPage(reply, await service.listBookings(app.db, request.user, query)));
  route(app, contract.getBooking, ({ params }) => service.getBooking(app.db, params.id));
  route(app, contract.updateBooking, ({ params, body, request }) => service.updateBooking(context, request.user, params.id, body));
  route(app, contract.updateBookingStatus, ({ params, body, request }) =>
    service.updateBookingStatus(context, request.user, params.id, body.status),
  );
  route(app, contract.deleteBooking, ({ params }) => service.deleteBooking(context, params.id));
}
