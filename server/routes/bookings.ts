import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/bookings';
import type { AppConfig } from '../config';
import { sendCsv } from '../lib/csv';
import { sendPage } from '../lib/paging';
import { route } from '../lib/route';
import * as service from '../services/bookings';

export async function bookingRoutes(app: FastifyInstance, options: { capacity: AppConfig['bookingSlotCapacity']; now?: AppConfig['now'] }) {
  const context: service.BookingContext = { db: app.db, capacity: options.capacity, ...(options.now ? { now: options.now } : {}) };

  route(app, contract.createBooking, ({ body, request }) => service.createBooking(context, request.user, body), { status: 201 });
  // The fixed paths come before /api/contacts/:id.
  route(app, contract.getAvailability, ({ query }) => service.availability(context, query.date));
  route(app, contract.listBookingsByDate, ({ query, request }) => service.listBookingsByDate(app.db, request.user, query.date));
  route(app, contract.listBookingsByTimeSlot, ({ query, request }) =>
    service.listBookingsByTimeSlot(app.db, request.user, query.timeSlot, query.date),
  );
  route(app, contract.getMonthlyCount, ({ query }) => service.monthlyCount(app.db, query.month, query.year));
  route(app, contract.getBookingBoard, ({ query }) => service.bookingBoard(context, query.date));
  route(app, contract.exportBookings, ({ query, reply }) => sendCsv(reply, service.exportBookings(app.db, query)));
  route(app, contract.listBookings, async ({ query, request, reply }) => sendPage(reply, await service.listBookings(app.db, request.user, query)));
  route(app, contract.getBooking, ({ params }) => service.getBooking(app.db, params.id));
  route(app, contract.updateBooking, ({ params, body, request }) => service.updateBooking(context, request.user, params.id, body));
  route(app, contract.updateBookingStatus, ({ params, body, request }) =>
    service.updateBookingStatus(context, request.user, params.id, body.status),
  );
  route(app, contract.deleteBooking, ({ params }) => service.deleteBooking(context, params.id));
}
